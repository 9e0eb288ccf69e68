import { describe, expect, it } from 'vitest';
import { indexedStaticRoutes, pathnames, personalPathnames } from '@/lib/i18n/routing';
import {
  chunkFileName,
  idWindow,
  MAX_URLS_PER_SITEMAP,
  PAGES_PER_SITEMAP,
  parseChunkFileName,
  slice,
  sliceCount,
} from '@/lib/seo/sitemap-plan';
import { escapeXml, sitemapIndexXml, urlElement, urlsetClose, urlsetOpen } from '@/lib/seo/sitemap-xml';
import { absoluteUrl, sitemapUrls } from '@/lib/seo/urls';
import { indexEntries, parseXml, urlEntries } from './seo-xml';

const origin = new URL('https://hjemly.test');
const home = { pathname: '/property/[slug]', params: { slug: 'hjem-1' } } as const;

describe('sitemap URLs', () => {
  it('lists a page once per locale at its public path, absolute on the origin', () => {
    expect(sitemapUrls({ href: home }, origin).map((url) => url.loc)).toEqual([
      'https://hjemly.test/bolig/hjem-1',
      'https://hjemly.test/en-DK/bolig/hjem-1',
    ]);
    expect(absoluteUrl('en-DK', '/', origin)).toBe('https://hjemly.test/en-DK');
    expect(absoluteUrl('da-DK', '/rental-housing', origin)).toBe('https://hjemly.test/lejebolig');
  });

  it('gives every language version the same alternates: itself, the other and x-default = Danish', () => {
    const urls = sitemapUrls({ href: home }, origin);
    const expected = {
      'da-DK': 'https://hjemly.test/bolig/hjem-1',
      'en-DK': 'https://hjemly.test/en-DK/bolig/hjem-1',
      'x-default': 'https://hjemly.test/bolig/hjem-1',
    };
    for (const url of urls) expect(Object.fromEntries(url.alternates.map((a) => [a.hreflang, a.href]))).toEqual(expected);
  });

  it('announces no alternates for a page that exists in one language only', () => {
    const [url, ...others] = sitemapUrls({ href: home, locales: ['en-DK'] }, origin);
    expect(others).toEqual([]);
    expect(url).toEqual({ loc: 'https://hjemly.test/en-DK/bolig/hjem-1', lastModified: undefined, alternates: [] });
  });

  it('keeps the last-modified time of the page on each entry', () => {
    const when = new Date('2026-03-01T10:00:00Z');
    expect(sitemapUrls({ href: home, lastModified: when }, origin).map((url) => url.lastModified)).toEqual([when, when]);
  });
});

describe('sitemap XML', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('writes a urlset that parses back to the same URLs, lastmod and alternates, with & < > escaped', () => {
    const loc = 'https://hjemly.test/virksomhed/a&b<c>';
    const xml =
      urlsetOpen +
      urlElement({
        loc,
        lastModified: new Date('2026-01-02T03:04:05Z'),
        alternates: [
          { hreflang: 'da-DK', href: loc },
          { hreflang: 'x-default', href: `${loc}?x=1&y=2` },
        ],
      }) +
      urlsetClose;
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(urlEntries(xml)).toEqual([
      { loc, lastmod: '2026-01-02T03:04:05.000Z', alternates: { 'da-DK': loc, 'x-default': `${loc}?x=1&y=2` } },
    ]);
    const root = parseXml(xml);
    expect(root.attributes).toEqual({
      xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
      'xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
    });
  });

  it('writes a sitemap index with a lastmod only where one is known', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://hjemly.test/sitemaps/pages-0.xml' },
      { loc: 'https://hjemly.test/sitemaps/properties-2.xml', lastModified: new Date('2026-05-01T00:00:00Z') },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(indexEntries(xml)).toEqual([
      { loc: 'https://hjemly.test/sitemaps/pages-0.xml', lastmod: undefined },
      { loc: 'https://hjemly.test/sitemaps/properties-2.xml', lastmod: '2026-05-01T00:00:00.000Z' },
    ]);
  });
});

describe('the test XML reader', () => {
  it.each([
    ['a bare ampersand', '<a>x & y</a>'],
    ['a raw < in text', '<a>x < y</a>'],
    ['a raw > in text', '<a>x > y</a>'],
    ['a raw < in an attribute', '<a b="<"/>'],
    ['mismatched tags', '<a><b></a></b>'],
    ['two roots', '<a/><b/>'],
    ['an unclosed element', '<a><b/>'],
    ['an unknown entity', '<a>&nbsp;</a>'],
  ])('rejects %s', (_, xml) => {
    expect(() => parseXml(xml)).toThrow();
  });

  it('decodes entities and character references', () => {
    expect(parseXml('<a t="&quot;&#65;&#x42;">&lt;&amp;&gt;</a>')).toMatchObject({ attributes: { t: '"AB' }, text: '<&>' });
  });
});

describe('chunking', () => {
  it('keeps every file within the URL limit counting one entry per locale', () => {
    expect(PAGES_PER_SITEMAP * 2).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
    expect(MAX_URLS_PER_SITEMAP).toBe(10_000);
    expect(PAGES_PER_SITEMAP).toBe(5_000);
  });

  it('puts every id in exactly one id window, and no window holds more than its size', () => {
    const size = 5_000;
    const seen = new Map<number, number>();
    for (let index = 0; index < 5; index++) {
      const { afterId, beforeId } = idWindow(index, size);
      expect(beforeId - afterId - 1).toBe(size);
      for (let id = afterId + 1; id < beforeId; id++) seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    expect(seen.size).toBe(25_000);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(idWindow(0, size)).toEqual({ afterId: -1, beforeId: 5_000 });
    expect(idWindow(1, size)).toEqual({ afterId: 4_999, beforeId: 10_000 });
  });

  it('cuts lists into full slices and one remainder', () => {
    expect([sliceCount(0, 5_000), sliceCount(5_000, 5_000), sliceCount(5_001, 5_000)]).toEqual([0, 1, 2]);
    const items = Array.from({ length: 7 }, (_, i) => i);
    expect([slice(items, 0, 3), slice(items, 1, 3), slice(items, 2, 3), slice(items, 3, 3)]).toEqual([[0, 1, 2], [3, 4, 5], [6], []]);
  });

  it('round-trips file names and refuses anything else', () => {
    for (const id of [
      { section: 'pages', index: 0 },
      { section: 'properties', index: 19 },
    ] as const) {
      expect(parseChunkFileName(chunkFileName(id))).toEqual(id);
    }
    for (const name of [
      'properties-03.xml',
      'properties-1',
      'homes-1.xml',
      'properties--1.xml',
      '../pages-0.xml',
      'pages-0.xml.gz',
      'pages-1e3.xml',
      'pages-9999999999.xml',
    ]) {
      expect(parseChunkFileName(name), name).toBeNull();
    }
  });
});

describe('static routes', () => {
  it('classifies every static route of the routing table as indexed or personal, never both', () => {
    const staticRoutes = Object.keys(pathnames).filter((route) => !route.includes('['));
    const indexed = new Set<string>(indexedStaticRoutes);
    const personal = new Set<string>(personalPathnames);
    expect([...indexed].filter((route) => personal.has(route))).toEqual([]);
    expect(staticRoutes.filter((route) => !indexed.has(route) && !personal.has(route))).toEqual([]);
    expect(indexed.has('/account')).toBe(false);
    expect(indexed.has('/search')).toBe(true);
  });
});
