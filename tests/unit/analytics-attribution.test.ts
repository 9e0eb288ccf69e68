import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_COOKIE,
  clearAttribution,
  FIRST_TOUCH,
  LAST_TOUCH,
  recordAttribution,
  SESSION_MARK,
  touchOf,
  WHITE_LABEL,
  type WhiteLabelOrigin,
} from '@/lib/analytics/attribution';
import type { CookieJar, CookieOptions } from '@/lib/analytics/cookies';

type Written = { value: string; options: CookieOptions };

/** A cookie jar that remembers the options each cookie was written with. */
function memoryJar(initial: Record<string, string> = {}) {
  const cookies = new Map<string, Written>(Object.entries(initial).map(([name, value]) => [name, { value, options: {} }]));
  const jar: CookieJar = {
    get: (name) => cookies.get(name)?.value,
    set: (name, value, options) => void cookies.set(name, { value, options }),
    remove: (name) => void cookies.delete(name),
  };
  return { jar, cookies, value: (name: string) => cookies.get(name)?.value };
}

function memorySession(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

const PLATFORM: WhiteLabelOrigin = { isWhiteLabel: false, host: 'hjemly.dk', companyIds: [] };
const WHITE_LABEL_HOST: WhiteLabelOrigin = { isWhiteLabel: true, host: 'bolig.fjordbo.dk', companyIds: [4, 17] };
const CAMPAIGN = 'https://hjemly.dk/lejebolig?utm_source=google&utm_medium=cpc&utm_campaign=foraar';
const GOOGLE = 'https://www.google.com/';

type LandingOptions = {
  jar?: ReturnType<typeof memoryJar>;
  session?: ReturnType<typeof memorySession>;
  navigationType?: string;
  origin?: WhiteLabelOrigin;
};

function landOn(url: string, referrer = '', options: LandingOptions = {}) {
  const { jar = memoryJar(), session = memorySession(), origin = PLATFORM } = options;
  // An explicit undefined is a browser without a navigation entry.
  const navigationType = 'navigationType' in options ? options.navigationType : 'navigate';
  const counted = recordAttribution({ cookies: jar.jar, session, navigationType }, { url, referrer }, origin);
  return { counted, jar, session };
}

describe('attribution: when it runs', () => {
  it('records the first navigation of a browser session and marks the session', () => {
    const { counted, jar, session } = landOn(CAMPAIGN, GOOGLE);
    expect(counted).toBe(true);
    expect(session.items.get(SESSION_MARK)).toBe('1');
    expect(jar.value(FIRST_TOUCH.utmSource)).toBe('google');
  });

  it('ignores every later navigation of the same session', () => {
    const jar = memoryJar();
    const session = memorySession();
    landOn('https://hjemly.dk/', '', { jar, session });
    const { counted } = landOn(CAMPAIGN, GOOGLE, { jar, session });
    expect(counted).toBe(false);
    expect(jar.value(FIRST_TOUCH.utmSource)).toBeUndefined();
    expect(jar.value(LAST_TOUCH.utmSource)).toBeUndefined();
  });

  it.each(['reload', 'back_forward', 'prerender', undefined])(
    'ignores a %s navigation, and it still uses up the session',
    (navigationType) => {
      const jar = memoryJar();
      const session = memorySession();
      expect(landOn(CAMPAIGN, GOOGLE, { jar, session, navigationType }).counted).toBe(false);
      expect([...jar.cookies.keys()]).toEqual([]);
      expect(session.items.get(SESSION_MARK)).toBe('1');
      expect(landOn(CAMPAIGN, GOOGLE, { jar, session }).counted).toBe(false);
    },
  );
});

describe('attribution: first touch', () => {
  it('stores utm source, medium, campaign, referrer, company and property group with path / and 30 days', () => {
    const { jar } = landOn(`${CAMPAIGN}&company_id=12&property_group_id=345`, GOOGLE);
    expect(jar.value(FIRST_TOUCH.utmSource)).toBe('google');
    expect(jar.value(FIRST_TOUCH.utmMedium)).toBe('cpc');
    expect(jar.value(FIRST_TOUCH.utmCampaign)).toBe('foraar');
    expect(jar.value(FIRST_TOUCH.referrer)).toBe(GOOGLE);
    expect(jar.value(FIRST_TOUCH.companyId)).toBe('12');
    expect(jar.value(FIRST_TOUCH.propertyGroupId)).toBe('345');
    for (const written of jar.cookies.values()) expect(written.options).toEqual({ path: '/', maxAge: 2592000 });
    expect(ATTRIBUTION_COOKIE).toEqual({ path: '/', maxAge: 2592000 });
  });

  it('is never overwritten by a later session', () => {
    const jar = memoryJar();
    landOn(CAMPAIGN, GOOGLE, { jar });
    landOn('https://hjemly.dk/?utm_source=newsletter&utm_medium=email&utm_campaign=juli&company_id=9', 'https://www.bing.com/', { jar });
    expect(jar.value(FIRST_TOUCH.utmSource)).toBe('google');
    expect(jar.value(FIRST_TOUCH.utmMedium)).toBe('cpc');
    expect(jar.value(FIRST_TOUCH.utmCampaign)).toBe('foraar');
    expect(jar.value(FIRST_TOUCH.referrer)).toBe(GOOGLE);
    // Absent at the first touch, so the first session that carries one sets it.
    expect(jar.value(FIRST_TOUCH.companyId)).toBe('9');
  });

  it('ignores ids that are not positive whole numbers', () => {
    const touch = touchOf({ url: 'https://hjemly.dk/?company_id=abc&property_group_id=-4', referrer: '' });
    expect(touch.companyId).toBeUndefined();
    expect(touch.propertyGroupId).toBeUndefined();
  });

  it('does not count our own site as a referrer', () => {
    const { jar } = landOn('https://hjemly.dk/soeg', 'https://hjemly.dk/lejebolig');
    expect(jar.value(FIRST_TOUCH.referrer)).toBeUndefined();
  });

  it('keeps CPR numbers and personal parameters out of the stored referrer and utm values', () => {
    const { jar } = landOn('https://hjemly.dk/?utm_campaign=kampagne-010190-1234', 'https://partner.dk/form?cpr=0101901234&step=2#top');
    expect(jar.value(FIRST_TOUCH.referrer)).toBe('https://partner.dk/form?step=2');
    expect(jar.value(FIRST_TOUCH.utmCampaign)).toBe('kampagne-[redacted]');
  });
});

describe('attribution: last touch', () => {
  it('updates on each attributable landing', () => {
    const jar = memoryJar();
    landOn(CAMPAIGN, GOOGLE, { jar });
    expect(jar.value(LAST_TOUCH.utmSource)).toBe('google');
    landOn('https://hjemly.dk/?utm_source=newsletter&utm_medium=email&utm_campaign=juli', 'https://mail.example.dk/', { jar });
    expect(jar.value(LAST_TOUCH.utmSource)).toBe('newsletter');
    expect(jar.value(LAST_TOUCH.utmMedium)).toBe('email');
    expect(jar.value(LAST_TOUCH.utmCampaign)).toBe('juli');
    expect(jar.value(LAST_TOUCH.referrer)).toBe('https://mail.example.dk/');
    expect(jar.cookies.get(LAST_TOUCH.utmSource)?.options).toEqual({ path: '/', maxAge: 2592000 });
  });

  it('replaces the whole set, so a partial campaign keeps nothing of the previous one', () => {
    const jar = memoryJar();
    landOn(CAMPAIGN, GOOGLE, { jar });
    landOn('https://hjemly.dk/?utm_source=facebook', '', { jar });
    expect(jar.value(LAST_TOUCH.utmSource)).toBe('facebook');
    expect(jar.value(LAST_TOUCH.utmMedium)).toBeUndefined();
    expect(jar.value(LAST_TOUCH.referrer)).toBeUndefined();
  });

  it('a direct visit leaves the last touch standing', () => {
    const jar = memoryJar();
    landOn(CAMPAIGN, GOOGLE, { jar });
    landOn('https://hjemly.dk/', '', { jar });
    expect(jar.value(LAST_TOUCH.utmSource)).toBe('google');
    expect(jar.value(LAST_TOUCH.referrer)).toBe(GOOGLE);
  });
});

describe('attribution: white-label cookies', () => {
  it('store the company ids comma-joined and the host name on a white-label host', () => {
    const { jar } = landOn('https://bolig.fjordbo.dk/', '', { origin: WHITE_LABEL_HOST });
    expect(jar.value(WHITE_LABEL.companyIds)).toBe('4,17');
    expect(jar.value(WHITE_LABEL.hostname)).toBe('bolig.fjordbo.dk');
    expect(jar.cookies.get(WHITE_LABEL.hostname)?.options).toEqual({ path: '/', maxAge: 2592000 });
  });

  it('are set only when absent', () => {
    const jar = memoryJar({ [WHITE_LABEL.companyIds]: '8', [WHITE_LABEL.hostname]: 'bolig.andet.dk' });
    landOn('https://bolig.fjordbo.dk/', '', { jar, origin: WHITE_LABEL_HOST });
    expect(jar.value(WHITE_LABEL.companyIds)).toBe('8');
    expect(jar.value(WHITE_LABEL.hostname)).toBe('bolig.andet.dk');
  });

  it('are set on any page load of a white-label host, not only the first of a session', () => {
    const session = memorySession({ [SESSION_MARK]: '1' });
    const { jar } = landOn('https://bolig.fjordbo.dk/soeg', '', { session, navigationType: 'reload', origin: WHITE_LABEL_HOST });
    expect(jar.value(WHITE_LABEL.hostname)).toBe('bolig.fjordbo.dk');
  });

  it('are not set on the platform itself', () => {
    const { jar } = landOn('https://hjemly.dk/', '');
    expect(jar.value(WHITE_LABEL.companyIds)).toBeUndefined();
    expect(jar.value(WHITE_LABEL.hostname)).toBeUndefined();
  });
});

describe('attribution: withdrawn consent', () => {
  it('removes every attribution and white-label cookie and nothing else', () => {
    const { jar } = landOn(`${CAMPAIGN}&company_id=1&property_group_id=2`, GOOGLE, { origin: WHITE_LABEL_HOST });
    jar.jar.set('hjemly_consent', 'v=1', {});
    expect(jar.cookies.size).toBe(13);
    clearAttribution(jar.jar);
    expect([...jar.cookies.keys()]).toEqual(['hjemly_consent']);
  });
});
