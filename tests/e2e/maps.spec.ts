import { expect, test, type Page } from './support/test';
import { mapTiles } from '@/lib/search/map-config';
import { rememberCookieChoice } from './support/consent';
import { fixtures } from './support/fixtures';

// The server runs with this process's environment: the tile template it configures is this one.
const { tileUrl, attribution } = mapTiles();
const tileOrigin = new URL(tileUrl.replace('{s}', 'a').replace(/\{[a-z]\}/g, '0')).origin;
/** A real 1 × 1 PNG (Leaflet stretches it to the tile): the stand-in tile server's every answer. */
const credit = attribution
  .replace(/<[^>]+>/g, '')
  .replace('&copy;', '©')
  .trim();
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

const maps = [
  { name: 'the search map', path: '/soeg?view=map&sted=city%3Aaarhus', map: '[data-testid="search-map"]' },
  { name: 'a home', path: `/bolig/${fixtures.property}`, map: '[data-testid="location-map"]' },
  { name: 'a property group', path: `/ejendom/${fixtures.publishedGroup}`, map: '[data-testid="location-map"]' },
];

/**
 * Every CSP violation of the map's kind (images, connections, or anything at the tile origin) the
 * page reports, from the DOM event and from the console.
 */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  const concernsMaps = (text: string) => /img-src|connect-src/.test(text) || text.includes(tileOrigin);
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy') && concernsMaps(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => concernsMaps(text) && violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test.beforeEach(async ({ context }) => rememberCookieChoice(context));

for (const { name, path, map } of maps) {
  test(`${name} loads its tiles from the configured tile server, within the page CSP`, async ({ page }) => {
    const violations = await watchCsp(page);
    const served: string[] = [];
    // The stand-in tile server: every request to the configured origin is answered here.
    await page.route(`${tileOrigin}/**`, (route) => {
      served.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
    });
    await page.goto(path);
    // A home's or building's map loads as it nears the window.
    await page.locator(map).scrollIntoViewIfNeeded();
    await expect(page.locator(`${map} img.leaflet-tile-loaded`).first()).toBeVisible({ timeout: 15_000 });
    expect(served.length).toBeGreaterThan(0);
    expect(served.every((url) => url.startsWith(`${tileOrigin}/`))).toBe(true);
    // The provider's credit is on the map.
    await expect(page.locator(`${map} .leaflet-control-attribution`)).toContainText(credit);
    expect(violations).toEqual([]);
  });
}

test('without a tile server, the map still shows Denmark under its markers, with its source', async ({ page }) => {
  await page.route(`${tileOrigin}/**`, (route) => route.abort());
  await page.goto('/soeg?view=map&sted=city%3Aaarhus');
  const map = page.getByTestId('search-map');
  await expect(map.locator('.hj-price-marker, .hj-stack-marker').first()).toBeVisible({ timeout: 15_000 });
  // The offline base: land drawn as vector shapes in a pane below the tiles.
  await expect(map.locator('.leaflet-offline-base-pane path[fill="#f4f2ec"]').first()).toHaveAttribute('d', /^M[\d.-]+ [\d.-]+L/);
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Natural Earth');
});
