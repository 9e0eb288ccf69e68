import AxeBuilder from '@axe-core/playwright';
import { switchFlag } from './support/flags';
import { expect, test, type Page } from './support/test';

// The client refreshes every 15 s; a change shows within one refresh plus the request.
const WITHIN_REFRESH = 20_000;
const repeating = (page: Page) => page.locator('[data-environment-watermark="repeating"]');
const corner = (page: Page) => page.locator('[data-environment-watermark="corner"]');

test('a flag switched on /dev/flags shows and hides the environment watermark in an open page', async ({ page, context }) => {
  test.setTimeout(90_000);
  const admin = await context.newPage();
  await switchFlag(admin, 'environment-watermark', false);
  try {
    const metrics = page.waitForResponse((response) => response.url().endsWith('/api/frontend/client/metrics'), { timeout: 10_000 });
    await page.goto('/');
    // Seeded for development: the corner badge is on, the repeating watermark off.
    await expect(corner(page)).toHaveText('development');
    await expect(corner(page)).toHaveAttribute('aria-hidden', 'true');
    await expect(repeating(page)).toHaveCount(0);
    // The SDK reports its flag evaluations 2 s after starting.
    expect((await metrics).status()).toBe(202);

    await switchFlag(admin, 'environment-watermark', true);
    let switched = Date.now();
    await expect(repeating(page)).toBeVisible({ timeout: WITHIN_REFRESH });
    test.info().annotations.push({ type: 'shown after', description: `${Date.now() - switched} ms` });
    // It covers the page without taking a click away from it.
    await expect(repeating(page)).toHaveCSS('pointer-events', 'none');
    await page.getByRole('link', { name: 'Lejeboliger', exact: true }).first().click();
    await expect(page).toHaveURL(/\/lejebolig/);
    await expect(repeating(page)).toBeVisible();

    await switchFlag(admin, 'environment-watermark', false);
    switched = Date.now();
    await expect(repeating(page)).toHaveCount(0, { timeout: WITHIN_REFRESH });
    test.info().annotations.push({ type: 'hidden after', description: `${Date.now() - switched} ms` });
  } finally {
    await switchFlag(admin, 'environment-watermark', false);
  }
});

test('the flags page lists every flag per environment, and the watermark adds no accessibility violation', async ({ page }) => {
  await page.goto('/dev/flags');
  for (const environment of ['development', 'test', 'production']) {
    await expect(page.getByRole('table', { name: new RegExp(`^${environment}`) }).getByRole('row')).toHaveCount(4);
  }
  await expect(page.getByRole('table', { name: 'development (this deployment)' })).toBeVisible();
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);

  await page.goto('/');
  await expect(corner(page)).toBeVisible();
  const onSite = (await new AxeBuilder({ page }).include('[data-environment-watermark]').analyze()).violations;
  expect(onSite.map((v) => v.id)).toEqual([]);
});
