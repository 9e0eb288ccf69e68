import { expect, test, type Page } from './support/test';
import { fixtures } from './support/fixtures';

const port = process.env.E2E_PORT ?? 3100;
const origin = `http://localhost:${port}`;

/** Well-formedness as the browser's own XML parser sees it. */
async function xmlErrors(page: Page, xml: string): Promise<string | null> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
  }, xml);
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));
}

test.describe('crawlers', () => {
  test('robots.txt is plain text: personal paths closed in both locales, the sitemap named', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const body = await response.text();
    for (const rule of [
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /konto',
      'Disallow: /en-DK/konto',
      'Disallow: /fremvisning/',
      'Disallow: /en-DK/betaling/',
    ]) {
      expect(body.split('\n')).toContain(rule);
    }
    // The embed is noindex, indexifembedded: a crawler must fetch it for it to count on the landlord's page.
    expect(body).not.toContain('/embed/');
    expect(body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test('on a white-label host robots.txt names that host’s sitemap', async ({ page }) => {
    // Only the browser resolves *.localhost.
    await page.goto(`http://whitelabel.localhost:${port}/robots.txt`);
    await expect(page.locator('body')).toContainText(`Sitemap: http://whitelabel.localhost:${port}/sitemap.xml`);
  });

  test('the sitemap index and its files are XML that lists public pages only', async ({ page, request }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('application/xml');
    const indexXml = await index.text();
    expect(await xmlErrors(page, indexXml)).toBeNull();
    const files = locs(indexXml);
    expect(files).toContain(`${origin}/sitemaps/pages-0.xml`);

    const all: string[] = [];
    for (const file of files) {
      const response = await request.get(file.replace(origin, ''));
      expect(response.headers()['content-type'], file).toContain('application/xml');
      const xml = await response.text();
      expect(await xmlErrors(page, xml), file).toBeNull();
      all.push(...locs(xml));
    }
    expect(all).toContain(`${origin}/bolig/${fixtures.property}`);
    expect(all).toContain(`${origin}/en-DK/ejendom/${fixtures.publishedGroup}`);
    expect(all).toContain(`${origin}/ejendom/${fixtures.waitingListGroup}`);
    expect(all.filter((loc) => loc.endsWith(`/${fixtures.shareableGroup}`) || loc.endsWith(`/${fixtures.unpublishedGroup}`))).toEqual([]);
  });
});

for (const [prefix, ogLocale, alternate] of [
  ['', 'da_DK', 'en_DK'],
  ['/en-DK', 'en_DK', 'da_DK'],
] as const) {
  test(`a home page${prefix ? ' in English' : ''} carries its social card, canonical URL, hreflang and breadcrumbs`, async ({ page }) => {
    await page.goto(`${prefix}/bolig/${fixtures.property}`);
    const meta = (property: string) => page.locator(`meta[property="${property}"], meta[name="${property}"]`).first();
    await expect(meta('og:image')).toHaveAttribute('content', `${origin}/social-default.png`);
    await expect(meta('og:image:width')).toHaveAttribute('content', '1200');
    await expect(meta('og:image:height')).toHaveAttribute('content', '630');
    await expect(meta('og:image:alt')).toHaveAttribute('content', /Hjemly – /);
    await expect(meta('og:locale')).toHaveAttribute('content', ogLocale);
    await expect(meta('og:locale:alternate')).toHaveAttribute('content', alternate);
    await expect(meta('og:site_name')).toHaveAttribute('content', 'Hjemly');
    // The page keeps its own title: og:title is the page's, not the site's.
    await expect(meta('og:title')).toHaveAttribute('content', await page.title());
    await expect(meta('twitter:card')).toHaveAttribute('content', 'summary_large_image');

    const danish = `${origin}/bolig/${fixtures.property}`;
    const english = `${origin}/en-DK/bolig/${fixtures.property}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', prefix ? english : danish);
    await expect(page.locator('link[rel="alternate"][hreflang="da-DK"]')).toHaveAttribute('href', danish);
    await expect(page.locator('link[rel="alternate"][hreflang="en-DK"]')).toHaveAttribute('href', english);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', danish);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const trail = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement[0]).toMatchObject({ position: 1, item: `${origin}${prefix || '/'}` });
    expect(trail.itemListElement.at(-1).item).toBeUndefined();
  });
}
