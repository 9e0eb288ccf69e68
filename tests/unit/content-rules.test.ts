import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildTermIndex, groupByLetter, letterAnchor, linkFirstTerm, termPhrases } from '@/lib/content/glossary';
import { ownHostnames, resolveContentLink, routeOfPublicPath } from '@/lib/content/links';
import { articleSchema, glossaryTermSchema } from '@/lib/content/schema';
import { cmsPath } from '@/lib/content/source';
import { matchesQuery, plainText, readingMinutes } from '@/lib/content/text';

describe('links in CMS Markdown', () => {
  it.each([
    ['/ordbog/depositum', { pathname: '/glossary/[slug]', params: { slug: 'depositum' } }],
    ['/artikler/deposit-and-prepaid-rent', { pathname: '/articles/[slug]', params: { slug: 'deposit-and-prepaid-rent' } }],
    ['/byguides/koebenhavn', { pathname: '/city-guides/[slug]', params: { slug: 'koebenhavn' } }],
    ['/soeg', { pathname: '/search' }],
    ['/soeg-ventelister', { pathname: '/search-waiting-lists' }],
    ['/hjaelp', { pathname: '/help' }],
    ['/privatliv/', { pathname: '/privacy' }],
    ['/ejendom/shared/abc', { pathname: '/property-group/shared/[slug]', params: { slug: 'abc' } }],
    ['/ejendom/abc', { pathname: '/property-group/[slug]', params: { slug: 'abc' } }],
  ])('the public Danish path %s names its route', (path, route) => {
    expect(routeOfPublicPath(path)).toEqual(route);
  });

  it('keeps the query and the fragment of an internal link', () => {
    expect(resolveContentLink('/soeg?sted=city:aarhus#resultater')).toEqual({
      kind: 'internal',
      href: { pathname: '/search', query: { sted: 'city:aarhus' }, hash: 'resultater' },
    });
  });

  it('does not link a path that is no route (or an English internal path)', () => {
    expect(resolveContentLink('/glossary/depositum')).toEqual({ kind: 'none' });
    expect(resolveContentLink('/ordbog/depositum/extra')).toEqual({ kind: 'none' });
  });

  it('takes an absolute link to one of our own hostnames as internal (same tab), in either locale prefix', () => {
    const own = ['hjemly.dk', 'www.hjemly.dk'];
    expect(resolveContentLink('https://hjemly.dk/ordbog/depositum', own)).toEqual({
      kind: 'internal',
      href: { pathname: '/glossary/[slug]', params: { slug: 'depositum' } },
    });
    expect(resolveContentLink('https://www.hjemly.dk/en-DK/soeg?sted=city:aarhus', own)).toEqual({
      kind: 'internal',
      href: { pathname: '/search', query: { sted: 'city:aarhus' } },
    });
    expect(resolveContentLink('https://hjemly.dk/en-DK', own)).toEqual({ kind: 'internal', href: { pathname: '/' } });
    // Not a route of ours (an API address, a file): still a link, opened as any other.
    expect(resolveContentLink('https://hjemly.dk/api/health', own)).toEqual({ kind: 'external', url: 'https://hjemly.dk/api/health' });
    // A host that merely ends like ours is someone else's.
    expect(resolveContentLink('https://evilhjemly.dk/ordbog/depositum', own)).toEqual({
      kind: 'external',
      url: 'https://evilhjemly.dk/ordbog/depositum',
    });
    expect(resolveContentLink('https://hjemly.dk/ordbog/depositum')).toEqual({
      kind: 'external',
      url: 'https://hjemly.dk/ordbog/depositum',
    });
  });

  it("lists our own hostnames from OWN_HOSTNAMES, else SITE_URL's host", () => {
    expect(ownHostnames({ OWN_HOSTNAMES: ' Hjemly.dk, www.hjemly.dk ,', SITE_URL: 'https://x.example' })).toEqual([
      'hjemly.dk',
      'www.hjemly.dk',
    ]);
    expect(ownHostnames({ SITE_URL: 'https://staging.hjemly.dk' })).toEqual(['staging.hjemly.dk']);
    expect(ownHostnames({})).toEqual(['localhost']);
  });

  it.each([
    ['https://www.borger.dk/bolig', { kind: 'external', url: 'https://www.borger.dk/bolig' }],
    ['http://www.borger.dk/bolig', { kind: 'none' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['mailto:hej@example.dk', { kind: 'none' }],
    ['//evil.example/x', { kind: 'none' }],
    // A backslash is a slash to URL parsers: this is another host, not one of our paths.
    ['/\\evil.example/ordbog/depositum', { kind: 'none' }],
    // A mistyped escape in a CMS body must not take the whole page down.
    ['/ordbog/%E0%A4%A', { kind: 'none' }],
    ['', { kind: 'none' }],
    [undefined, { kind: 'none' }],
  ])('%s → %j', (href, expected) => {
    expect(resolveContentLink(href)).toEqual(expected);
  });
});

const deposit = {
  slug: 'depositum',
  title: 'Depositum',
  summary: 'Sikkerhed.',
  translation: 'Deposit',
  synonyms: ['depositummet', 'depositum'],
};
const prepaid = {
  slug: 'forudbetalt-leje',
  title: 'Forudbetalt leje',
  summary: 'Leje på forhånd.',
  translation: 'Prepaid rent',
  synonyms: ['forudbetalt husleje'],
};
const rent = { slug: 'husleje', title: 'Husleje', summary: 'Leje.', translation: 'Rent', synonyms: ['leje', 'lejen'] };
const aconto = {
  slug: 'a-conto',
  title: 'A conto',
  summary: 'Forskud.',
  translation: 'Payment on account',
  synonyms: ['aconto', 'a conto-betaling'],
};
const terms = [deposit, prepaid, rent, aconto];

describe('glossary term linking', () => {
  const da = buildTermIndex(terms.map((term) => termPhrases(term, 'da-DK')));
  const en = buildTermIndex(terms.map((term) => termPhrases(term, 'en-DK')));

  it('links a Danish label to its term by headword or synonym, whole words only', () => {
    expect(linkFirstTerm('Depositum', da)).toEqual([
      { text: 'Depositum', term: { slug: 'depositum', title: 'Depositum', summary: 'Sikkerhed.', phrases: ['depositum', 'depositummet'] } },
    ]);
    expect(linkFirstTerm('Første måneds a conto', da).map((s) => [s.text, s.term?.slug])).toEqual([
      ['Første måneds ', undefined],
      ['a conto', 'a-conto'],
    ]);
    expect(linkFirstTerm('Depositummet betales tilbage', da)[0].term?.slug).toBe('depositum');
    expect(linkFirstTerm('Genlejeperiode', da)).toEqual([{ text: 'Genlejeperiode' }]);
  });

  it('prefers the longest phrase: "Forudbetalt leje" is the term, not "leje"', () => {
    expect(linkFirstTerm('Forudbetalt leje', da).map((s) => s.term?.slug)).toEqual(['forudbetalt-leje']);
  });

  it('knows the English term on English pages only', () => {
    expect(linkFirstTerm('Prepaid rent', en).map((s) => s.term?.slug)).toEqual(['forudbetalt-leje']);
    expect(linkFirstTerm('Deposit', en)[0].term?.slug).toBe('depositum');
    // "rent" is Danish for "clean": the English term must not be matched in Danish text.
    expect(linkFirstTerm('Et rent køkken', da)).toEqual([{ text: 'Et rent køkken' }]);
  });

  it('links nothing when the glossary is empty', () => {
    expect(linkFirstTerm('Depositum', buildTermIndex([]))).toEqual([{ text: 'Depositum' }]);
  });
});

describe('glossary index', () => {
  it('groups headwords by letter with Æ, Ø and Å last, in Danish order within a letter', () => {
    const groups = groupByLetter([
      { title: 'Østerbro' },
      { title: 'Andel' },
      { title: 'Ærø' },
      { title: 'A conto' },
      { title: 'Åben' },
      { title: 'Zone' },
    ]);
    expect(groups.map((g) => [g.letter, g.terms.map((t) => t.title)])).toEqual([
      ['A', ['A conto', 'Andel']],
      ['Z', ['Zone']],
      ['Æ', ['Ærø']],
      ['Ø', ['Østerbro']],
      ['Å', ['Åben']],
    ]);
    expect(['A', 'Æ', 'Ø', 'Å'].map(letterAnchor)).toEqual(['letter-a', 'letter-ae', 'letter-oe', 'letter-aa']);
  });
});

describe('text rules', () => {
  it('matches every word of a query in any order, case-insensitively with Danish letters', () => {
    expect(matchesQuery('Hvordan skriver jeg mig op på en venteliste?', 'VENTELISTE hvordan')).toBe(true);
    expect(matchesQuery('Æbletræ i gården', 'gården æble')).toBe(true);
    expect(matchesQuery('Depositum', 'husleje')).toBe(false);
    expect(matchesQuery('Depositum', '  ')).toBe(true);
  });

  it('reads Markdown as plain text and estimates reading time', () => {
    expect(plainText('## Overskrift\n\nSe [ordbogen](/ordbog/depositum) og **husk** *det*.\n\n- punkt')).toBe(
      'Overskrift Se ordbogen og husk det. punkt',
    );
    expect(readingMinutes('ord '.repeat(10))).toBe(1);
    expect(readingMinutes('ord '.repeat(1000))).toBe(5);
  });
});

describe('one schema for both Strapi versions', () => {
  const fields = {
    slug: 'depositum-og-forudbetalt-leje',
    title: 'Depositum og forudbetalt leje',
    summary: 'Hvad må udlejer kræve?',
    locale: 'da-DK',
    updatedAt: '2026-11-20T10:00:00.000Z',
    publishedAt: '2026-11-20T10:00:00.000Z',
    body: '## Depositum',
  };
  const expected = {
    id: 1,
    ...fields,
    category: { slug: 'penge', name: 'Penge og husleje' },
    related: ['fremleje'],
    localizations: [{ id: 1001, locale: 'en-DK', slug: 'deposit-and-prepaid-rent' }],
  };

  it('reads a v4 entry (attributes, relations under data)', () => {
    const v4 = {
      id: 1,
      attributes: {
        ...fields,
        category: { data: { id: 3, attributes: { slug: 'penge', name: 'Penge og husleje' } } },
        related: { data: [{ id: 9, attributes: { slug: 'fremleje' } }] },
        localizations: {
          data: [
            { id: 1001, attributes: { locale: 'en-DK', slug: 'deposit-and-prepaid-rent' } },
            { id: 7, attributes: { locale: 'de', slug: 'kaution' } },
          ],
        },
      },
    };
    expect(articleSchema.parse(v4)).toEqual(expect.objectContaining({ ...expected, category: expect.objectContaining(expected.category) }));
  });

  it('reads a v5 entry (flat, relations as arrays)', () => {
    const v5 = {
      id: 1,
      documentId: 'article-deposit',
      ...fields,
      category: { slug: 'penge', name: 'Penge og husleje' },
      related: ['fremleje'],
      localizations: [{ id: 1001, documentId: 'article-deposit', locale: 'en-DK', slug: 'deposit-and-prepaid-rent' }],
    };
    expect(articleSchema.parse(v5)).toEqual({
      ...expected,
      documentId: 'article-deposit',
      localizations: [{ ...expected.localizations[0], documentId: 'article-deposit' }],
    });
  });

  it('refuses an entry without a valid slug or summary', () => {
    expect(glossaryTermSchema.safeParse({ id: 1, ...fields, slug: 'Not A Slug', translation: 'x' }).success).toBe(false);
    expect(glossaryTermSchema.safeParse({ id: 1, ...fields, summary: '', translation: 'x' }).success).toBe(false);
  });
});

describe('collection requests', () => {
  it('ask Strapi for one page of a collection with the documented Strapi query', () => {
    const path = cmsPath({
      collection: 'articles',
      locale: 'en-DK',
      populate: { localizations: ['locale', 'slug'] },
      pagination: { page: 3, pageSize: 100 },
    });
    const [collection, query] = path.split('?');
    expect(collection).toBe('articles');
    expect([...new URLSearchParams(query)]).toEqual([
      ['sort', 'updatedAt:desc'],
      ['locale', 'en-DK'],
      ['populate[localizations][fields][0]', 'locale'],
      ['populate[localizations][fields][1]', 'slug'],
      ['pagination[page]', '3'],
      ['pagination[pageSize]', '100'],
    ]);
  });
});

/** Every JSON file of the embedded content, with its path. */
function contentFiles(dir = path.resolve(import.meta.dirname, '../../content')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return contentFiles(file);
    return name.endsWith('.json') ? [file] : [];
  });
}

describe('embedded content', () => {
  // The product prints amounts as "12.000 kr." in both languages (lib/i18n/format.ts); an article
  // writing "DKK 12,000" beside them would mix two styles on the site's English pages.
  it('writes amounts of money as "… kr." in both languages', () => {
    const otherStyle = contentFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/.{0,20}\bDKK\b.{0,20}/g)].map((m) => `${path.basename(file)}: ${m[0]}`),
    );
    expect(otherStyle).toEqual([]);
  });
});
