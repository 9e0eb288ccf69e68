import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEntries, type Collection } from '@/lib/content/collections';
import { getFooter, getGeneral, getHeader, getHelp, getPage } from '@/lib/content/service';
import { locales, type Locale } from '@/lib/i18n/routing';
import { startBuiltServer, testPort, type BuiltServer } from './support/server';

// The seeded Strapi of contract/services/strapi.mjs (cms/, content/ loaded into it).
const CMS_URL = process.env.CMS_URL!;
const WRITE_TOKEN = process.env.STRAPI_WRITE_TOKEN!;

/** What Strapi numbers and stamps itself, which content/ holds its own values of. */
const STRAPI_OWN = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt']);
function editable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(editable);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !STRAPI_OWN.has(key))
      .map(([key, field]) => [key, editable(field)]),
  );
}

/** The same read from content/ (no CMS_URL). */
async function fromContentFolder<T>(read: () => Promise<T>): Promise<T> {
  vi.stubEnv('CMS_URL', '');
  try {
    return await read();
  } finally {
    vi.unstubAllEnvs();
  }
}

async function sameInBoth<T>(read: () => Promise<T>, adjust: (value: T) => unknown = (value) => value) {
  const strapi = await read();
  expect(editable(adjust(strapi))).toEqual(editable(adjust(await fromContentFolder(read))));
  return strapi;
}

describe.each(locales.map((locale) => [locale] as const))('the adapter reads the seeded Strapi in %s', (locale: Locale) => {
  it('header, footer and the pages as content/ holds them', async () => {
    await sameInBoth(() => getHeader(locale));
    await sameInBoth(() => getFooter(locale));
    for (const page of ['about', 'privacy', 'terms'] as const) await sameInBoth(() => getPage(page, locale));
    const help = await sameInBoth(() => getHelp(locale));
    expect(help.topics.length).toBeGreaterThan(0);
  });

  it('general, its social image uploaded to Strapi and served from there', async () => {
    const general = await sameInBoth(
      () => getGeneral(locale),
      ({ defaultSocialImage: { url: _url, ...image }, ...rest }) => ({ ...rest, defaultSocialImage: image }),
    );
    expect(general.defaultSocialImage.url).toMatch(
      new RegExp(`^${CMS_URL}/uploads/social_default_${locale.replace('-', '_')}_\\w+\\.png$`),
    );
    const image = await fetch(general.defaultSocialImage.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it.each(['articles', 'city-guides', 'glossary-terms'] as Collection[])(
    'every entry of %s, with its translations and relations',
    async (collection) => {
      const bySlug = (entries: { slug: string }[]) =>
        Object.fromEntries(
          entries.map((entry) => [
            entry.slug,
            editable({ ...entry, related: 'related' in entry ? [...(entry.related as string[])].sort() : undefined }),
          ]),
        );
      const strapi = await loadEntries(collection, locale);
      const local = await fromContentFolder(() => loadEntries(collection, locale));
      expect(strapi.length).toBeGreaterThan(0);
      expect(bySlug(strapi)).toEqual(bySlug(local));
    },
  );
});

/** Forwards to Strapi until closed: the CMS as the site reaches it, which the test can take away. */
async function cmsProxy(): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(CMS_URL);
  const server: Server = createServer((incoming, outgoing) => {
    const forwarded = request(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(testPort(1), '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function strapiWrite(method: 'PUT' | 'DELETE', path: string, body?: unknown) {
  const response = await fetch(`${CMS_URL}/api/${path}`, {
    method,
    headers: { Authorization: `Bearer ${WRITE_TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks for `path` every 2 s until `expected` holds of its answer; the site keeps CMS answers 60 s. */
async function eventually(site: BuiltServer, path: string, expected: (status: number, html: string) => boolean, withinMs = 90_000) {
  const deadline = Date.now() + withinMs;
  let last = { status: 0, html: '' };
  while (Date.now() < deadline) {
    const response = await fetch(`${site.url}${path}`);
    last = { status: response.status, html: await response.text() };
    if (expected(last.status, last.html)) return last;
    await sleep(2_000);
  }
  throw new Error(`${path} did not change as expected within ${withinMs / 1000} s: ${last.status}\n${last.html.slice(0, 500)}`);
}

describe('the built site on the seeded Strapi', () => {
  let site: BuiltServer;
  let proxy: Awaited<ReturnType<typeof cmsProxy>>;

  beforeAll(async () => {
    proxy = await cmsProxy();
    // Without the page cache every request renders, so what a page shows is the CMS adapter's alone.
    site = await startBuiltServer(testPort(0), 'strapi', { CMS_URL: proxy.url, CMS_TOKEN: process.env.CMS_TOKEN!, PAGE_CACHE_MB: '0' });
  });
  afterAll(async () => {
    await site?.stop();
    await proxy?.close();
  });

  it("shows Strapi's text in both locales, hreflang from Strapi's localizations", async () => {
    const danish = await fetch(`${site.url}/artikler/boligstoette`);
    expect(danish.status).toBe(200);
    const html = await danish.text();
    expect(html).toContain('Boligstøtte: kan du få hjælp til huslejen?');
    expect(html).toMatch(/hrefLang="en-DK" href="[^"]*\/en-DK\/artikler\/housing-benefit"/);
    const english = await fetch(`${site.url}/en-DK/artikler/housing-benefit`);
    expect(english.status).toBe(200);
    expect(await english.text()).toMatch(/hrefLang="da-DK" href="[^"]*\/artikler\/boligstoette"/);
  });

  it('follows an edit in Strapi, shows Danish where a translation is deleted, and keeps the last good text while Strapi is away', async () => {
    const terms = await (await fetch(`${site.url}/en-DK/vilkaar`)).text();
    expect(terms).toContain('Terms of use');
    expect((await fetch(`${site.url}/en-DK/om-os`)).status).toBe(200);
    await strapiWrite('PUT', 'terms?locale=en-DK', { data: { title: 'Terms of use, as edited in Strapi' } });
    await strapiWrite('DELETE', 'about?locale=en-DK');
    const [sublet] = (
      await (
        await fetch(`${CMS_URL}/api/articles?locale=da-DK&filters[slug][$eq]=fremleje`, {
          headers: { Authorization: `Bearer ${WRITE_TOKEN}` },
        })
      ).json()
    ).data;
    await strapiWrite('DELETE', `articles/${sublet.documentId}?locale=en-DK`);
    await eventually(site, '/en-DK/vilkaar', (status, html) => status === 200 && html.includes('Terms of use, as edited in Strapi'));
    const danishAbout = await (await fetch(`${site.url}/om-os`)).text();
    const danishTitle = danishAbout.match(/<h1[^>]*>([^<]+)<\/h1>/)![1];
    await eventually(site, '/en-DK/om-os', (status, html) => status === 200 && html.includes(`>${danishTitle}</h1>`));
    // The English article is gone: its Danish address under /en-DK shows the Danish article.
    await eventually(
      site,
      '/en-DK/artikler/fremleje',
      (status, html) => status === 200 && html.includes('Fremleje: regler for at leje ud og leje af en lejer'),
    );

    await proxy.close();
    // Past the 60 s the site keeps an answer: every read is tried again and fails.
    await sleep(62_000);
    for (const path of ['/en-DK/vilkaar', '/artikler/boligstoette', '/en-DK/artikler/housing-benefit']) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain(path === '/en-DK/vilkaar' ? 'Terms of use, as edited in Strapi' : 'hrefLang="da-DK"');
    }
    const health = await fetch(`${site.url}/api/health`);
    expect(health.status).toBe(200);
    const report = await health.json();
    expect(report.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/^CMS degraded: strapi:.* failing since .*the last good content is served/)]),
    );
    expect(site.output().match(/CMS read .* failed; pages keep the CMS's last good content/g)).toHaveLength(1);
  }, 300_000);
});

describe('the built site when Strapi has never answered it', () => {
  let site: BuiltServer;

  beforeAll(async () => {
    // Nothing listens on this port: the CMS is out of reach from the node's first request on.
    site = await startBuiltServer(testPort(3), 'strapi-unreachable', {
      CMS_URL: `http://127.0.0.1:${testPort(2)}`,
      CMS_TOKEN: 'none',
      PAGE_CACHE_MB: '0',
    });
  });
  afterAll(() => site?.stop());

  it.each([
    ['/vilkaar', 'Noget gik galt'],
    ['/en-DK/vilkaar', 'Something went wrong'],
  ])('%s is a 503 to try again, in the page language, not a 500', async (path, title) => {
    const response = await fetch(`${site.url}${path}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.text()).toContain(title);
    const health = await fetch(`${site.url}/api/health`);
    expect(health.status).toBe(200);
    expect((await health.json()).warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^CMS degraded: /)]));
  });

  it.each([
    ['/soeg', 'Søg bolig', 'Log ind'],
    ['/en-DK/soeg', 'Search homes', 'Sign in'],
  ])('%s, which needs nothing else of the CMS, works with the built-in header', async (path, menuLink, signIn) => {
    const response = await fetch(`${site.url}${path}`);
    expect(response.status).toBe(200);
    const header = /<header[\s\S]*?<\/header>/.exec(await response.text())?.[0] ?? '';
    expect(header).toContain(menuLink);
    expect(header).toContain(signIn);
  });
});
