import { describe, expect, it } from 'vitest';
import { locales, pathnames } from '@/lib/i18n/routing';
import { disallowedPaths, robotsRules } from '@/lib/seo/robots';
import { whiteLabelOrigin } from '@/lib/white-label/rules';

/** Google's rule: the longest matching Allow/Disallow prefix wins, Allow on a tie. */
function isBlocked(path: string, allow: string[], disallow: string[]): boolean {
  const longest = (rules: string[]) => Math.max(-1, ...rules.filter((rule) => path.startsWith(rule)).map((rule) => rule.length));
  return longest(disallow) > longest(allow);
}

const rules = robotsRules('https://hjemly.test/sitemap.xml');
const rule = Array.isArray(rules.rules) ? rules.rules[0] : rules.rules;
const allow = [rule.allow ?? []].flat();
const disallow = [rule.disallow ?? []].flat();

describe('robots.txt rules', () => {
  it('lets every crawler in and points at the sitemap', () => {
    expect(rule.userAgent).toBe('*');
    expect(allow).toEqual(['/']);
    expect(rules.sitemap).toBe('https://hjemly.test/sitemap.xml');
  });

  it('disallows the API, personal and token paths in both locales', () => {
    const danish = [
      '/konto',
      '/anmodninger',
      '/anmodning/',
      '/mine-data/',
      '/ventelister',
      '/abonnementer',
      '/gemte-soegninger',
      '/interesselister',
      '/fremvisning/',
      '/fremvisningstider/',
      '/evaluering/',
      '/tilbud/',
      '/kontrakt/',
      '/ventelistetilbud/',
      '/venteliste-tilmelding/',
      '/betaling/',
    ];
    expect(disallowedPaths().sort()).toEqual(['/api/', ...danish, ...danish.map((path) => `/en-DK${path}`)].sort());
  });

  // A link that opens something without a sign-in is one person's: a new route of that kind cannot be left open.
  it.each(Object.values(pathnames).filter((path) => path.includes('[token]')))(
    'blocks every link page like %s in both locales',
    (route) => {
      for (const locale of locales) {
        const path = `${locale === 'da-DK' ? '' : `/${locale}`}${route.replaceAll('[token]', 'abc')}`;
        expect(isBlocked(path, allow, disallow), path).toBe(true);
      }
    },
  );

  it.each([
    '/konto/profil',
    '/en-DK/konto/notifikationer',
    '/anmodning/42',
    '/en-DK/fremvisning/abc/bekraeftelse',
    '/tilbud/abc/interesse',
    '/venteliste-tilmelding/abc',
    '/betaling/7',
    '/api/search',
  ])('blocks %s', (path) => {
    expect(isBlocked(path, allow, disallow)).toBe(true);
  });

  it.each([
    '/',
    '/en-DK',
    '/lejebolig',
    '/lejebolig/aarhus',
    '/en-DK/nybyggeri/odense',
    '/soeg',
    '/soeg-ventelister',
    '/ejendom/gruppe-1',
    '/bolig/hjem-1',
    '/en-DK/bolig/hjem-1',
    '/virksomhed/firma-1',
    '/artikler/depositum',
    '/ordbog/depositum',
    '/sitemap.xml',
    '/sitemaps/properties-0.xml',
    // noindex, indexifembedded: crawled to count for the landlord's page that frames it.
    '/embed/firma-1',
  ])('leaves %s open', (path) => {
    expect(isBlocked(path, allow, disallow)).toBe(false);
  });
});

describe('white-label sitemap origin', () => {
  const fallback = new URL('https://hjemly.dk');

  it('uses the host and port the crawler asked for, with the protocol of the site', () => {
    expect(whiteLabelOrigin('whitelabel.localhost:3000', null, new URL('http://localhost:3000'))?.href).toBe(
      'http://whitelabel.localhost:3000/',
    );
    expect(whiteLabelOrigin('Boliger.Example.dk', null, fallback)?.href).toBe('https://boliger.example.dk/');
  });

  it('trusts a forwarded protocol only when it is http or https', () => {
    expect(whiteLabelOrigin('boliger.example.dk', 'http', fallback)?.href).toBe('http://boliger.example.dk/');
    expect(whiteLabelOrigin('boliger.example.dk', 'javascript', fallback)?.href).toBe('https://boliger.example.dk/');
  });

  it.each(['evil.dk/x', 'evil.dk:abc', 'evil.dk@other.dk', ''])('refuses the malformed host %j', (host) => {
    expect(whiteLabelOrigin(host, null, fallback)).toBeNull();
  });
});
