import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/** Waits until React has hydrated the page in `page` (components/layout/hydration-mark.tsx). */
export async function waitForHydration(page: Page) {
  // While a redirect lands, the document may not have its element yet.
  await page.waitForFunction(() => document.documentElement?.hasAttribute('data-hydrated'));
}

/**
 * A page of this app — Next.js's inline flight data, on any of its hosts (white-label ones too) — as
 * opposed to a JSON answer, a file or another site (the landlord's page of the embed tests).
 */
async function isAppPage(page: Page, response: Response | null) {
  if (!(response?.headers()['content-type'] ?? '').startsWith('text/html')) return false;
  return page.evaluate(() => '__next_f' in self);
}

/**
 * Playwright's `test`, whose page waits after `goto`, `reload` and `goBack` on this app's pages
 * until the page has hydrated (unless the test turns JavaScript or the wait off). The cached public
 * pages load their scripts after the first paint (scripts/scripts-after-paint.ts), so the load
 * event comes before their controls work.
 */
export const test = base.extend<{ waitsForHydration: boolean }>({
  /** Off for a test that keeps the page from running (`test.use({ waitsForHydration: false })`). */
  waitsForHydration: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitsForHydration }, provide) => {
    if (javaScriptEnabled === false || !waitsForHydration) return provide(page);
    for (const method of ['goto', 'reload', 'goBack'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          if (await isAppPage(page, response)) await waitForHydration(page);
          return response;
        },
      });
    }
    await provide(page);
  },
});
