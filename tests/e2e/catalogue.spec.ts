import { expect, test, type Locator, type Page } from './support/test';
import { fixtures } from './support/fixtures';
import { expectNoSeriousAxeViolations } from './support/axe';

const WAITING_LIST_ONLY = 'Boligen udlejes via ejendommens venteliste, så du kan ikke ansøge om den her.';

const locales = [
  {
    prefix: '',
    lang: 'da-DK',
    sections: [
      'Billeder',
      'Fakta om boligen',
      'Beskrivelse',
      'Økonomi',
      'Yderligere oplysninger',
      'Udendørsarealer',
      'Hvidevarer og inventar',
      'Beliggenhed',
      'Om ejendommen',
      'Udlejer',
    ],
    moveIn: 'Ved indflytning',
    moveInTotal: 'Indflytningspris i alt',
    monthly: 'Månedlige udgifter',
    monthlyTotal: 'I alt pr. måned',
    image: (n: number, total: number) => `Billede ${n} af ${total}`,
    next: 'Næste billede',
    previous: 'Forrige billede',
  },
  {
    prefix: '/en-DK',
    lang: 'en-DK',
    sections: [
      'Images',
      'Key facts',
      'Description',
      'Costs',
      'Additional details',
      'Outdoor space',
      'Fixtures and fittings',
      'Location',
      'About the property',
      'Landlord',
    ],
    moveIn: 'On moving in',
    moveInTotal: 'Total move-in cost',
    monthly: 'Monthly costs',
    monthlyTotal: 'Total per month',
    image: (n: number, total: number) => `Image ${n} of ${total}`,
    next: 'Next image',
    previous: 'Previous image',
  },
];

const kroner = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** The amounts of a cost table and its total row, read as a person reads them. */
async function costTable(page: Page, caption: string, totalLabel: string) {
  const table = page.getByRole('table', { name: caption });
  const amounts = (await table.locator('tbody td').allTextContents()).map(kroner);
  const total = kroner(await table.getByRole('row', { name: totalLabel }).locator('td').textContent());
  return { amounts, total };
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
}

/** A card in a list of homes whose status is not reserved: a home that takes applications. */
function availableCard(list: Locator, reserved: string): Locator {
  return list
    .locator('article')
    .filter({ hasNot: list.page().getByText(reserved, { exact: true }) })
    .first();
}

for (const l of locales) {
  test.describe(`property page (${l.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`${l.prefix}/bolig/${fixtures.property}`);
      await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
    });

    test('shows one h1 and every section of the property details', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const name of l.sections) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached();
      // The map (Leaflet) loads as it nears the window.
      await page.getByTestId('location-map').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('location-map').locator('.leaflet-container')).toBeVisible();
    });

    test('marks the landlord’s Danish texts as Danish on a page in another language', async ({ page }) => {
      const landlordText = page.locator('section[aria-labelledby="description-heading"] p:not(.text-body-secondary)').first();
      await expect(landlordText).toBeVisible();
      const lang = await landlordText.evaluate((el) => el.closest('[lang]')!.getAttribute('lang'));
      expect(lang).toBe(l.lang === 'da-DK' ? 'da-DK' : 'da');
    });

    test('adds up the monthly costs and the move-in price', async ({ page }) => {
      const monthly = await costTable(page, l.monthly, l.monthlyTotal);
      expect(monthly.total).toBe(monthly.amounts.reduce((a, b) => a + b, 0));
      const moveIn = await costTable(page, l.moveIn, l.moveInTotal);
      // Deposit, prepaid rent, the first month's rent and a conto.
      expect(moveIn.amounts).toHaveLength(4);
      expect(moveIn.total).toBe(moveIn.amounts.reduce((a, b) => a + b, 0));
      expect(moveIn.total).toBeGreaterThan(monthly.total);
    });

    test('changes picture with the buttons and the keyboard', async ({ page }) => {
      const gallery = page.getByTestId('gallery');
      const counter = page.getByTestId('gallery-counter');
      const total = await gallery.getByRole('list').getByRole('button').count();
      expect(total).toBeGreaterThanOrEqual(3);
      await expect(counter).toHaveText(l.image(1, total));
      const next = gallery.getByRole('button', { name: l.next });
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(counter).toHaveText(l.image(2, total));
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(l.image(3, total));
      await page.keyboard.press('ArrowLeft');
      await expect(counter).toHaveText(l.image(2, total));
      await page.keyboard.press('End');
      await expect(counter).toContainText(l.image(total, total));
      await gallery.getByRole('button', { name: l.previous }).click();
      await expect(counter).toHaveText(l.image(total - 1, total));
      const first = gallery.getByRole('list').getByRole('button').first();
      await first.click();
      await expect(first).toHaveAttribute('aria-current', 'true');
      await expect(counter).toHaveText(l.image(1, total));
      // Along the thumbnails, focus follows the arrow keys.
      await page.keyboard.press('ArrowRight');
      const second = gallery.getByRole('list').getByRole('button').nth(1);
      await expect(second).toBeFocused();
      // The focused thumbnail shows it: a ring of its own, wholly inside the strip that scrolls (which cuts off the rest).
      const ring = await second.evaluate((button) => {
        const style = getComputedStyle(button);
        const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const own = button.getBoundingClientRect();
        const strip = button.closest('ul')!.getBoundingClientRect();
        return {
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          inside: own.top - reach >= strip.top && own.bottom + reach <= strip.bottom,
        };
      });
      expect(ring).toMatchObject({ style: 'solid', inside: true });
      expect(ring.width).toBeGreaterThanOrEqual(2);
      await expect(gallery.getByRole('img').first()).toHaveAttribute('alt', /.+/);
    });

    test('describes the home and its rent for search engines', async ({ page }) => {
      const home = (await jsonLd(page)).find((data) => Array.isArray(data['@type']) && (data['@type'] as string[]).includes('Product'));
      expect(home).toBeDefined();
      expect(['Apartment', 'House']).toContain((home!['@type'] as string[])[0]);
      expect(home!.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'DKK', price: expect.any(Number) });
      expect(home!.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) });
      expect(home!.address).toMatchObject({ addressCountry: 'DK', postalCode: expect.stringMatching(/^\d{4}$/) });
    });
  });
}

test('an available home links its apply button to the application page', async ({ page }) => {
  await page.goto(`/ejendom/${fixtures.publishedGroup}`);
  const card = availableCard(page.getByTestId('home-list'), 'Reserveret');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/bolig\/[a-z0-9-]+$/);
  const slug = new URL(page.url()).pathname.split('/').pop();
  const apply = page.getByRole('link', { name: 'Ansøg om boligen' });
  await expect(apply).toHaveAttribute('href', `/bolig/${slug}/anmod`);
  await apply.click();
  await expect(page).toHaveURL(new RegExp(`/bolig/${slug}/anmod$`));
  // From the home the form opens as a modal over it; loaded directly, the address is the apply page.
  await expect(page.getByRole('dialog', { name: 'Ansøg om boligen' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ansøg om bolig');
});

test('a reserved home cannot be applied for, and says why', async ({ page }) => {
  await page.goto('/soeg?sort=rentAsc');
  const reserved = page
    .getByTestId('results')
    .locator('article')
    .filter({ has: page.getByText('Reserveret', { exact: true }) });
  const hrefs = await reserved.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  // Homes of waiting-list groups are let from the list instead: the first reserved home of an ordinary group is checked.
  let checked = false;
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByText('Boligen er reserveret. Du kan stadig se oplysningerne, men ikke ansøge.')).toBeVisible();
    if (await page.getByText(WAITING_LIST_ONLY).count()) continue;
    await expect(page.getByRole('button', { name: 'Ansøg om boligen' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Ansøg om boligen' })).toHaveCount(0);
    checked = true;
    break;
  }
  expect(checked).toBe(true);
});

test('a group page lists its homes, facts, map and landlord', async ({ page }) => {
  await page.goto(`/ejendom/${fixtures.publishedGroup}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Fakta om ejendommen' })).toBeVisible();
  const homes = page.getByTestId('home-list').getByRole('link');
  expect(await homes.count()).toBeGreaterThan(0);
  for (const href of await homes.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/bolig\/[a-z0-9-]+$/);
  await page.getByTestId('location-map').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('location-map').locator('.leaflet-container')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Udlejer' })).toBeVisible();
  const group = (await jsonLd(page)).find((data) => data['@type'] === 'ApartmentComplex' || data['@type'] === 'Residence');
  expect(group).toMatchObject({ name: expect.any(String), geo: { '@type': 'GeoCoordinates' } });
});

test('a waiting-list group shows its waiting list, links to the sign-up, and its homes take no applications', async ({ page }) => {
  await page.goto(`/ejendom/${fixtures.waitingListGroup}`);
  const list = page.getByRole('region', { name: 'Ejendommens venteliste' });
  await expect(list.getByText('Boligerne i ejendommen udlejes via ventelisten', { exact: false })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Skriv dig op' })).toHaveAttribute(
    'href',
    `/ejendom/${fixtures.waitingListGroup}/waiting-list/apply`,
  );

  await page.getByTestId('home-list').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/bolig\/[a-z0-9-]+$/);
  await expect(page.getByText(WAITING_LIST_ONLY)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ansøg om boligen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ansøg om boligen' })).toHaveCount(0);
});

test('a shareable group shows its homes at the share link, with nothing that leads to public-only pages', async ({ page }) => {
  await page.goto(`/ejendom/shared/${fixtures.shareableGroup}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Boliger i ejendommen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ejendommens venteliste' })).toHaveCount(0);
  expect((await jsonLd(page)).filter((data) => data['@type'] !== 'BreadcrumbList')).toEqual([]);
  await page.getByTestId('home-list').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/bolig\/[a-z0-9-]+$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByText('Denne bolig er delt med dig via et link og vises ikke i søgningen.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Se ejendommen/ })).toHaveAttribute('href', `/ejendom/shared/${fixtures.shareableGroup}`);
});

test('the company page lists the landlord’s groups and homes', async ({ page }) => {
  await page.goto(`/ejendom/${fixtures.publishedGroup}`);
  const groupName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('link', { name: /^Se alle boliger fra / }).click();
  await expect(page).toHaveURL(/\/virksomhed\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ejendomme' })).toBeVisible();
  await expect(page.getByTestId('group-list').getByRole('link', { name: groupName, exact: true })).toHaveAttribute(
    'href',
    `/ejendom/${fixtures.publishedGroup}`,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Ledige boliger' })).toBeVisible();
  expect(await page.getByTestId('home-list').getByRole('article').count()).toBeGreaterThan(0);
});

test('the embedded overview has no site chrome and opens homes on Hjemly in a new tab', async ({ page }) => {
  const response = await page.goto(`/embed/${fixtures.company}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Ledige boliger hos /);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const links = page.getByTestId('embed-list').getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  await expect(links.first()).toHaveAttribute('target', '_blank');
  await expect(links.first()).toHaveAttribute('href', /^\/bolig\/[a-z0-9-]+$/);
});

test.describe('accessibility', () => {
  for (const url of [
    `/bolig/${fixtures.property}`,
    `/en-DK/bolig/${fixtures.property}`,
    `/ejendom/${fixtures.waitingListGroup}`,
    `/ejendom/shared/${fixtures.shareableGroup}`,
    `/virksomhed/${fixtures.company}`,
    `/embed/${fixtures.company}`,
  ]) {
    test(`@mobile ${url} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(url);
      await expectNoSeriousAxeViolations(page, 'page');
    });
  }
});
