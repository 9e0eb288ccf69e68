import { expect, test } from '@playwright/test';
import { fixtures } from './support/fixtures';

// The app asks the places stand-in that playwright.config.ts starts (tests/support/poi-stand-in.mjs),
// which puts a named place of each kind at fixed distances around the home's grid cell.
test.describe('points of interest on a home’s page', () => {
  test('lists the nearest transit stop, school, supermarket and daycare with the estimated walk, in Danish', async ({ page }) => {
    await page.goto(`/bolig/${fixtures.property}`);
    const nearby = page.getByRole('region', { name: 'I nærheden' });
    await expect(nearby).toBeVisible();
    const kinds = nearby.locator('dt');
    await expect(kinds).toHaveText(['Offentlig transport', 'Skole', 'Supermarked', 'Dagtilbud']);
    await expect(nearby.locator('dd')).toHaveText([
      /^Teststationen, ca\. \d+ minutters? gang \([\d.]+ m\)$/,
      /^Testskolen, /,
      /^Testbutikken, /,
      /^Testbørnehaven, /,
    ]);
    // The nearer of the stand-in's two stations, never the far one.
    await expect(nearby).not.toContainText('Fjerne Station');
    await expect(nearby).toContainText('anslået ud fra afstanden i luftlinje');
  });

  test('and in English', async ({ page }) => {
    await page.goto(`/en-DK/bolig/${fixtures.property}`);
    const nearby = page.getByRole('region', { name: 'Nearby' });
    await expect(nearby.locator('dt')).toHaveText(['Public transport', 'School', 'Supermarket', 'Childcare']);
    await expect(nearby.locator('dd').first()).toHaveText(/^Teststationen, about \d+ minutes?’ walk \([\d,]+ m\)$/);
    await expect(nearby).toContainText('estimated from the straight-line distance');
  });
});
