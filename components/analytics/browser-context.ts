import type { Landing, SessionStore } from '@/lib/analytics/attribution';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export type BrowserLanding = Landing & { navigationType: string | undefined };

let landing: BrowserLanding | null = null;

/**
 * The document the browser session arrived on, read once per page load: the layout's effects can run
 * again after client-side navigation (or a remount on a language switch) and must still see where
 * the person landed, not where they are now.
 */
export function landingOfThisPage(): BrowserLanding {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  landing ??= { url: window.location.href, referrer: document.referrer, navigationType: entry?.type };
  return landing;
}

/** sessionStorage, or null where the browser refuses it (then nothing that needs it runs). */
export function sessionStore(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function pushToDataLayer(event: object): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
