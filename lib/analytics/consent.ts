import type { CookieJar } from './cookies';

/**
 * The person's cookie choice (Danish cookie rules): necessary cookies always, statistics and
 * marketing only when opted in. Kept in a first-party cookie for 12 months, with the version of the
 * choice so a changed cookie policy asks again.
 */
export const CONSENT_COOKIE = 'hjemly_consent';
export const CONSENT_VERSION = 1;
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 365;

export type ConsentCategory = 'statistics' | 'marketing';
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['statistics', 'marketing'];

export type ConsentChoice = Record<ConsentCategory, boolean>;
export type Consent = ConsentChoice & { version: number; decidedAt: number };

/** Nothing chosen yet is the same as everything refused: no optional cookie before a choice. */
export const NO_CONSENT: ConsentChoice = { statistics: false, marketing: false };
export const ALL_CONSENT: ConsentChoice = { statistics: true, marketing: true };

export function serialiseConsent(consent: Consent): string {
  const params = new URLSearchParams({
    v: String(consent.version),
    ts: String(consent.decidedAt),
    statistics: consent.statistics ? '1' : '0',
    marketing: consent.marketing ? '1' : '0',
  });
  return params.toString();
}

/** The stored choice, or null when there is none, it is unreadable or it was made under another version. */
export function parseConsent(value: string | undefined): Consent | null {
  if (!value) return null;
  const params = new URLSearchParams(value);
  const version = Number(params.get('v'));
  const decidedAt = Number(params.get('ts'));
  const flags = CONSENT_CATEGORIES.map((category) => params.get(category));
  if (version !== CONSENT_VERSION || !Number.isSafeInteger(decidedAt) || decidedAt <= 0) return null;
  if (flags.some((flag) => flag !== '0' && flag !== '1')) return null;
  return { version, decidedAt, statistics: flags[0] === '1', marketing: flags[1] === '1' };
}

export function readConsent(cookies: CookieJar): Consent | null {
  return parseConsent(cookies.get(CONSENT_COOKIE));
}

export function writeConsent(cookies: CookieJar, choice: ConsentChoice, now: number): Consent {
  const consent: Consent = { ...choice, version: CONSENT_VERSION, decidedAt: now };
  cookies.set(CONSENT_COOKIE, serialiseConsent(consent), { path: '/', maxAge: CONSENT_MAX_AGE });
  return consent;
}

/**
 * What proxy.ts tells the server's render when the request carries a stored choice, so a browser
 * without scripts (which cannot run ConsentChoiceHint) gets its document marked and the banner hidden.
 */
export const CONSENT_STORED_HEADER = 'x-hjemly-consent-stored';

/** The choice as the server sets it (the banner's form posted without JavaScript): the cookie writeConsent writes. */
export function consentSetCookie(choice: ConsentChoice, now: number, secure: boolean): string {
  const value = encodeURIComponent(serialiseConsent({ ...choice, version: CONSENT_VERSION, decidedAt: now }));
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
