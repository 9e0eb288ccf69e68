import { expect, test, type Page } from './support/test';
import { createVerifiedAccountAt, signInAt } from './support/auth';

/*
 * /ventelister and /anmodninger are one page for everyone, served from the page cache; each person's
 * lists come from the API in their browser. What must hold: the HTML carries nothing of anyone's,
 * each person sees only their own lists, signing out takes them off the screen, and a failed request
 * says so and can be tried again.
 */

const SIGN_IN_REQUIRED = 'Log ind for at se denne side.';
const demoCount = /^Du er skrevet op på \d+ venteliste/;
const header = (page: Page) => page.getByTestId('auth-slot');

test('the page is the same HTML for everyone, and each person sees only their own lists', async ({ page, browser, request }) => {
  test.slow(); // two accounts, one of them new through the outbox
  const signedOut = await request.get('/ventelister');
  expect(signedOut.headers()['cache-control']).toContain('public');
  const html = await signedOut.text();

  await page.goto('/ventelister');
  await expect(page.getByText(SIGN_IN_REQUIRED)).toBeVisible();
  await signInAt(page, '/ventelister');
  await expect(page.getByText(demoCount)).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const demoNames = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
  expect(await (await page.request.get('/ventelister')).text()).toBe(html);

  const other = await browser.newContext({ locale: 'da-DK' });
  const stranger = await other.newPage();
  await createVerifiedAccountAt(stranger, '/ventelister', 'da-DK', 'ventelister');
  await expect(stranger.getByText('Du er ikke skrevet op på nogen ventelister endnu.')).toBeVisible();
  for (const name of demoNames) await expect(stranger.getByText(name)).toHaveCount(0);
  expect(await (await stranger.request.get('/ventelister')).text()).toBe(html);
  await other.close();

  // Signing out takes the lists off the screen at once, without a reload.
  await header(page)
    .getByRole('button', { name: /Demo Lejer/ })
    .click();
  await header(page).getByRole('button', { name: 'Log ud' }).click();
  await expect(page.getByText(SIGN_IN_REQUIRED)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('a failed request says so and can be tried again; a deactivated account is told so', async ({ page }) => {
  await signInAt(page, '/om-os');
  let failures = 1;
  await page.route('**/api/waiting-list-memberships', (route) =>
    failures-- > 0 ? route.fulfill({ status: 500, body: 'Der skete en fejl.' }) : route.continue(),
  );
  await page.goto('/ventelister');
  const alert = page.getByRole('alert').filter({ hasText: 'Dine ventelister kunne ikke hentes.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Prøv igen' }).click();
  await expect(page.getByText(demoCount)).toBeVisible();

  await page.unrouteAll();
  await page.route('**/api/waiting-list-memberships', (route) => route.fulfill({ status: 403, body: 'Kontoen er deaktiveret.' }));
  await page.goto('/en-DK/ventelister');
  await expect(page.getByRole('alert').filter({ hasText: 'Your user has been deactivated.' })).toBeVisible();
});

test('/anmodninger is one page per filter for everyone, and the list is the signed-in person’s', async ({ page, request }) => {
  const html = await (await request.get('/anmodninger?status=inactive')).text();
  await page.goto('/anmodninger');
  await expect(page.getByText(SIGN_IN_REQUIRED)).toBeVisible();
  await signInAt(page, '/anmodninger');
  await page.goto('/anmodninger?status=inactive');
  const filters = page.getByRole('navigation', { name: 'Vis' });
  await expect(filters.getByRole('link', { name: /^Inaktive/ })).toHaveAttribute('aria-current', 'page');
  expect(await (await page.request.get('/anmodninger?status=inactive')).text()).toBe(html);
  await filters.getByRole('link', { name: /^Aktive/ }).click();
  await expect(page).toHaveURL(/\/anmodninger\?status=active$/);
  await expect(filters.getByRole('link', { name: /^Aktive/ })).toHaveAttribute('aria-current', 'page');
});
