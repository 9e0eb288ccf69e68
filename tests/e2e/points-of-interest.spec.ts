import { expect, test } from './support/test';
import { fixtures } from './support/fixtures';

// The app asks the places stand-in that playwright.config.ts starts (tests/support/poi-stand-in.mjs),
// which puts a named place of each kind at fixed distances around the home's grid cell.
test.describe('points of interest on a home’s page', () => {
  test('lists the nearest transit stop, school, supermarket and daycare with the estimated walk, in Danish', async ({ page }) => {
    await page.goto(`/bolig/${fixtures.property}`);
    const nearby = page.getByRole('region', { name: 'I nærheden' });
    await expect(nearby).toBeVisible();
    const kinds = nearby.locator('dt');
    // Each numbered like its marker on the map.
    await expect(kinds).toHaveText(['1Offentlig transport', '2Skole', '3Supermarked', '4Dagtilbud']);
    await expect(nearby.locator('dd')).toHaveText([
      /^Teststationen, ca\. \d+ minutters? gang \([\d.]+ m\)$/,
      /^Testskolen, /,
      /^Testbutikken, /,
      /^Testbørnehaven, /,
    ]);
    // The nearer of the stand-in's two stations, never the far one.
    await expect(nearby).not.toContainText('Fjerne Station');
    await expect(nearby).toContainText('anslået ud fra afstanden i luftlinje');

    // On the map: the home and the four places, numbered as in the list.
    await page.getByTestId('location-map').scrollIntoViewIfNeeded();
    const markers = page.getByTestId('location-map').locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(5);
    await expect(markers.filter({ hasText: /^1$/ })).toHaveAttribute('title', 'Offentlig transport: Teststationen');
    await expect(markers.filter({ hasText: /^4$/ })).toHaveAttribute('title', 'Dagtilbud: Testbørnehaven');
  });

  test('and in English', async ({ page }) => {
    await page.goto(`/en-DK/bolig/${fixtures.property}`);
    const nearby = page.getByRole('region', { name: 'Nearby' });
    await expect(nearby.locator('dt')).toHaveText(['1Public transport', '2School', '3Supermarket', '4Childcare']);
    await expect(nearby.locator('dd').first()).toHaveText(/^Teststationen, about \d+ minutes?’ walk \([\d,]+ m\)$/);
    await expect(nearby).toContainText('estimated from the straight-line distance');
  });
});
