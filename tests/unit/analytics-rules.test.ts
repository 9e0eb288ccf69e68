import { describe, expect, it } from 'vitest';
import { FIRST_TOUCH, WHITE_LABEL } from '@/lib/analytics/attribution';
import { CONSENT_COOKIE, CONSENT_MAX_AGE, parseConsent, readConsent, serialiseConsent, writeConsent } from '@/lib/analytics/consent';
import type { CookieJar, CookieOptions } from '@/lib/analytics/cookies';
import { pageViewEvent, shouldPushPageView, splitName } from '@/lib/analytics/page-view';
import { limitLength, sanitiseText, sanitiseUrl } from '@/lib/analytics/sanitise';

function jarOf(values: Record<string, string> = {}) {
  const written: Record<string, CookieOptions> = {};
  const jar: CookieJar = {
    get: (name) => values[name],
    set: (name, value, options) => {
      values[name] = value;
      written[name] = options;
    },
    remove: (name) => void delete values[name],
  };
  return { jar, values, written };
}

describe('consent cookie', () => {
  it('round-trips a choice with its version and time', () => {
    const consent = { version: 1, decidedAt: 1_763_700_000_000, statistics: true, marketing: false };
    expect(serialiseConsent(consent)).toBe('v=1&ts=1763700000000&statistics=1&marketing=0');
    expect(parseConsent(serialiseConsent(consent))).toEqual(consent);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['another version', 'v=2&ts=1763700000000&statistics=1&marketing=1'],
    ['no time', 'v=1&statistics=1&marketing=1'],
    ['a category missing', 'v=1&ts=1763700000000&statistics=1'],
    ['a category not 0 or 1', 'v=1&ts=1763700000000&statistics=yes&marketing=0'],
    ['garbage', '%%%'],
  ])('treats %s as no choice, so the banner asks again', (_case, value) => {
    expect(parseConsent(value)).toBeNull();
  });

  it('is written first-party for 12 months on path /', () => {
    const { jar, values, written } = jarOf();
    const consent = writeConsent(jar, { statistics: false, marketing: true }, 1_763_700_000_000);
    expect(written[CONSENT_COOKIE]).toEqual({ path: '/', maxAge: CONSENT_MAX_AGE });
    expect(CONSENT_MAX_AGE).toBe(365 * 24 * 60 * 60);
    expect(values[CONSENT_COOKIE]).toBe('v=1&ts=1763700000000&statistics=0&marketing=1');
    expect(readConsent(jar)).toEqual(consent);
  });
});

describe('sanitiser', () => {
  it.each([
    ['0101901234', '[redacted]'],
    ['CPR 010190-1234 i titlen', 'CPR [redacted] i titlen'],
    ['010190 1234', '[redacted]'],
  ])('removes CPR-shaped text from %s', (text, clean) => {
    expect(sanitiseText(text)).toBe(clean);
  });

  it('leaves other numbers alone', () => {
    expect(sanitiseText('Postnummer 8000, tlf. 12345678, id 123456789012')).toBe('Postnummer 8000, tlf. 12345678, id 123456789012');
  });

  it('drops sensitive query parameters whatever their value, and the fragment', () => {
    expect(sanitiseUrl('https://hjemly.dk/konto?cpr=abc&CPRNummer=x&token=t&email=a%40b.dk&phone=1&side=2#cpr=0101901234')).toBe(
      'https://hjemly.dk/konto?side=2',
    );
  });

  it('removes CPR numbers from paths and other parameter values, encoded or not', () => {
    expect(sanitiseUrl('https://hjemly.dk/soeg/0101901234?q=010190-1234&r=010190%2D1234&s=010190+1234')).toBe(
      'https://hjemly.dk/soeg/[redacted]?q=[redacted]&r=[redacted]&s=[redacted]',
    );
  });

  it('keeps an ordinary URL as it is, and cleans text that is not a URL', () => {
    expect(sanitiseUrl('https://hjemly.dk/lejebolig?utm_source=google')).toBe('https://hjemly.dk/lejebolig?utm_source=google');
    expect(sanitiseUrl('')).toBe('');
    expect(sanitiseUrl('/konto/0101901234#x')).toBe('/konto/[redacted]');
  });

  it('cuts long values', () => {
    expect(limitLength('abcdef', 4)).toBe('abcd');
    expect(limitLength('abc', 4)).toBe('abc');
  });
});

describe('page_view rule', () => {
  const on = { analyticsEnabled: true, statisticsConsent: true };

  it('pushes the first page and every new pathname', () => {
    expect(shouldPushPageView({ ...on, previousPathname: null, pathname: '/' })).toBe(true);
    expect(shouldPushPageView({ ...on, previousPathname: '/', pathname: '/soeg' })).toBe(true);
  });

  it('does not push again for the same pathname (a query-only change)', () => {
    expect(shouldPushPageView({ ...on, previousPathname: '/soeg', pathname: '/soeg' })).toBe(false);
  });

  it('pushes nothing while the analytics flag is off', () => {
    expect(shouldPushPageView({ ...on, analyticsEnabled: false, previousPathname: null, pathname: '/' })).toBe(false);
  });

  it('pushes nothing without statistics consent', () => {
    expect(shouldPushPageView({ ...on, statisticsConsent: false, previousPathname: null, pathname: '/' })).toBe(false);
  });
});

describe('page_view event', () => {
  it('carries every page_view field, with the person and the attribution cookies', () => {
    const { jar } = jarOf({ [FIRST_TOUCH.utmSource]: 'google', [FIRST_TOUCH.companyId]: '12', [WHITE_LABEL.companyIds]: '4,17' });
    const event = pageViewEvent({
      url: 'https://hjemly.dk/soeg?by=aarhus',
      referrer: 'https://www.google.com/',
      title: 'Søg | Hjemly',
      user: { id: 'u1', name: 'Anne Marie Jensen', email: 'anne@example.dk' },
      cookies: jar,
    });
    expect(event).toEqual({
      event: 'page_view',
      referrer: 'https://www.google.com/',
      url: 'https://hjemly.dk/soeg?by=aarhus',
      title: 'Søg | Hjemly',
      userId: 'u1',
      firstName: 'Anne Marie',
      lastName: 'Jensen',
      email: 'anne@example.dk',
      firstTouchUtmSource: 'google',
      firstTouchUtmMedium: null,
      firstTouchUtmCampaign: null,
      lastTouchUtmSource: null,
      lastTouchUtmMedium: null,
      lastTouchUtmCampaign: null,
      firstTouchReferrer: null,
      lastTouchReferrer: null,
      firstTouchCompanyId: '12',
      firstTouchPropertyGroupId: null,
      whiteLabelCompanyIds: '4,17',
      whiteLabelHostname: null,
    });
  });

  it('has no person for an anonymous visitor and never a CPR number', () => {
    const event = pageViewEvent({
      url: 'https://hjemly.dk/konto?cpr=0101901234',
      referrer: 'https://partner.dk/0101901234',
      title: 'Kvittering 010190-1234',
      user: null,
      cookies: jarOf().jar,
    });
    expect(event).toMatchObject({
      userId: null,
      firstName: null,
      lastName: null,
      email: null,
      url: 'https://hjemly.dk/konto',
      referrer: 'https://partner.dk/[redacted]',
    });
    expect(JSON.stringify(event)).not.toMatch(/0101901234|010190-1234/);
  });

  it('splits one name into first and last', () => {
    expect(splitName(' Mette ')).toEqual({ firstName: 'Mette', lastName: '' });
    expect(splitName('Lars  Løkke Rasmussen')).toEqual({ firstName: 'Lars Løkke', lastName: 'Rasmussen' });
  });
});
