import { expect, test, type Browser, type Page } from './support/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/auth';
import { fixtures } from './support/fixtures';

/**
 * The JavaScript budget (docs/performance.md): what a first visit downloads of JavaScript, compressed, to start the page — every
 * script asked for before the page has hydrated. (The cached pages load their scripts after the first
 * paint, often after the load event, so "before onload" no longer counts them.) Code that only some
 * visitors need (the sign-in dialog, forms, maps, the location box's suggestions, the query library, the flag client)
 * belongs in chunks fetched on demand; a change that puts it back on these pages fails here.
 */
const BUDGET_KB = 155;

/** The compressed bytes of every script the page asked for before it hydrated (each file once). */
async function scriptKilobytesToStart(page: Page): Promise<{ total: number; files: string[] }> {
  // The page has hydrated when goto returns (support/test.ts); the mark is that moment in its clock.
  return page.evaluate(() => {
    const hydratedAt = performance.getEntriesByName('hydrated', 'mark')[0].startTime;
    const scripts = new Map<string, number>();
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const isScript = entry.initiatorType === 'script' || new URL(entry.name).pathname.endsWith('.js');
      if (isScript && entry.startTime <= hydratedAt) scripts.set(entry.name, entry.encodedBodySize);
    }
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
    return { total, files: [...scripts].map(([name, size]) => `${(size / 1024).toFixed(1)} KB ${new URL(name).pathname}`) };
  });
}

for (const [name, path] of [
  ['the home page', '/'],
  ['search', '/soeg?sted=city:aarhus'],
  ["a home's page", `/bolig/${fixtures.property}`],
] as const) {
  test(`${name} starts with at most ${BUDGET_KB} KB of compressed JavaScript`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' });
    const { total, files } = await scriptKilobytesToStart(page);
    // The files in the message say where the weight came from when the budget is broken.
    expect(total, files.join('\n')).toBeGreaterThan(0);
    expect(total, `${total.toFixed(1)} KB:\n${files.join('\n')}`).toBeLessThanOrEqual(BUDGET_KB);
  });
}

/**
 * The first ten seconds of a first visit, public and signed in: every script fetched in them counts,
 * headers included (Chromium's transfer size), whenever it was asked for, a script loaded after
 * the first paint or on idle as much as one in the head: at most 156 KiB for a public page and 175
 * KiB for a signed-in one (docs/performance.md has the figures). 156, not 155, since the cookie
 * notice closes without JavaScript and pages mark that scripts run: a home's page took 155.3 KiB.
 */
const FIRST_MS = 10_000;
const PUBLIC_KIB = 156;
const SIGNED_IN_KIB = 175;
const FIRST_SECONDS_BUDGETS = [
  { path: '/', signedIn: false, kib: PUBLIC_KIB },
  { path: '/soeg?sted=city:aarhus', signedIn: false, kib: PUBLIC_KIB },
  { path: `/bolig/${fixtures.property}`, signedIn: false, kib: PUBLIC_KIB },
  { path: '/konto', signedIn: true, kib: SIGNED_IN_KIB },
  { path: '/anmodninger', signedIn: true, kib: SIGNED_IN_KIB },
  { path: '/ventelister', signedIn: true, kib: SIGNED_IN_KIB },
] as const;

async function scriptBytesInFirstSeconds(page: Page): Promise<{ total: number; files: string[] }> {
  // A window, not an event: what counts is what was fetched before its end.
  await page.waitForFunction((ms) => performance.now() >= ms, FIRST_MS, { polling: 250, timeout: FIRST_MS + 10_000 });
  return page.evaluate((ms) => {
    const scripts = new Map<string, number>();
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const isScript = entry.initiatorType === 'script' || new URL(entry.name).pathname.endsWith('.js');
      if (isScript && entry.startTime <= ms) scripts.set(entry.name, entry.transferSize);
    }
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    return { total, files: [...scripts].map(([name, size]) => `${size} B ${new URL(name).pathname}`) };
  }, FIRST_MS);
}

/** A first visitor in a browser context of its own, so nothing is cached yet; signed in if asked. */
async function firstVisitor(browser: Browser, signedIn: boolean): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (signedIn) {
    // Signed in through the API: the browser's cache stays as empty as a first visit's.
    const origin = new URL(test.info().project.use.baseURL!).origin;
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      headers: { origin },
    });
    expect(signIn.status()).toBe(200);
  }
  return page;
}

test(`public pages fetch at most ${PUBLIC_KIB} KiB of JavaScript in their first ten seconds, signed-in ones ${SIGNED_IN_KIB} KiB`, async ({
  browser,
  request,
}) => {
  test.slow();
  // The six windows run side by side, so the test waits out ten seconds once, not six times over
  // while the cores idle. Their pages have been rendered once and everyone is signed in before the
  // windows start: a window is then not spent on a cold server or on hashing a password, and
  // scripts a page asks for late are not pushed past its end by the other pages' work.
  await Promise.all(FIRST_SECONDS_BUDGETS.map(({ path }) => request.get(path)));
  const pages = await Promise.all(FIRST_SECONDS_BUDGETS.map(({ signedIn }) => firstVisitor(browser, signedIn)));
  try {
    const measured = await Promise.all(
      pages.map(async (page, i) => {
        await page.goto(FIRST_SECONDS_BUDGETS[i].path);
        return scriptBytesInFirstSeconds(page);
      }),
    );
    FIRST_SECONDS_BUDGETS.forEach(({ path, signedIn, kib }, i) => {
      const { total, files } = measured[i];
      const name = `${path}${signedIn ? ' (signed in)' : ''}`;
      const figure = `${name}: ${(total / 1024).toFixed(1)} KiB, at most ${kib} KiB`;
      test.info().annotations.push({ type: 'first ten seconds', description: figure });
      // Soft: one page over its ceiling does not hide how the others did.
      expect.soft(total, `${name}: no script in the first ten seconds`).toBeGreaterThan(0);
      expect.soft(total, `${figure}:\n${files.join('\n')}`).toBeLessThanOrEqual(kib * 1024);
    });
  } finally {
    await Promise.all(pages.map((page) => page.context().close()));
  }
});

test('links fetch their pages when a person points at them, not while the page starts', async ({ page }) => {
  const routeFetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') routeFetches.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  expect(routeFetches, 'no link in view is prefetched on load').toEqual([]);

  const search = page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Søg bolig' });
  await search.hover();
  await expect.poll(() => routeFetches).toContain('/soeg');
  // The app router follows it: the document (and this mark on its window) stays.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await search.click();
  await expect(page).toHaveURL(/\/soeg$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
});

test('a link opened in a new tab is left to the browser', async ({ page, context }) => {
  await page.goto('/', { waitUntil: 'load' });
  const opened = context.waitForEvent('page');
  await page
    .getByRole('navigation', { name: 'Hovedmenu' })
    .getByRole('link', { name: 'Søg bolig' })
    .click({ modifiers: ['ControlOrMeta'] });
  await expect(await opened).toHaveURL(/\/soeg$/);
  await expect(page).toHaveURL(/\/$/);
});

test('every script the home page starts with is compiled while it streams in', async ({ page }) => {
  const chunks: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/_next/static/chunks/') && response.url().endsWith('.js')) chunks.push(response.url());
  });
  // The page has hydrated when goto returns (support/test.ts), so all of its chunks have come.
  await page.goto('/');
  expect(chunks.length).toBeGreaterThan(3);
  // scripts/compile-hints.mjs: without the hint V8 compiles the module factories on the main thread.
  for (const url of chunks)
    expect((await (await page.request.get(url)).text()).split('\n', 1)[0], url).toBe('//# allFunctionsCalledOnLoad');
});

test('the home page is drawn before its scripts are asked for, then hydrates', async ({ page }) => {
  const response = await page.goto('/', { waitUntil: 'load' });
  // scripts/scripts-after-paint.ts found Next.js's chunk tags and moved them into its loader.
  const html = await response!.text();
  expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/);
  expect(html).toMatch(/loadAfterFirstFrame[\s\S]*\/_next\/static\/chunks\/[^"]+\.js"/);

  const { chunkCount, documentEnd, firstChunk } = await page.evaluate(() => {
    const chunks = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.initiatorType === 'script' && new URL(entry.name).pathname.startsWith('/_next/static/chunks/'),
    );
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      chunkCount: chunks.length,
      documentEnd: navigation.responseEnd,
      firstChunk: Math.min(...chunks.map((entry) => entry.startTime)),
    };
  });
  expect(chunkCount).toBeGreaterThan(0);
  expect(firstChunk).toBeGreaterThanOrEqual(documentEnd);
  await expect(page.getByRole('button', { name: 'Accepter alle' })).not.toHaveAttribute('aria-disabled');
});
