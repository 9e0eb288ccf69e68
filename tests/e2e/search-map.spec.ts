import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Response } from './support/test';
import { rememberCookieChoice } from './support/consent';

const MAP_API = '/api/search/map';
const MARKERS = '.hj-price-marker, .hj-stack-marker, .hj-cluster';
const AARHUS_CENTRE = { lng: 10.21076, lat: 56.15674 };

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

const mapAnswer = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === MAP_API && response.ok());

/** Leaflet's arrow-key pan on the focused map: one move of the person's. */
async function pan(page: Page, key = 'ArrowRight') {
  await page.getByTestId('search-map').locator('.leaflet-container').focus();
  await page.keyboard.press(key);
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxes(markers: Locator): Promise<Box[]> {
  return (await markers.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().toJSON()))) as Box[];
}

test.beforeEach(async ({ page, context }) => {
  await rememberCookieChoice(context);
  // Map tiles come from the internet, which this test never reaches: refuse them at once.
  await page.route(/\/\d+\/\d+\/\d+\.png$/, (route) => route.abort());
});

test('an idle map asks once; a pan offers "Search this area", which asks once; auto-search asks once per pan', async ({ page }) => {
  test.setTimeout(90_000);
  const requests = countMapRequests(page);
  const firstData = mapAnswer(page);
  await page.goto('/soeg?view=map');
  await firstData;
  await expect(page.locator(MARKERS).first()).toBeVisible();

  // Idle: nothing changes on screen, so nothing should be asked again (a second request is tolerated
  // for a late layout settle of the map's size). Nothing on the map asks on a timer, so a loop is a
  // request feeding the next render or move, 300 ms apart plus the answer: 5 s show it many times over.
  const beforeIdle = requests.total;
  await page.waitForTimeout(5_000);
  const idle = requests.total - beforeIdle;
  console.log(`map requests while idle for 5 s: ${idle} (${beforeIdle} before)`);
  expect(idle).toBeLessThanOrEqual(2);

  // A pan of the person's asks nothing by itself: it offers to search the new area.
  const searchHere = page.getByRole('button', { name: 'Søg i dette område' });
  const beforePan = requests.total;
  await pan(page);
  await expect(searchHere).toBeVisible();
  await page.waitForTimeout(2_000); // longer than any debounce: a request would have gone by now
  expect(requests.total - beforePan).toBe(0);

  // Choosing it is exactly one request for the new area, which the URL then holds.
  const searched = mapAnswer(page);
  await searchHere.click();
  await searched;
  await expect(searchHere).toBeHidden();
  await page.waitForTimeout(2_000);
  expect(requests.total - beforePan).toBe(1);
  const bboxes = requests.bboxes();
  expect(bboxes.at(-1)).not.toBe(bboxes.at(-2));
  await expect(page).toHaveURL(new RegExp(`bbox=${encodeURIComponent(bboxes.at(-1)!).replaceAll('.', '\\.')}`));

  // With auto-search on, one pan is one new area: exactly one request, and no button.
  await page.getByRole('switch', { name: 'Søg, når kortet flyttes' }).check();
  const beforeAutoPan = requests.total;
  const panned = mapAnswer(page);
  await pan(page, 'ArrowDown');
  await panned;
  await page.waitForTimeout(2_000);
  const autoPan = requests.total - beforeAutoPan;
  console.log(`map requests for one pan with auto-search: ${autoPan}`);
  expect(autoPan).toBe(1);
  await expect(searchHere).toBeHidden();
});

test('the map opens on the chosen town, with the count and list of its homes', async ({ page }) => {
  const answer = mapAnswer(page);
  await page.goto('/soeg?view=map&sted=city%3Aaarhus');
  const response = await answer;
  const [west, south, east, north] = new URL(response.url()).searchParams.get('bbox')!.split(',').map(Number);
  // Aarhus in view, and not all of Denmark (which spans ~4.6° of longitude).
  expect(west).toBeLessThan(AARHUS_CENTRE.lng);
  expect(east).toBeGreaterThan(AARHUS_CENTRE.lng);
  expect(south).toBeLessThan(AARHUS_CENTRE.lat);
  expect(north).toBeGreaterThan(AARHUS_CENTRE.lat);
  expect(east - west).toBeLessThan(1);

  const data = (await response.json()) as { kind: string; total: number; points: { street: string; floorDoor: string | null }[] };
  expect(data.kind).toBe('points');
  expect(data.total).toBeGreaterThan(0);
  const list = page.getByTestId('map-list');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(
    data.total === 1 ? '1 bolig i området' : `${data.total} boliger i området`,
  );
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(Math.min(data.total, 25));
  // Every listed home is one of the area's, and links to its page.
  const addresses = new Set(data.points.map((p) => [p.street, p.floorDoor].filter(Boolean).join(', ')));
  for (const address of await items.getByRole('link').allTextContents()) expect(addresses.has(address)).toBe(true);
  await expect(items.first().getByRole('link')).toHaveAttribute('href', /^\/bolig\/[a-z0-9-]+$/);

  // Homes in one building share a marker instead of hiding behind each other.
  await expect(page.locator(MARKERS).first()).toBeVisible();
  const placed = await boxes(page.locator(MARKERS));
  for (const [i, a] of placed.entries()) for (const b of placed.slice(i + 1)) expect(overlap(a, b)).toBe(false);
});

test('a newly chosen place moves the map there; another filter keeps the area', async ({ page }) => {
  await page.goto('/soeg?view=map&sted=city%3Aaarhus');
  await expect(page.getByTestId('map-list').getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  const bboxIn = (response: Response) => new URL(response.url()).searchParams.get('bbox')!;

  const requests = countMapRequests(page);
  const moved = mapAnswer(page);
  const combobox = page.getByRole('combobox', { name: 'Område' });
  await combobox.fill('København');
  await expect(page.getByRole('option', { name: /^København/ }).first()).toBeVisible();
  await combobox.press('ArrowDown');
  await combobox.press('Enter');
  await expect(page).toHaveURL(/sted=city%3Akoebenhavn/);
  const copenhagen = bboxIn(await moved);
  const [west, south, east, north] = copenhagen.split(',').map(Number);
  expect(west < 12.56553 && 12.56553 < east && south < 55.67594 && 55.67594 < north).toBe(true);
  await page.waitForTimeout(1_000);
  // One request, for the new place in its own area: the old area is not searched for it.
  expect(requests.total).toBe(1);

  const filtered = mapAnswer(page);
  await page.getByRole('checkbox', { name: 'Husdyr tilladt' }).check();
  await expect(page).toHaveURL(/pets=1/);
  const petsAnswer = await filtered;
  expect(new URL(petsAnswer.url()).searchParams.get('pets')).toBe('1');
  expect(bboxIn(petsAnswer)).toBe(copenhagen);
});

test('a marker opens, from the keyboard, a popup whose links lead to the homes', async ({ page }) => {
  await page.goto('/soeg?view=map&sted=city%3Aaarhus');
  const marker = page.locator('.hj-price-marker, .hj-stack-marker').first();
  await expect(marker).toBeVisible({ timeout: 15_000 });
  await marker.focus();
  await page.keyboard.press('Enter');
  const link = page.locator('.leaflet-popup').getByRole('link').first();
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('href', /^\/bolig\/[a-z0-9-]+$/);
  const address = (await link.textContent())!;
  // Escape closes the popup and gives the focus back to the marker.
  await page.keyboard.press('Escape');
  await expect(page.locator('.leaflet-popup')).toHaveCount(0);
  await expect(marker).toBeFocused();
  // Space (a button's other key) opens it again, and Enter on the link: the home, by keyboard alone.
  await page.keyboard.press(' ');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(address.split(',')[0]);
});

test('clusters show their count in their middle and zoom in on Enter', async ({ page }) => {
  await page.goto('/soeg?view=map');
  const cluster = page.locator('.hj-cluster').first();
  await expect(cluster).toBeVisible({ timeout: 15_000 });
  const [outer] = await boxes(cluster);
  const [count] = await boxes(cluster.locator('[aria-hidden="true"]'));
  expect(Math.abs(outer.x + outer.width / 2 - (count.x + count.width / 2))).toBeLessThan(2);
  expect(Math.abs(outer.y + outer.height / 2 - (count.y + count.height / 2))).toBeLessThan(2);
  const placed = await boxes(page.locator('.hj-cluster'));
  for (const [i, a] of placed.entries()) for (const b of placed.slice(i + 1)) expect(overlap(a, b)).toBe(false);

  // A cluster is the page's move on the person's behalf: the closer area is searched at once.
  const closer = mapAnswer(page);
  await cluster.focus();
  await page.keyboard.press('Enter');
  await closer;
  await expect(page.getByRole('button', { name: 'Søg i dette område' })).toBeHidden();
});

test('a stack of homes at different spots offers to zoom in and tell them apart', async ({ page }) => {
  const requests = countMapRequests(page);
  const first = mapAnswer(page);
  await page.goto('/soeg?view=map&sted=city%3Akoebenhavn');
  const [west, , east] = new URL((await first).url()).searchParams.get('bbox')!.split(',').map(Number);
  const stacks = page.locator('.hj-stack-marker');
  await expect(stacks.first()).toBeVisible({ timeout: 15_000 });
  const tellApart = page.locator('.leaflet-popup').getByRole('button', { name: 'Zoom ind for at skille dem ad' });
  for (let i = 0; i < (await stacks.count()) && !(await tellApart.isVisible()); i++) await stacks.nth(i).click();
  await expect(tellApart).toBeVisible();
  // The page's own move: searched at once, closer in, with no "Search this area" to choose.
  const closer = mapAnswer(page);
  const before = requests.total;
  await tellApart.click();
  const [closerWest, , closerEast] = new URL((await closer).url()).searchParams.get('bbox')!.split(',').map(Number);
  expect(closerEast - closerWest).toBeLessThan(east - west);
  expect(requests.total - before).toBe(1);
  await expect(page.getByRole('button', { name: 'Søg i dette område' })).toBeHidden();
});

test('the list sits beside the map on a desktop and below it on a phone @mobile', async ({ page }) => {
  await page.goto('/soeg?view=map&sted=city%3Aaarhus');
  const map = await page.getByTestId('search-map').boundingBox();
  const list = await page.getByTestId('map-list').getByRole('heading', { level: 2 }).boundingBox();
  await expect(page.getByTestId('map-list').getByRole('listitem').first()).toBeVisible();
  if (page.viewportSize()!.width >= 992) {
    expect(list!.x).toBeGreaterThanOrEqual(map!.x + map!.width);
    expect(list!.y).toBeLessThan(map!.y + map!.height);
  } else {
    expect(list!.y).toBeGreaterThanOrEqual(map!.y + map!.height);
  }
});

test('the map view passes axe, target sizes included @mobile', async ({ page }) => {
  await page.goto('/soeg?view=map&sted=city%3Aaarhus');
  await expect(page.locator(MARKERS).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('map-list').getByRole('listitem').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

test('the English map view speaks English', async ({ page }) => {
  await page.goto('/en-DK/soeg?view=map&sted=city%3Aaarhus');
  await expect(page.getByRole('region', { name: 'Map of homes' })).toBeVisible();
  await expect(page.getByTestId('map-list').getByRole('heading', { level: 2 })).toHaveText(/^\d+ homes? in this area$/);
  await expect(page.getByRole('switch', { name: 'Search as the map moves' })).toBeVisible();
});

test('the map moves and zooms by buttons named in the page’s language, without a drag', async ({ page }) => {
  await page.goto('/soeg?view=map&sted=city%3Aaarhus');
  await expect(page.locator(MARKERS).first()).toBeVisible({ timeout: 15_000 });
  const map = page.getByTestId('search-map');
  await expect(map.getByRole('button', { name: 'Zoom ind', exact: true })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Zoom ud', exact: true })).toBeVisible();
  await expect(map.getByRole('button', { name: /^Zoom (in|out)$/ })).toHaveCount(0);
  const pans = map.getByRole('group', { name: 'Flyt kortet' });
  for (const direction of ['op', 'til venstre', 'til højre', 'ned']) {
    await expect(pans.getByRole('button', { name: `Flyt kortet ${direction}` })).toBeVisible();
  }

  // A pan button is a move of the person's: the map goes a third of its width east and offers to search there.
  await expect(page).toHaveURL(/bbox=/);
  const before = new URL(page.url()).searchParams.get('bbox')!.split(',').map(Number);
  const moved = mapAnswer(page);
  await pans.getByRole('button', { name: 'Flyt kortet til højre' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Søg i dette område' }).click();
  await moved;
  const after = new URL(page.url()).searchParams.get('bbox')!.split(',').map(Number);
  const width = before[2] - before[0];
  expect(after[0] - before[0]).toBeGreaterThan(width / 4);
  expect(after[0] - before[0]).toBeLessThan(width / 2);
  expect(after[1]).toBeCloseTo(before[1], 3);

  await page.goto('/en-DK/soeg?view=map&sted=city%3Aaarhus');
  await expect(page.getByTestId('search-map').getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
  await expect(page.getByTestId('search-map').getByRole('button', { name: 'Move the map up' })).toBeVisible();
});
