import { expect, test, type Page } from '@playwright/test';
import { rememberCookieChoice } from './support/consent';

const MAP_API = '/api/search/map';

/** Counts the map-data requests the page sends from now on. */
function countMapRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === MAP_API) seen.push(request.url());
  });
  return {
    get total() {
      return seen.length;
    },
    bboxes: () => seen.map((url) => new URL(url).searchParams.get('bbox')),
  };
}

test.beforeEach(async ({ page, context }) => {
  await rememberCookieChoice(context);
  // Map tiles come from the internet, which this test never reaches: refuse them at once.
  await page.route(/\/\d+\/\d+\/\d+\.png$/, (route) => route.abort());
});

test('an idle map asks for its data once, and once more per pan', async ({ page }) => {
  test.setTimeout(90_000);
  const requests = countMapRequests(page);
  const firstData = page.waitForResponse((response) => new URL(response.url()).pathname === MAP_API && response.ok());
  await page.goto('/soeg?view=map');
  await firstData;
  await expect(page.locator('.hj-price-marker, .hj-cluster').first()).toBeVisible();

  // Idle: nothing changes on screen, so nothing should be asked again (a second request is tolerated
  // for a late layout settle of the map's size).
  const beforeIdle = requests.total;
  await page.waitForTimeout(20_000);
  const idle = requests.total - beforeIdle;
  console.log(`map requests while idle for 20 s: ${idle} (${beforeIdle} before)`);
  expect(idle).toBeLessThanOrEqual(2);

  // One pan (Leaflet's arrow-key pan on the focused map) is one new area: exactly one request.
  const beforePan = requests.total;
  const panned = page.waitForResponse((response) => new URL(response.url()).pathname === MAP_API);
  await page.getByRole('region', { name: 'Kort over boliger' }).locator('.leaflet-container').focus();
  await page.keyboard.press('ArrowRight');
  await panned;
  await page.waitForTimeout(2_000); // longer than any debounce: a second request would have gone by now
  const pan = requests.total - beforePan;
  console.log(`map requests for one pan: ${pan}`);
  expect(pan).toBe(1);
  const bboxes = requests.bboxes();
  expect(bboxes.at(-1)).not.toBe(bboxes.at(-2));
  await expect(page).toHaveURL(new RegExp(`bbox=${encodeURIComponent(bboxes.at(-1)!).replaceAll('.', '\\.')}`));
});

test('a home marker opens, from the keyboard, a popup that links to the home', async ({ page }) => {
  await page.goto('/soeg?view=map&sted=city%3Aaarhus');
  const marker = page.locator('.hj-price-marker').first();
  await expect(marker).toBeVisible({ timeout: 15_000 });
  const street = await marker.getAttribute('title');
  await marker.focus();
  await page.keyboard.press('Enter');
  const link = page.locator('.leaflet-popup').getByRole('link', { name: street! });
  await expect(link).toHaveAttribute('href', /^\/bolig\/[a-z0-9-]+$/);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(street!);
});
