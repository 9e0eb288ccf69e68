import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCollection, findEntry, listEntries } from '@/lib/content/collections';
import { articleSchema, cityGuideSchema, glossaryTermSchema, headerSchema, helpSchema, pageSchema } from '@/lib/content/schema';
import { strapiSource, localSource } from '@/lib/content/source';
import { firstEntry, firstEntryAttributes } from '@/lib/content/strapi-response';

const header = {
  menuLinks: [{ id: 1, label: 'Søg bolig', route: '/search' }],
  login: { signIn: 'Log ind', signUp: 'Opret profil' },
  userMenu: [{ id: 2, label: 'Min konto', route: '/account' }],
};

const shapes: Record<string, unknown> = {
  v4: { data: [{ id: 1, attributes: { ...header, localizations: { data: [] } } }], meta: {} },
  v5: { data: [{ id: 1, documentId: 'abc', ...header, localizations: [] }], meta: {} },
  empty: { data: [], meta: {} },
};

describe('Strapi CMS adapter against a Strapi-shaped HTTP server', () => {
  let server: Server;
  let baseUrl: string;
  const seen: IncomingMessage[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request);
      const shape = request.headers['x-shape'] as string | undefined;
      const version = new URL(request.url!, 'http://x').pathname.split('/')[1];
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(shapes[shape ?? version] ?? { data: null }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(['v4', 'v5'])('reads a %s response into the same header content', async (version) => {
    const source = strapiSource(`${baseUrl}/${version}`, 'secret-token');
    const { path, body } = await source.fetch({ collection: 'header', locale: 'da-DK', populate: { menuLinks: true, login: true } });
    expect(headerSchema.parse(firstEntryAttributes(body, path))).toEqual(header);
  });

  it('asks with the documented Strapi query and the API token', async () => {
    seen.length = 0;
    await strapiSource(`${baseUrl}/v4/`, 'secret-token').fetch({
      collection: 'footer',
      locale: 'en-DK',
      populate: { columns: { links: true } },
    });
    const url = new URL(seen[0].url!, 'http://x');
    expect(url.pathname).toBe('/v4/api/footer');
    expect(url.searchParams.get('sort')).toBe('updatedAt:desc');
    expect(url.searchParams.get('locale')).toBe('en-DK');
    expect(url.searchParams.get('populate[columns][populate][links]')).toBe('true');
    expect(seen[0].headers.authorization).toBe('Bearer secret-token');
  });

  it('raises the "no data found" error when the CMS has no data', async () => {
    const { path, body } = await strapiSource(`${baseUrl}/empty`, undefined).fetch({
      collection: 'general',
      locale: 'da-DK',
      populate: {},
    });
    expect(() => firstEntryAttributes(body, path)).toThrow(
      'No data found for resource at general?sort=updatedAt%3Adesc&locale=da-DK. Response was: {"data":[],"meta":{}}',
    );
  });

  it('fails loudly when the CMS answers with an error status', async () => {
    const failing = createServer((_, response) => {
      response.statusCode = 502;
      response.end('bad gateway');
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    await expect(strapiSource(url, undefined).fetch({ collection: 'header', locale: 'da-DK', populate: {} })).rejects.toThrow(
      'failed with 502',
    );
    await new Promise<void>((resolve) => failing.close(() => resolve()));
  });

  it('raises the "no data found" error for a single type Strapi does not have (404 with data null)', async () => {
    const notFound = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } };
    const missing = createServer((_, response) => {
      response.statusCode = 404;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(notFound));
    });
    await new Promise<void>((resolve) => missing.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(missing.address() as AddressInfo).port}`;
    const { path, body } = await strapiSource(url, undefined).fetch({ collection: 'about', locale: 'en-DK', populate: {} });
    expect(() => firstEntry(body, path)).toThrow(
      `No data found for resource at about?sort=updatedAt%3Adesc&locale=en-DK. Response was: ${JSON.stringify(notFound)}`,
    );
    await new Promise<void>((resolve) => missing.close(() => resolve()));
  });
});

describe('local CMS content', () => {
  it.each(['da-DK', 'en-DK'] as const)('has valid header content for %s with links that exist in the routing table', async (locale) => {
    const { path, body } = await localSource().fetch({ collection: 'header', locale, populate: {} });
    const content = headerSchema.parse(firstEntryAttributes(body, path));
    const routes = content.menuLinks.map((l) => ('route' in l ? l.route : l.url));
    expect(routes).toEqual(expect.arrayContaining(['/search', '/search-waiting-lists']));
    // The menu offers only pages that work: subscriptions answer 404 until they are built.
    expect(routes).not.toContain('/subscriptions');
  });

  it('filters a collection by slug the way Strapi does', async () => {
    const { body } = await localSource().fetch({
      collection: 'glossary-terms',
      locale: 'da-DK',
      populate: {},
      filters: { slug: 'depositum' },
    });
    expect((body as { data: unknown[] }).data).toHaveLength(1);
    const none = await localSource().fetch({ collection: 'glossary-terms', locale: 'da-DK', populate: {}, filters: { slug: 'nope' } });
    expect((none.body as { data: unknown[] }).data).toHaveLength(0);
  });
});

/** `n` articles as Strapi v4 or v5 would send them, each linked to its English twin. */
function articles(n: number, version: 'v4' | 'v5') {
  return Array.from({ length: n }, (_, i) => {
    const fields = {
      slug: `artikel-${i + 1}`,
      title: `Artikel ${i + 1}`,
      summary: 'Et kort resumé.',
      locale: 'da-DK',
      body: '## Afsnit\n\nTekst med [et link](/ordbog/depositum).',
      updatedAt: new Date(Date.UTC(2026, 10, 1) - i * 60_000).toISOString(),
      publishedAt: '2026-10-01T00:00:00.000Z',
    };
    const twin = { id: 1000 + i + 1, locale: 'en-DK', slug: `article-${i + 1}` };
    return version === 'v4'
      ? {
          id: i + 1,
          attributes: {
            ...fields,
            category: { data: { id: 3, attributes: { slug: 'penge', name: 'Penge og husleje' } } },
            related: { data: [] },
            localizations: { data: [{ id: twin.id, attributes: { locale: twin.locale, slug: twin.slug } }] },
          },
        }
      : {
          id: i + 1,
          documentId: `doc-${i + 1}`,
          ...fields,
          category: { slug: 'penge', name: 'Penge og husleje' },
          related: [],
          localizations: [twin],
        };
  });
}

describe('Strapi collections: paging and both response versions', () => {
  const TOTAL = 60;
  const MAX_PAGE_SIZE = 25; // this server caps pages the way a Strapi maxLimit of 25 would
  let server: Server;
  let baseUrl: string;
  const seen: URL[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url!, 'http://x');
      seen.push(url);
      const [, version] = url.pathname.split('/') as [string, 'v4' | 'v5' | 'broken'];
      response.setHeader('content-type', 'application/json');
      if (version === 'broken') return response.end(JSON.stringify({ data: null, error: { status: 404 } }));
      const pageSize = Math.min(Number(url.searchParams.get('pagination[pageSize]') ?? 25), MAX_PAGE_SIZE);
      const page = Number(url.searchParams.get('pagination[page]') ?? 1);
      const all = articles(TOTAL, version);
      response.end(
        JSON.stringify({
          data: all.slice((page - 1) * pageSize, page * pageSize),
          meta: { pagination: { page, pageSize, pageCount: Math.ceil(TOTAL / pageSize), total: TOTAL } },
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(['v4', 'v5'] as const)('reads all %s entries over several pages into the same articles', async (version) => {
    seen.length = 0;
    const raw = await fetchCollection(strapiSource(`${baseUrl}/${version}`, undefined), 'articles', 'da-DK', {
      localizations: ['locale', 'slug'],
      category: true,
    });
    expect(seen.map((url) => url.searchParams.get('pagination[page]'))).toEqual(['1', '2', '3']);
    expect(seen[0].searchParams.get('sort')).toBe('updatedAt:desc');
    expect(seen[0].searchParams.getAll('populate[localizations][fields][0]')).toEqual(['locale']);
    expect(seen[0].searchParams.get('populate[category]')).toBe('true');
    const parsed = raw.map((entry) => articleSchema.parse(entry));
    expect(parsed).toHaveLength(TOTAL);
    expect(new Set(parsed.map((a) => a.slug)).size).toBe(TOTAL);
    expect(parsed[59]).toEqual(
      expect.objectContaining({
        id: 60,
        slug: 'artikel-60',
        category: { slug: 'penge', name: 'Penge og husleje' },
        localizations: [expect.objectContaining({ locale: 'en-DK', slug: 'article-60' })],
      }),
    );
  });

  it('serves the site from Strapi when CMS_URL is set: every entry, findable by slug', async () => {
    const previous = process.env.CMS_URL;
    process.env.CMS_URL = `${baseUrl}/v4`;
    try {
      expect(await listEntries('articles', 'da-DK')).toHaveLength(TOTAL);
      expect((await findEntry('articles', 'da-DK', 'artikel-42'))?.title).toBe('Artikel 42');
    } finally {
      if (previous === undefined) delete process.env.CMS_URL;
      else process.env.CMS_URL = previous;
    }
  });

  it('raises the "no data found" error for a list answer without data', async () => {
    await expect(fetchCollection(strapiSource(`${baseUrl}/broken`, undefined), 'articles', 'en-DK', {})).rejects.toThrow(
      /^No data found for resource at articles\?sort=updatedAt%3Adesc&locale=en-DK&pagination%5Bpage%5D=1&pagination%5BpageSize%5D=100\. Response was: \{"data":null/,
    );
  });
});

describe('local collection folders', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'hjemly-content-'));
    await mkdir(path.join(root, 'da-DK', 'glossary-terms'), { recursive: true });
    const term = (slug: string, updatedAt: string) => ({
      id: slug.length,
      documentId: `term-${slug}`,
      locale: 'da-DK',
      slug,
      title: slug,
      translation: slug,
      summary: 'Forklaring.',
      body: '',
      synonyms: [],
      related: [],
      updatedAt,
      localizations: [],
    });
    await writeFile(path.join(root, 'da-DK', 'glossary-terms', 'a.json'), JSON.stringify(term('a-conto', '2026-01-01T00:00:00.000Z')));
    await writeFile(path.join(root, 'da-DK', 'glossary-terms', 'b.json'), JSON.stringify(term('depositum', '2026-03-01T00:00:00.000Z')));
    await writeFile(path.join(root, 'da-DK', 'glossary-terms', 'c.json'), JSON.stringify(term('husleje', '2026-02-01T00:00:00.000Z')));
    await writeFile(path.join(root, 'da-DK', 'glossary-terms', 'notes.txt'), 'not an entry');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('answers like Strapi: newest first, paged, with meta.pagination', async () => {
    const source = localSource(root);
    const first = await source.fetch({ collection: 'glossary-terms', locale: 'da-DK', populate: {}, pagination: { page: 1, pageSize: 2 } });
    expect(first.body).toEqual({
      data: [expect.objectContaining({ slug: 'depositum' }), expect.objectContaining({ slug: 'husleje' })],
      meta: { pagination: { page: 1, pageSize: 2, pageCount: 2, total: 3 } },
    });
    const second = await source.fetch({
      collection: 'glossary-terms',
      locale: 'da-DK',
      populate: {},
      pagination: { page: 2, pageSize: 2 },
    });
    expect((second.body as { data: { slug: string }[] }).data.map((e) => e.slug)).toEqual(['a-conto']);
    const all = await fetchCollection(source, 'glossary-terms', 'da-DK', {});
    expect(all.map((e) => (e as { slug: string }).slug)).toEqual(['depositum', 'husleje', 'a-conto']);
  });

  it('filters by field, and a missing folder or file is the empty answer', async () => {
    const source = localSource(root);
    const { body } = await source.fetch({ collection: 'glossary-terms', locale: 'da-DK', populate: {}, filters: { slug: 'husleje' } });
    expect((body as { data: { slug: string }[] }).data.map((e) => e.slug)).toEqual(['husleje']);
    const missing = await source.fetch({ collection: 'about', locale: 'da-DK', populate: {} });
    expect(() => firstEntryAttributes(missing.body, missing.path)).toThrow(
      'No data found for resource at about?sort=updatedAt%3Adesc&locale=da-DK',
    );
  });
});

describe('the content in content/', () => {
  const collections = { articles: articleSchema, 'city-guides': cityGuideSchema, 'glossary-terms': glossaryTermSchema } as const;

  it.each(Object.keys(collections) as (keyof typeof collections)[])(
    '%s: every file is a valid entry, linked to an existing twin that links back',
    async (collection) => {
      const [da, en] = await Promise.all(
        (['da-DK', 'en-DK'] as const).map(async (locale) => {
          const raw = await fetchCollection(localSource(), collection, locale, {});
          return raw.map((entry) => collections[collection].parse(entry));
        }),
      );
      expect(da.length).toBeGreaterThan(0);
      expect(en).toHaveLength(da.length);
      for (const entry of da) {
        const link = entry.localizations.find((l) => l.locale === 'en-DK');
        const twin = en.find((e) => e.slug === link?.slug);
        expect(twin, `${collection}/${entry.slug} → en-DK`).toBeDefined();
        expect(twin!.localizations.find((l) => l.locale === 'da-DK')?.slug, `${collection}/${twin!.slug} → da-DK`).toBe(entry.slug);
      }
    },
  );

  it.each(['da-DK', 'en-DK'] as const)('has valid page single types and help for %s', async (locale) => {
    for (const type of ['about', 'privacy', 'terms'] as const) {
      const { path: at, body } = await localSource().fetch({ collection: type, locale, populate: {} });
      expect(pageSchema.parse(firstEntry(body, at)).body.length, type).toBeGreaterThan(0);
    }
    const { path: at, body } = await localSource().fetch({ collection: 'help', locale, populate: {} });
    expect(helpSchema.parse(firstEntry(body, at)).topics.flatMap((t) => t.questions).length).toBeGreaterThan(0);
  });
});
