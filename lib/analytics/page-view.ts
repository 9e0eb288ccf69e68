import { attributionFields } from './attribution';
import type { CookieJar } from './cookies';
import { sanitiseText, sanitiseUrl } from './sanitise';

/** The signed-in person as analytics sees them; null when anonymous. */
export type AnalyticsUser = { id: string; name: string; email: string } | null;

export type PageViewGate = {
  /** The pathname of the last page_view pushed, or null before the first. */
  previousPathname: string | null;
  pathname: string;
  analyticsEnabled: boolean;
  statisticsConsent: boolean;
};

/**
 * A page_view only when the pathname changes (a new query string is the same page), only
 * while the analytics flag is on, and only with statistics consent.
 */
export function shouldPushPageView({ previousPathname, pathname, analyticsEnabled, statisticsConsent }: PageViewGate): boolean {
  return analyticsEnabled && statisticsConsent && pathname !== previousPathname;
}

/** Our accounts keep one name; analytics wants first and last: the last word is the surname. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] };
}

export type PageViewInput = { url: string; referrer: string; title: string; user: AnalyticsUser; cookies: CookieJar };

/** The page_view event for `window.dataLayer`; missing values are null. */
export function pageViewEvent({ url, referrer, title, user, cookies }: PageViewInput) {
  const name = user ? splitName(user.name) : null;
  return {
    event: 'page_view' as const,
    referrer: sanitiseUrl(referrer) || null,
    url: sanitiseUrl(url),
    title: sanitiseText(title),
    userId: user?.id ?? null,
    firstName: name?.firstName || null,
    lastName: name?.lastName || null,
    email: user?.email ?? null,
    ...attributionFields(cookies),
  };
}

export type PageViewEvent = ReturnType<typeof pageViewEvent>;
