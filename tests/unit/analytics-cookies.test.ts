import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_COOKIES, clearAttribution, recordAttribution, WHITE_LABEL } from '@/lib/analytics/attribution';
import { CONSENT_COOKIE, readConsent, writeConsent } from '@/lib/analytics/consent';
import { browserCookieJar } from '@/lib/analytics/cookies';

type Written = { name: string; value: string; attributes: Record<string, string | true> };

function parseSetCookie(line: string): Written {
  const [pair, ...rest] = line.split('; ');
  const attribute = (text: string): [string, string | true] => {
    const at = text.indexOf('=');
    return at < 0 ? [text.toLowerCase(), true] : [text.slice(0, at).toLowerCase(), text.slice(at + 1)];
  };
  const [name, value] = pair.split(/=(.*)/s);
  return { name, value, attributes: Object.fromEntries(rest.map(attribute)) };
}

function isExpired({ attributes }: Written): boolean {
  if (attributes['max-age'] !== undefined) return Number(attributes['max-age']) <= 0; // Max-Age outranks Expires
  return typeof attributes.expires === 'string' && Date.parse(attributes.expires) <= Date.now();
}

/** The part of a browser js-cookie talks to: `document.cookie` (every write recorded) and the page's protocol. */
function browser(protocol: 'http:' | 'https:', stored: [string, string][] = []) {
  const writes: Written[] = [];
  let jar = [...stored];
  vi.stubGlobal('window', { location: { protocol } });
  vi.stubGlobal('document', {
    get cookie() {
      return jar.map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const written = parseSetCookie(line);
      writes.push(written);
      jar = jar.filter(([name]) => name !== written.name);
      if (!isExpired(written)) jar.push([written.name, written.value]);
    },
  });
  return { writes, names: () => jar.map(([name]) => name) };
}

afterEach(() => vi.unstubAllGlobals());

const session = () => ({ getItem: () => null, setItem: () => undefined });
const whiteLabel = { isWhiteLabel: true, host: 'bolig.fjordbo.dk', companyIds: [4, 17] };
const campaign = {
  url: 'https://bolig.fjordbo.dk/soeg?utm_source=google&utm_medium=cpc&utm_campaign=foraar&company_id=12&property_group_id=34',
  referrer: 'https://www.google.com/',
};

describe('browser cookies keep their attributes', () => {
  it('writes the consent cookie for 12 months on the whole site, SameSite=Lax, its value URI-encoded', () => {
    const { writes } = browser('http:');
    writeConsent(browserCookieJar(), { statistics: false, marketing: true }, 1_763_700_000_000);
    expect(writes).toEqual([
      {
        name: 'hjemly_consent',
        value: 'v%3D1%26ts%3D1763700000000%26statistics%3D0%26marketing%3D1',
        attributes: { path: '/', 'max-age': '31536000', samesite: 'Lax' },
      },
    ]);
  });

  it('adds Secure on an HTTPS page', () => {
    const { writes } = browser('https:');
    writeConsent(browserCookieJar(), { statistics: true, marketing: true }, 1_763_700_000_000);
    expect(writes[0].attributes).toEqual({ path: '/', 'max-age': '31536000', samesite: 'Lax', secure: true });
  });

  it('writes every attribution and white-label cookie for 30 days on the whole site', () => {
    const { writes } = browser('https:');
    recordAttribution({ cookies: browserCookieJar(), session: session(), navigationType: 'navigate' }, campaign, whiteLabel);
    expect(writes.map((w) => w.name).sort()).toEqual([...ATTRIBUTION_COOKIES].sort());
    for (const { attributes } of writes) expect(attributes).toEqual({ path: '/', 'max-age': '2592000', samesite: 'Lax', secure: true });
    expect(writes.find((w) => w.name === WHITE_LABEL.companyIds)?.value).toBe('4%2C17');
    expect(writes.find((w) => w.name === WHITE_LABEL.hostname)?.value).toBe('bolig.fjordbo.dk');
  });

  it('deletes the attribution cookies on their path with an expiry in the past, and leaves the consent cookie', () => {
    const { writes, names } = browser('https:');
    const cookies = browserCookieJar();
    writeConsent(cookies, { statistics: false, marketing: true }, 1_763_700_000_000);
    recordAttribution({ cookies, session: session(), navigationType: 'navigate' }, campaign, whiteLabel);
    writes.length = 0;
    clearAttribution(cookies);
    expect(writes.map((w) => w.name)).toEqual(ATTRIBUTION_COOKIES);
    for (const { value, attributes } of writes) {
      expect(value).toBe('');
      expect(attributes).toEqual({ path: '/', samesite: 'Lax', secure: true, expires: expect.any(String) });
      expect(Date.parse(attributes.expires as string)).toBeLessThan(Date.now());
    }
    expect(names()).toEqual([CONSENT_COOKIE]);
  });
});

describe('browser cookies read back', () => {
  it('decode what was written, keep the first of a repeated name and skip a broken value', () => {
    browser('http:', [
      ['hjemly_consent', 'v%3D1%26ts%3D1763700000000%26statistics%3D1%26marketing%3D0'],
      ['hjemly_ft_referrer', 'https%3A%2F%2Fwww.google.com%2F'],
      ['a', 'first'],
      ['a', 'second'],
      ['broken', '%E0%A4%A'],
    ]);
    const cookies = browserCookieJar();
    expect(readConsent(cookies)).toEqual({ version: 1, decidedAt: 1_763_700_000_000, statistics: true, marketing: false });
    expect(cookies.get('hjemly_ft_referrer')).toBe('https://www.google.com/');
    expect(cookies.get('a')).toBe('first');
    expect(cookies.get('broken')).toBeUndefined();
    expect(cookies.get('absent')).toBeUndefined();
  });
});
