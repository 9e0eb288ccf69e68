import { expectNoSeriousAxeViolations } from './support/axe';
import { fixtures } from './support/fixtures';
import { innerHtmlOf, textOf } from './support/html';
import { expect, test, type Page } from './support/test';

/*
 * A town's statistics page (/lejebolig/{town}/statistik): the lettings through Hjemly of the town
 * the demo data let a home in, per year and per postcode, its rents per m² with a chart that says
 * the same in a table, a Dataset for search engines, the empty state and the 404.
 */

const PHONE = { width: 390, height: 844 };
const town = `/lejebolig/${fixtures.lettedHome.town}/statistik`;

async function expectPageFine(page: Page) {
  await expectNoSeriousAxeViolations(page);
  if (page.viewportSize()!.width <= PHONE.width) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }
}

test.describe('a town’s statistics @mobile', () => {
  for (const locale of ['da-DK', 'en-DK'] as const) {
    const danish = locale === 'da-DK';
    const prefix = danish ? '' : '/en-DK';

    test(`tells the town’s lettings and rents (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}/lejebolig/${fixtures.lettedHome.town}`);
      await page
        .getByRole('link', { name: danish ? /^Statistik for udlejninger og huslejer i / : /^Statistics on lettings and rents in / })
        .click();
      await expect(page).toHaveURL(new RegExp(`${town}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(danish ? 'Statistik for lejeboliger i' : 'Rental statistics for');

      const lettings = page.getByRole('region', {
        name: danish ? 'Udlejet via Hjemly de seneste to år' : 'Let through Hjemly in the last two years',
      });
      await expect(lettings.getByRole('term').first()).toHaveText(danish ? 'Udlejede boliger' : 'Homes let');
      await expect(lettings.getByRole('table', { name: danish ? 'Udlejninger pr. år' : 'Lettings per year' })).toBeVisible();
      await expect(lettings).toContainText(danish ? 'færre end 5 personer' : 'fewer than 5 people');

      await expectPageFine(page);

      // The town with the most homes draws its rents' distribution.
      await page.goto(`${prefix}/lejebolig/${fixtures.rentTown}/statistik`);
      const rent = page.getByRole('region', { name: danish ? 'Huslejen pr. m²' : 'Rent per m²' });
      await expect(rent.getByRole('table', { name: danish ? /efter boligtype og størrelse/ : /by type of home and size/ })).toBeVisible();
      await expect(
        rent.getByRole('img', { name: danish ? /^Fordeling af årlig husleje pr\. m² i / : /^Distribution of yearly rent per m² in / }),
      ).toBeVisible();
      // The chart's numbers, for whoever does not see it.
      await expect(rent.getByRole('table', { name: danish ? 'Tallene bag diagrammet' : 'The numbers behind the chart' })).toBeAttached();

      await expectPageFine(page);
    });
  }

  test('is a Dataset for search engines, with its alternates', async ({ request }) => {
    const html = await (await request.get(town)).text();
    const [dataset] = innerHtmlOf(html, 'script', /type="application\/ld\+json"/)
      .map((json) => JSON.parse(json) as Record<string, unknown>)
      .filter((data) => data['@type'] === 'Dataset');
    expect(dataset).toMatchObject({
      spatialCoverage: { '@type': 'Place' },
      temporalCoverage: expect.stringMatching(/^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/),
      creator: { '@type': 'Organization' },
    });
    const alternates = html.match(/<link[^>]*rel="alternate"[^>]*>/gi) ?? [];
    expect(alternates.some((link) => /hreflang="en-DK"/i.test(link) && link.includes(`/en-DK${town}"`))).toBe(true);
  });

  test('has an empty state for a town without lettings, and is a 404 for a town that does not exist', async ({ request }) => {
    const empty = textOf(await (await request.get(`/lejebolig/${fixtures.emptyTown}/statistik`)).text());
    expect(empty).toMatch(/Der er endnu ikke udlejet boliger via Hjemly i /);
    expect(empty).toMatch(/Der er endnu for få boliger i .* til at vise huslejen\./);
    const missing = await request.get('/lejebolig/findes-ikke/statistik');
    expect(missing.status()).toBe(404);
    expect(innerHtmlOf(await missing.text(), 'h1').map(textOf)).toEqual(['Siden blev ikke fundet']);
  });
});
