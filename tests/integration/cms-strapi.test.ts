import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerSchema } from '@/lib/content/schema';
import { strapiSource, localSource } from '@/lib/content/source';
import { firstEntryAttributes } from '@/lib/content/strapi-response';

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
    const { path, body } = await source.fetch({ collection: 'header', locale: 'da-DK', populate: ['menuLinks', 'login'] });
    expect(headerSchema.parse(firstEntryAttributes(body, path))).toEqual(header);
  });

  it('asks with SPEC §7’s query and the API token', async () => {
    seen.length = 0;
    await strapiSource(`${baseUrl}/v4/`, 'secret-token').fetch({ collection: 'footer', locale: 'en-DK', populate: ['columns'] });
    const url = new URL(seen[0].url!, 'http://x');
    expect(url.pathname).toBe('/v4/api/footer');
    expect(url.searchParams.get('sort')).toBe('updatedAt:desc');
    expect(url.searchParams.get('locale')).toBe('en-DK');
    expect(url.searchParams.get('populate[columns][populate]')).toBe('*');
    expect(seen[0].headers.authorization).toBe('Bearer secret-token');
  });

  it('raises SPEC §8’s error when the CMS has no data', async () => {
    const { path, body } = await strapiSource(`${baseUrl}/empty`, undefined).fetch({ collection: 'general', locale: 'da-DK', populate: [] });
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
    await expect(strapiSource(url, undefined).fetch({ collection: 'header', locale: 'da-DK', populate: [] })).rejects.toThrow('failed with 502');
    await new Promise<void>((resolve) => failing.close(() => resolve()));
  });
});

describe('local CMS content', () => {
  it.each(['da-DK', 'en-DK'] as const)('has valid header content for %s with links that exist in the routing table', async (locale) => {
    const { path, body } = await localSource().fetch({ collection: 'header', locale, populate: [] });
    const content = headerSchema.parse(firstEntryAttributes(body, path));
    expect(content.menuLinks.map((l) => ('route' in l ? l.route : l.url))).toEqual(
      expect.arrayContaining(['/search-waiting-lists', '/subscriptions']),
    );
  });

  it('filters a collection by slug the way Strapi does', async () => {
    const { body } = await localSource().fetch({ collection: 'glossary-terms', locale: 'da-DK', populate: [], filters: { slug: 'depositum' } });
    expect((body as { data: unknown[] }).data).toHaveLength(1);
    const none = await localSource().fetch({ collection: 'glossary-terms', locale: 'da-DK', populate: [], filters: { slug: 'nope' } });
    expect((none.body as { data: unknown[] }).data).toHaveLength(0);
  });
});
