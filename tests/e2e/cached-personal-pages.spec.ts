import { expect, test, type Browser, type Page } from './support/test';
import { createVerifiedAccountAt, signInAt } from './support/auth';

/*
 * /ventelister, /anmodninger and /konto are one page for everyone, served from the page cache; each
 * person's part comes from the API in their browser. What must hold: the HTML carries nothing of
 * anyone's, each person sees only their own lists, signing out takes them off the screen, and a
 * failed request says so and can be tried again.
 */

const SIGN_IN_REQUIRED = 'Log ind for at se denne side.';
const demoCount = /^Du er skrevet op på \d+ venteliste/;
const header = (page: Page) => page.getByTestId('auth-slot');

/** A new account in a browser of its own opens `path`: `check` looks at what it sees, and its HTML is `html`. */
async function asNewAccount(browser: Browser, path: string, html: string, check: (page: Page, email: string) => Promise<void>) {
  const context = await browser.newContext({ locale: 'da-DK' });
  const page = await context.newPage();
  await check(page, await createVerifiedAccountAt(page, path, 'da-DK', path.slice(1)));
  expect(await (await page.request.get(path)).text()).toBe(html);
  await context.close();
}

/** The next read of `resource` fails with a 500; the ones after it reach the server. */
async function failOnce(page: Page, resource: string) {
  let failures = 1;
  await page.route(`**/api/${resource}`, (route) =>
    failures-- > 0 ? route.fulfill({ status: 500, body: 'Der skete en fejl.' }) : route.continue(),
  );
}

/** Signed in as the demo tenant, `path` opens while its read of `resource` fails once: the failure it shows. */
async function failedOnOpening(page: Page, path: string, resource: string, failure: string) {
  await signInAt(page, '/om-os');
  await failOnce(page, resource);
  await page.goto(path);
  const alert = page.getByRole('alert').filter({ hasText: failure });
  await expect(alert).toBeVisible();
  return alert;
}

/** Signs the demo tenant out from the header: the page asks for a sign-in at once, without a reload. */
async function signOutHere(page: Page) {
  await header(page)
    .getByRole('button', { name: /Demo Lejer/ })
    .click();
  await header(page).getByRole('button', { name: 'Log ud' }).click();
  await expect(page.getByText(SIGN_IN_REQUIRED)).toBeVisible();
}

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

  await asNewAccount(browser, '/ventelister', html, async (stranger) => {
    await expect(stranger.getByText('Du er ikke skrevet op på nogen ventelister endnu.')).toBeVisible();
    for (const name of demoNames) await expect(stranger.getByText(name)).toHaveCount(0);
  });

  // Signing out takes the lists off the screen at once, without a reload.
  await signOutHere(page);
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('a failed request says so and can be tried again; a deactivated account is told so', async ({ page }) => {
  const alert = await failedOnOpening(page, '/ventelister', 'waiting-list-memberships', 'Dine ventelister kunne ikke hentes.');
  await alert.getByRole('button', { name: 'Prøv igen' }).click();
  await expect(page.getByText(demoCount)).toBeVisible();

  await page.unrouteAll();
  await page.route('**/api/waiting-list-memberships', (route) => route.fulfill({ status: 403, body: 'Kontoen er deaktiveret.' }));
  await page.goto('/en-DK/ventelister');
  await expect(page.getByRole('alert').filter({ hasText: 'Your user has been deactivated.' })).toBeVisible();
});

test('the lists arriving move nothing in view: the footer stays below the first screen', async ({ page }) => {
  await signInAt(page, '/om-os');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/waiting-list-memberships', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ventelister');
  await expect(page.getByRole('status').filter({ hasText: 'Henter' })).toBeVisible();
  const screen = page.viewportSize()!.height;
  const footerTop = async () => (await page.locator('body > footer').boundingBox())!.y;
  expect(await footerTop()).toBeGreaterThanOrEqual(screen);
  release();
  await expect(page.getByText(demoCount)).toBeVisible();
  expect(await footerTop()).toBeGreaterThanOrEqual(screen);
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

/** /konto's overview has loaded once its first section is there. */
const overview = (page: Page) => page.getByRole('heading', { name: 'Venter på dit svar', exact: true });
const pagesNav = (page: Page) => page.getByRole('navigation', { name: 'Din konto' });

test('/konto is the same HTML for everyone, and each person sees only their own greeting and overview', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two accounts, one of them new through the outbox
  const signedOut = await request.get('/konto');
  expect(signedOut.headers()['cache-control']).toContain('public');
  const html = await signedOut.text();
  expect(html).toContain('Henter dit overblik …');
  expect(html).not.toContain('demo@hjemly.dk');
  // The browser starts reading the person's part while the scripts load.
  expect(html).toMatch(/<link rel="preload" href="\/api\/account\/home-base" as="fetch"/);

  await page.goto('/konto');
  await expect(page.getByText(SIGN_IN_REQUIRED)).toBeVisible();
  await signInAt(page, '/konto');
  await expect(overview(page)).toBeVisible();
  await expect(page.getByText('Hej Demo')).toBeVisible();
  await expect(page.getByText('Logget ind som demo@hjemly.dk')).toBeVisible();
  const demoItems = await page.getByRole('main').locator('.list-group-item .fw-semibold').allTextContents();
  expect(demoItems.length).toBeGreaterThan(0);
  expect(await (await page.request.get('/konto')).text()).toBe(html);

  await asNewAccount(browser, '/konto', html, async (stranger, email) => {
    await expect(overview(stranger)).toBeVisible();
    await expect(stranger.getByText('Hej Ida')).toBeVisible();
    await expect(stranger.getByText(`Logget ind som ${email}`)).toBeVisible();
    await expect(stranger.getByText('Intet venter på dit svar lige nu.')).toBeVisible();
    for (const item of demoItems) await expect(stranger.getByText(item, { exact: true })).toHaveCount(0);
    await expect(stranger.getByText('demo@hjemly.dk')).toHaveCount(0);
  });

  // Signing out takes the greeting and the overview off the screen at once; the links stay.
  await signOutHere(page);
  await expect(overview(page)).toHaveCount(0);
  await expect(page.getByText('Hej Demo')).toHaveCount(0);
  await expect(pagesNav(page).getByRole('link', { name: 'Ventelister' })).toBeVisible();
});

test('/konto: a failed request can be tried again, and without its overview the rest still works', async ({ page }) => {
  const failed = await failedOnOpening(page, '/konto', 'account/home-base', 'Vi kunne ikke hente dit overblik lige nu.');
  await expect(pagesNav(page).getByRole('link', { name: 'Ventelister' })).toBeVisible();
  await failed.getByRole('button', { name: 'Prøv igen' }).click();
  await expect(overview(page)).toBeVisible();
  await expect(page.getByText('Hej Demo')).toBeVisible();

  // The server could not gather the overview: the greeting and the links come all the same.
  await page.unrouteAll();
  await page.route('**/api/account/home-base', (route) => route.fulfill({ status: 500, body: 'Der skete en fejl.' }));
  await page.goto('/en-DK/konto');
  await expect(page.getByRole('alert').filter({ hasText: 'We could not load your overview right now.' })).toBeVisible();
  await expect(page.getByText('Hello Demo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting for your answer' })).toHaveCount(0);

  // A deactivated account: its session read is refused as well as the page's data.
  await page.unrouteAll();
  for (const resource of ['account/session', 'account/home-base']) {
    await page.route(`**/api/${resource}`, (route) => route.fulfill({ status: 403, body: 'Din bruger er deaktiveret.' }));
  }
  await page.goto('/en-DK/konto');
  await expect(page.getByRole('alert').filter({ hasText: 'Your user has been deactivated.' })).toBeVisible();
  await expect(page.getByText('Sign in to see this page.')).toHaveCount(0);
});
