// Next.js runs this in the browser before hydration: error monitoring, only when the server
// configured a DSN (lib/monitoring/browser.ts), and the message-locale memo every page's messages use.
import { rememberMessageLocales } from './lib/i18n/remember-message-locales';
import { routerTransitionStart, startBrowserMonitoring } from './lib/monitoring/browser';

rememberMessageLocales();
startBrowserMonitoring();

export const onRouterTransitionStart = routerTransitionStart;
