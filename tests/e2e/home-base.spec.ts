import type { Page } from '@playwright/test';
import { resolvePublicPath } from '@/lib/i18n/paths';
import { personalPathnames } from '@/lib/i18n/routing';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signInAt } from './support/auth';
import { innerHtmlOf, textOf } from './support/html';
import { expect, test } from './support/test';

const LANDLORD = 'udlejer@hjemly.dk';

const HEADINGS = {
  'da-DK': [
    'Venter på dit svar',
    'Kommende',
    'Dine ansøgninger',
    'Dine ventelister',
    'Dine interesselister',
    'Dine gemte søgninger',
    'Din konto',
  ],
  'en-DK': [
    'Waiting for your answer',
    'Coming up',
    'Your applications',
    'Your waiting lists',
    'Your interest lists',
    'Your saved searches',
    'Your account',
  ],
} as const;

for (const [locale, prefix] of [
  ['da-DK', ''],
  ['en-DK', '/en-DK'],
] as const) {
  test(`@mobile /konto is the home base in ${locale}: every section, the links first in the HTML, no serious axe finding`, async ({
    page,
  }) => {
    await signInAt(page, `${prefix}/konto`);
    // The overview is asked for again once signed in: on a busy machine that has taken over 5 s.
    await expect(page.getByRole('heading', { name: HEADINGS[locale][0], exact: true })).toBeVisible({ timeout: 15_000 });
    for (const name of HEADINGS[locale]) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    // The HTML is the same for everyone: the links to every page are in it, the person's sections are not.
    const headings = innerHtmlOf(await (await page.request.get(`${prefix}/konto`)).text(), 'h2').map(textOf);
    expect(headings).toContain(HEADINGS[locale].at(-1));
    for (const name of HEADINGS[locale].slice(0, -1)) expect(headings).not.toContain(name);
    // The links sit above the overview, so its arrival pushes none of them down.
    const linksBottom = await page
      .getByRole('navigation', { name: HEADINGS[locale].at(-1) })
      .evaluate((nav) => nav.getBoundingClientRect().bottom);
    const overviewTop = await page
      .getByRole('heading', { name: HEADINGS[locale][0], exact: true })
      .evaluate((heading) => heading.getBoundingClientRect().top);
    expect(linksBottom).toBeLessThanOrEqual(overviewTop);
    await expectNoSeriousAxeViolations(page);
  });
}

/** The internal routes the page's links lead to (`/konto/profil` → `/account/profile`). */
async function routesLinkedFrom(page: Page, links: ReturnType<Page['locator']>): Promise<string[]> {
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname));
  return hrefs.flatMap((href) => {
    const match = resolvePublicPath(href.replace(/^\/en-DK(?=\/|$)/, '') || '/');
    return match ? [match.internal] : [];
  });
}

test('every personal page is reachable from the user menu, /konto or the console', async ({ page }) => {
  await signInAt(page, '/konto', LANDLORD);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /Brugermenu/ }).click();
  // The console link comes once the menu knows the person is a company member.
  await expect(header.getByRole('link', { name: 'Virksomhedskonsol' })).toBeVisible();
  const reached = new Set([
    ...(await routesLinkedFrom(page, header.locator('.dropdown-menu a'))),
    ...(await routesLinkedFrom(page, page.locator('main a'))),
  ]);
  // The console link on /konto comes with the person's overview.
  await expect(page.getByRole('main').getByRole('link', { name: 'Virksomhedskonsol' })).toBeVisible();
  // The person's own waiting lists, not the waiting-list search the site's menu leads to.
  expect(reached).toContain('/waiting-lists');
  await page.goto('/konto/virksomhed');
  for (const route of await routesLinkedFrom(page, page.locator('main a'))) reached.add(route);
  expect(personalPathnames.filter((route) => !reached.has(route))).toEqual([]);
});

test('a person who is no company member has no console link, and the menu leads to their own pages', async ({ page }) => {
  await signInAt(page, '/om-os');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /Brugermenu/ }).click();
  const menu = header.locator('.dropdown-menu');
  await expect(menu.getByRole('link', { name: 'Ventelister' })).toHaveAttribute('href', '/ventelister');
  await expect(menu.getByRole('link', { name: 'Interesselister' })).toHaveAttribute('href', '/interesselister');
  await expect(menu.getByRole('link', { name: 'Abonnementer' })).toHaveAttribute('href', '/abonnementer');
  await expect(menu.getByRole('link', { name: 'Virksomhedskonsol' })).toHaveCount(0);
  await page.goto('/konto');
  // Once the person's part has come, the link would be there if it were ever to be.
  await expect(page.getByRole('heading', { name: 'Venter på dit svar', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Virksomhedskonsol' })).toHaveCount(0);
});
