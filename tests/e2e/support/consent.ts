import type { BrowserContext } from '@playwright/test';

export const E2E_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/**
 * A returning visitor who made their cookie choice before (the `hjemly_consent` cookie as the site
 * writes it): pages open without the consent banner.
 */
export async function rememberCookieChoice(context: BrowserContext, { statistics = false, marketing = false } = {}, url = E2E_ORIGIN) {
  const value = `v=1&ts=${Date.now()}&statistics=${statistics ? 1 : 0}&marketing=${marketing ? 1 : 0}`;
  await context.addCookies([{ name: 'hjemly_consent', value: encodeURIComponent(value), url }]);
}
