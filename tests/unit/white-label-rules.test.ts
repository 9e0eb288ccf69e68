import { describe, expect, it } from 'vitest';
import { wholePlatform } from '@/lib/catalogue/visibility';
import { companyScopeOf, defaultConfig, isEmbedOrigin, rootRedirectTarget } from '@/lib/white-label/rules';
import { hostSchema, type WhiteLabelTheme } from '@/lib/white-label/schema';
import { themeStyle } from '@/lib/white-label/theme';

type Config = Parameters<typeof rootRedirectTarget>[0];

const whiteLabel = (defaultPage = '/ejendom/solhaven'): Config => ({ isWhiteLabel: true, defaultPage });

/** rootRedirectTarget for a request URL such as '/?auth' (path and query split like the proxy does). */
function targetFor(config: Config, requestPath: string): string | null {
  const url = new URL(requestPath, 'https://bolig.example.dk');
  return rootRedirectTarget(config, url.pathname, url.searchParams);
}

describe('rootRedirectTarget', () => {
  it('sends / on a white-label host to its default page', () => {
    expect(targetFor(whiteLabel('/ejendom/solhaven'), '/')).toBe('/ejendom/solhaven');
    expect(targetFor(whiteLabel('/soeg?city=aarhus'), '/')).toBe('/soeg?city=aarhus');
  });

  it('sends the English root to the English version of the default page', () => {
    expect(targetFor(whiteLabel('/ejendom/solhaven'), '/en-DK')).toBe('/en-DK/ejendom/solhaven');
    expect(targetFor(whiteLabel('/soeg?city=aarhus'), '/en-DK?utm_source=mail')).toBe('/en-DK/soeg?city=aarhus');
    expect(targetFor(whiteLabel(), '/en-DK?auth')).toBeNull();
  });

  it('keeps the redirect when other query parameters are present', () => {
    expect(targetFor(whiteLabel(), '/?utm_source=mail')).toBe('/ejendom/solhaven');
  });

  it.each(['/?auth=1', '/?auth', '/?auth=', '/?x=1&auth=token'])('does not redirect %s (auth parameter)', (path) => {
    expect(targetFor(whiteLabel(), path)).toBeNull();
  });

  it.each(['/lejebolig', '/en-DK/lejebolig', '/en-DKx', '/ejendom/solhaven', '/om-os?auth=1'])(
    'does not redirect other path %s',
    (path) => {
      expect(targetFor(whiteLabel(), path)).toBeNull();
    },
  );

  it('does not redirect on a host that is not white-label, or without a config', () => {
    expect(targetFor({ isWhiteLabel: false, defaultPage: '/ejendom/solhaven' }, '/')).toBeNull();
    expect(targetFor(null, '/')).toBeNull();
    expect(targetFor(defaultConfig('hjemly.dk'), '/')).toBeNull();
  });

  it('does not redirect / to itself (no loop)', () => {
    expect(targetFor(whiteLabel('/'), '/')).toBeNull();
  });

  it.each([
    '//evil.com',
    '//evil.com/ejendom',
    'https://evil.com',
    'http://evil.com/',
    'javascript:alert(1)',
    'evil.com',
    '',
    // Browsers and the WHATWG URL parser treat "\" like "/": new URL('/\\evil.com', base) is https://evil.com/.
    '/\\evil.com',
    '\\\\evil.com',
  ])('never redirects to an off-site target %j', (defaultPage) => {
    const target = targetFor(whiteLabel(defaultPage), '/');
    expect(target).toBeNull();
  });

  it('whatever it returns stays on the same origin when resolved like the proxy does', () => {
    const base = 'https://bolig.example.dk/';
    for (const page of ['/ejendom/x', '//evil.com', '/\\evil.com', 'https://evil.com', '/%2F%2Fevil.com']) {
      const target = targetFor(whiteLabel(page), '/');
      if (target !== null) expect(new URL(target, base).origin, page).toBe('https://bolig.example.dk');
    }
  });
});

describe('hostSchema', () => {
  it.each([
    ['bolig.example.dk', 'bolig.example.dk'],
    ['Bolig.Example.DK', 'bolig.example.dk'],
    ['bolig.example.dk:3000', 'bolig.example.dk'],
    ['LOCALHOST:3000', 'localhost'],
    ['  hjemly.dk  ', 'hjemly.dk'],
    ['127.0.0.1:8080', '127.0.0.1'],
    ['xn--rr-via.dk', 'xn--rr-via.dk'],
  ])('%j → %j', (raw, expected) => {
    expect(hostSchema.parse(raw)).toBe(expected);
  });

  it.each(['a b', '../x', '', ':3000', 'evil.com/path', 'evil.com?x', '-bad.dk', 'bad-.dk', 'a..b', 'user@host', `${'a'.repeat(254)}`])(
    'rejects %j',
    (raw) => {
      expect(hostSchema.safeParse(raw).success).toBe(false);
    },
  );
});

describe('themeStyle', () => {
  it('maps every colour to its --hj-* custom property', () => {
    const theme: WhiteLabelTheme = {
      colors: {
        primary: '#123456',
        primaryContrast: '#fff',
        secondary: 'rgb(1, 2, 3)',
        headerBg: 'hsl(120, 50%, 50%)',
        headerText: '#000',
        footerBg: '#111',
        footerText: '#eee',
      },
    };
    expect(themeStyle(theme)).toEqual({
      '--hj-primary': '#123456',
      '--hj-primary-contrast': '#fff',
      '--hj-secondary': 'rgb(1, 2, 3)',
      '--hj-header-bg': 'hsl(120, 50%, 50%)',
      '--hj-header-text': '#000',
      '--hj-footer-bg': '#111',
      '--hj-footer-text': '#eee',
    });
  });

  it('sets only the colours the theme has', () => {
    expect(themeStyle({ colors: { primary: '#abc' } })).toEqual({ '--hj-primary': '#abc' });
    expect(themeStyle({})).toEqual({});
    expect(themeStyle({ faviconUrl: '/favicon.ico' })).toEqual({});
  });

  it('ignores unknown keys, including names inherited from Object.prototype', () => {
    // The theme comes straight from the database's JSON column, so it may hold anything.
    const colors = { primary: '#abc', accent: '#f00', constructor: '#0f0', toString: '#00f', __proto__x: '#fff' };
    expect(themeStyle({ colors } as unknown as WhiteLabelTheme)).toEqual({ '--hj-primary': '#abc' });
  });
});

describe('isEmbedOrigin', () => {
  it.each(['https://boligselskab.dk', 'http://whitelabel.localhost:3000', 'https://www.boligselskab.dk:8443'])('takes %s', (value) => {
    expect(isEmbedOrigin(value)).toBe(true);
  });
  it.each([
    '*',
    'https://*.dk',
    "'self'",
    'https://boligselskab.dk; script-src *',
    'https://boligselskab.dk/embed',
    'https://boligselskab.dk/',
    'boligselskab.dk',
    'javascript:alert(1)',
    'https://a.dk https://b.dk',
  ])('refuses %s', (value) => {
    expect(isEmbedOrigin(value)).toBe(false);
  });
});

describe('companyScopeOf', () => {
  it('scopes a white-label host to its companies', () => {
    expect(companyScopeOf({ isWhiteLabel: true, companyIds: [4, 17] })).toEqual({ companyIds: [4, 17] });
  });

  it('shows the whole platform on the platform host, and on a white-label host that names no company', () => {
    expect(companyScopeOf(defaultConfig('hjemly.dk'))).toBe(wholePlatform);
    expect(companyScopeOf({ isWhiteLabel: true, companyIds: [] })).toBe(wholePlatform);
    expect(companyScopeOf({ isWhiteLabel: false, companyIds: [4] })).toBe(wholePlatform);
  });
});
