// Next.js runs this in the browser before hydration: error monitoring, only when the server
// configured a DSN (lib/monitoring/browser.ts), and a cheaper locale lookup for every page's messages.
import { resolveMessageLocalesDirectly } from './lib/i18n/message-locales';
import { routerTransitionStart, startBrowserMonitoring } from './lib/monitoring/browser';

resolveMessageLocalesDirectly();
startBrowserMonitoring();

export const onRouterTransitionStart = routerTransitionStart;
