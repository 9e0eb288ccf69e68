// Next.js runs this in the browser before hydration: error monitoring, only when the server
// configured a DSN (lib/monitoring/browser.ts).
import { routerTransitionStart, startBrowserMonitoring } from './lib/monitoring/browser';

startBrowserMonitoring();

export const onRouterTransitionStart = routerTransitionStart;
