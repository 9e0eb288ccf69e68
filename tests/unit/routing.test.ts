import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillTemplate, matchTemplate, publicPathForInternal, resolvePublicPath } from '@/lib/i18n/paths';
import { defaultLocale, isLocale, localeEntries, localeLabels, locales, pathnames, routing, switchQuery } from '@/lib/i18n/routing';

/**
 * The public routing table, typed out independently of lib/i18n/routing.ts: public Danish path → internal English path.
 * Rows like "/byguides, /byguides/{slug}" are split into two entries; {slug}/{id} become [slug]/[id].
 */
const SPEC_TABLE: ReadonlyArray<readonly [publicPath: string, internalPath: string]> = [
  ['/om-os', '/about'],
  ['/hjaelp', '/help'],
  ['/privatliv', '/privacy'],
  ['/vilkaar', '/terms'],
  ['/tilgaengelighedserklaering', '/accessibility'],
  ['/byguides', '/city-guides'],
  ['/byguides/[slug]', '/city-guides/[slug]'],
  ['/artikler', '/articles'],
  ['/artikler/[slug]', '/articles/[slug]'],
  ['/lejebolig', '/rental-housing'],
  ['/lejebolig/[slug]', '/rental-housing/[slug]'],
  ['/lejebolig/[slug]/statistik', '/rental-housing/[slug]/statistics'],
  ['/nybyggeri', '/new-build'],
  ['/nybyggeri/[slug]', '/new-build/[slug]'],
  ['/soeg', '/search'],
  ['/soeg-ventelister', '/search-waiting-lists'],
  ['/ejendom/[slug]', '/property-group/[slug]'],
  ['/ejendom/shared/[slug]', '/property-group/shared/[slug]'],
  ['/ejendom/[slug]/aabent-hus', '/property-group/[slug]/open-house'],
  ['/ejendom/[slug]/waiting-list/apply', '/property-group/[slug]/waiting-list/apply'],
  ['/ejendom/[slug]/waiting-list/confirmation', '/property-group/[slug]/waiting-list/confirmation'],
  ['/bolig/[slug]', '/property/[slug]'],
  ['/bolig/[slug]/anmod', '/property/[slug]/apply'],
  ['/ordbog', '/glossary'],
  ['/ordbog/[slug]', '/glossary/[slug]'],
  ['/virksomhed/[slug]', '/company/[slug]'],
  ['/konto', '/account'],
  ['/konto/personlig-info', '/account/personal-info'],
  ['/konto/profil', '/account/profile'],
  ['/konto/notifikationer', '/account/notifications'],
  ['/interesselister', '/interest-lists'],
  ['/ventelister', '/waiting-lists'],
  ['/abonnementer', '/subscriptions'],
  ['/gemte-soegninger', '/saved-searches'],
  ['/anmodninger', '/applications'],
  ['/anmodning/[id]', '/application/[id]'],
  ['/feedback', '/feedback'],
];

const table = pathnames as Readonly<Record<string, string>>;
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The page files that may serve an internal route: inside the (site) group or directly under [locale]. */
function pageCandidates(internal: string): string[] {
  if (internal === '/') return [path.join(ROOT, 'app/[locale]/(site)/page.tsx')];
  return [path.join(ROOT, 'app/[locale]/(site)', internal, 'page.tsx'), path.join(ROOT, 'app/[locale]', internal, 'page.tsx')];
}

describe('pathnames table', () => {
  it.each(SPEC_TABLE)('public path %s is declared for internal route %s', (publicPath, internal) => {
    expect(Object.keys(table)).toContain(internal);
    expect(table[internal]).toBe(publicPath);
  });

  it('never gives two routes the same public path', () => {
    const publicPaths = Object.values(table);
    const duplicates = publicPaths.filter((p, i) => publicPaths.indexOf(p) !== i);
    expect(duplicates).toEqual([]);
  });

  it.each(Object.keys(table))('route %s has a page file', (internal) => {
    const candidates = pageCandidates(internal);
    expect(
      candidates.some((file) => existsSync(file)),
      `no page for ${internal}; looked for:\n${candidates.join('\n')}`,
    ).toBe(true);
  });
});

describe('matchTemplate', () => {
  it.each([
    ['/bolig/[slug]', '/bolig/abc', { slug: 'abc' }],
    ['/ejendom/[slug]/aabent-hus', '/ejendom/villa-1/aabent-hus', { slug: 'villa-1' }],
    ['/om-os', '/om-os', {}],
    ['/', '/', {}],
    ['/bolig/[slug]', '/bolig/abc/', { slug: 'abc' }],
    ['/lejebolig/[slug]', '/lejebolig/k%C3%B8benhavn', { slug: 'københavn' }],
    ['/a/[first]/b/[second]', '/a/1/b/2', { first: '1', second: '2' }],
  ])('%s matches %s with params %o', (template, concrete, params) => {
    expect(matchTemplate(template, concrete)).toEqual(params);
  });

  it.each([
    ['/bolig/[slug]', '/bolig'],
    ['/bolig/[slug]', '/bolig/abc/anmod'],
    ['/bolig/[slug]/anmod', '/bolig/abc'],
    ['/bolig/[slug]', '/ejendom/abc'],
    ['/om-os', '/om'],
    ['/', '/om-os'],
  ])('%s does not match %s', (template, concrete) => {
    expect(matchTemplate(template, concrete)).toBeNull();
  });

  it('does not crash on a malformed percent-encoding in a dynamic segment', () => {
    // The proxy runs every request path through this; a stray "%E0" must not become a 500.
    expect(() => matchTemplate('/bolig/[slug]', '/bolig/%E0%A4%A')).not.toThrow();
    expect(() => publicPathForInternal('/bolig/%E0%A4%A')).not.toThrow();
    expect(() => publicPathForInternal('/property/%E0%A4%A')).not.toThrow();
  });
});

describe('fillTemplate', () => {
  it.each([
    ['/bolig/[slug]', { slug: 'abc' }, '/bolig/abc'],
    ['/ejendom/[slug]/aabent-hus', { slug: 'x' }, '/ejendom/x/aabent-hus'],
    ['/lejebolig/[slug]', { slug: 'københavn n' }, '/lejebolig/k%C3%B8benhavn%20n'],
    ['/bolig/[slug]', { slug: 'a/b?c#d' }, '/bolig/a%2Fb%3Fc%23d'],
    ['/a/[first]/b/[second]', { first: '1', second: '2' }, '/a/1/b/2'],
    ['/om-os', {}, '/om-os'],
    ['/', {}, '/'],
  ])('%s with %o → %s', (template, params, expected) => {
    expect(fillTemplate(template, params)).toBe(expected);
  });

  it('round-trips with matchTemplate', () => {
    const params = { slug: 'Ærø & Als' };
    expect(matchTemplate('/bolig/[slug]', fillTemplate('/bolig/[slug]', params))).toEqual(params);
  });
});

describe('publicPathForInternal', () => {
  it.each([
    ['/rental-housing', '/lejebolig'],
    ['/rental-housing/aarhus', '/lejebolig/aarhus'],
    ['/property-group/x/open-house', '/ejendom/x/aabent-hus'],
    ['/property/abc/apply', '/bolig/abc/anmod'],
    ['/account/personal-info', '/konto/personlig-info'],
    ['/application/42', '/anmodning/42'],
    ['/property-group/shared/abc', '/ejendom/shared/abc'],
    ['/rental-housing/k%C3%B8benhavn', '/lejebolig/k%C3%B8benhavn'],
  ])('%s redirects to %s', (internal, expected) => {
    expect(publicPathForInternal(internal)).toBe(expected);
  });

  it.each(['/lejebolig', '/lejebolig/aarhus', '/feedback', '/', '/embed/x', '/bolig/abc/anmod'])(
    'public path %s is not redirected',
    (publicPath) => {
      expect(publicPathForInternal(publicPath)).toBeNull();
    },
  );

  it.each(['/nope', '/rental-housing/a/b', '/account/unknown', '/property'])('unknown path %s → null', (unknown) => {
    expect(publicPathForInternal(unknown)).toBeNull();
  });
});

describe('resolvePublicPath', () => {
  /** The route and params a public path resolves to (ignoring any bookkeeping fields). */
  function resolved(publicPath: string) {
    const match = resolvePublicPath(publicPath);
    return match && { internal: match.internal, params: match.params };
  }

  it('prefers static segments over dynamic ones', () => {
    expect(resolved('/ejendom/shared/abc')).toEqual({
      internal: '/property-group/shared/[slug]',
      params: { slug: 'abc' },
    });
  });

  it.each([
    ['/ejendom/abc', '/property-group/[slug]', { slug: 'abc' }],
    ['/ejendom/abc/aabent-hus', '/property-group/[slug]/open-house', { slug: 'abc' }],
    ['/anmodning/7', '/application/[id]', { id: '7' }],
    ['/', '/', {}],
  ])('%s → %s', (publicPath, internal, params) => {
    expect(resolved(publicPath)).toEqual({ internal, params });
  });

  it('returns null for a path outside the table', () => {
    expect(resolvePublicPath('/findes-ikke/1/2/3')).toBeNull();
  });
});

describe('locales', () => {
  it('are exactly Danish (default) and English', () => {
    expect([...locales]).toEqual(['da-DK', 'en-DK']);
    expect(defaultLocale).toBe('da-DK');
    expect(routing.locales).toEqual(['da-DK', 'en-DK']);
    expect(routing.defaultLocale).toBe('da-DK');
  });

  it('are labelled Dansk and English', () => {
    expect(localeLabels).toEqual({ 'da-DK': 'Dansk', 'en-DK': 'English' });
  });

  it('each carry their key, a description in their own language and a flag', () => {
    for (const locale of locales) expect(localeEntries[locale].key).toBe(locale);
    expect(localeEntries['da-DK']).toMatchObject({ description: 'Dansk (Danmark)', flag: '🇩🇰' });
    expect(localeEntries['en-DK']).toMatchObject({ description: 'English (Denmark)', flag: '🇬🇧' });
  });

  it("add an entry's optional query parameter to the page's own query, and nothing when it has none", () => {
    const withMarker = { ...localeEntries['en-DK'], query: { key: 'lang', value: 'en' } };
    expect(switchQuery(withMarker, { side: '2' })).toEqual({ side: '2', lang: 'en' });
    expect(switchQuery(localeEntries['en-DK'], { side: '2' })).toEqual({ side: '2' });
  });

  it("prefix only non-default locales ('as-needed')", () => {
    expect(routing.localePrefix).toBe('as-needed');
  });

  it('routing uses the pathnames table', () => {
    expect(routing.pathnames).toBe(pathnames);
  });

  it.each([
    ['da-DK', true],
    ['en-DK', true],
    ['en', false],
    ['da', false],
    [undefined, false],
  ])('isLocale(%s) → %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});
