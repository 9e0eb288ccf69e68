import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { fixtures } from './support/fixtures';

const port = process.env.E2E_PORT ?? 3100;
// Only the browser resolves *.localhost: the API is asked from a page on the host, as its own script would.
const origin = `http://whitelabel.localhost:${port}`;
const { company, searchableHomes, otherCompany } = fixtures.whiteLabel;

async function apiTotal(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => ((await (await fetch(url)).json()) as { total: number }).total, path);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const count = (n: number) => new RegExp(`^${n.toLocaleString('da-DK')} boliger?$`);

test.describe('the white-label host shows its landlord', () => {
  test('search, its API and the map find only the host company’s homes; the platform finds more', async ({ page }) => {
    expect(searchableHomes).toBeGreaterThan(0);
    await page.goto(`${origin}/soeg`);
    await expect(page.getByTestId('result-count')).toHaveText(count(searchableHomes));
    expect(await apiTotal(page, '/api/search')).toBe(searchableHomes);
    expect(await apiTotal(page, '/api/search/map?bbox=7,54,16,58')).toBe(searchableHomes);

    await page.goto('/soeg');
    expect(await apiTotal(page, '/api/search')).toBeGreaterThan(searchableHomes);
  });

  test('the overviews count and list only its homes, the waiting lists only its own', async ({ page }) => {
    await page.goto(`${origin}/lejebolig`);
    await expect(page.getByRole('heading', { name: count(searchableHomes) })).toBeVisible();

    await page.goto(`${origin}/soeg-ventelister`);
    const lists = page.locator('ul li.col');
    await expect(lists.first()).toBeVisible();
    for (const text of await lists.allTextContents()) expect(text).toContain(company);
  });

  test('embeds only its own company, and links the same page on the whole platform', async ({ page }) => {
    const response = await page.goto(`${origin}/embed/${otherCompany}`);
    expect(response?.status()).toBe(404);

    await page.goto(`${origin}/soeg`);
    const bar = page.getByTestId('whole-platform-bar');
    await expect(bar).toContainText(company);
    await expect(bar.getByRole('link')).toHaveAttribute('href', `http://localhost:${port}/soeg`);
    await page.goto('/soeg');
    await expect(page.getByTestId('whole-platform-bar')).toHaveCount(0);
  });

  test('another company’s company page, group and home are not found on the host by direct link; the platform opens them', async ({
    page,
  }) => {
    const companyPath = `/virksomhed/${otherCompany}`;
    expect((await page.goto(companyPath))?.status()).toBe(200);
    const groupPath = await page.locator('main a[href^="/ejendom/"]').first().getAttribute('href');
    const homePath = await page.locator('main a[href^="/bolig/"]').first().getAttribute('href');
    for (const path of [companyPath, groupPath!, homePath!]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      expect((await page.goto(`${origin}${path}`))?.status(), `${origin}${path}`).toBe(404);
    }
  });

  test('the root in either language answers 307 to the default page in that language', async ({ page }) => {
    for (const [root, language] of [
      ['/', 'da-DK'],
      ['/en-DK', 'en-DK'],
    ]) {
      const response = await page.goto(`${origin}${root}`);
      const redirect = await response!.request().redirectedFrom()?.response();
      expect(redirect?.status(), root).toBe(307);
      expect(new URL(page.url()).pathname, root).toMatch(language === 'en-DK' ? /^\/en-DK\/virksomhed\/[^/]+$/ : /^\/virksomhed\/[^/]+$/);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(company);
    }
  });

  test('its own company page is titled once, not "name | name"', async ({ page }) => {
    await page.goto(`${origin}/`);
    await expect(page).toHaveTitle(company);
    await page.goto(`${origin}/soeg`);
    await expect(page).toHaveTitle(new RegExp(`^[^|]+ \\| ${escaped(company)}$`));
  });

  test('@mobile its scoped search, with the bar to the whole platform, has no serious accessibility violations', async ({ page }) => {
    await page.goto(`${origin}/soeg`);
    await expect(page.getByTestId('whole-platform-bar')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
});
