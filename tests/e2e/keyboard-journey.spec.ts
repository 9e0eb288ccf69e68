import AxeBuilder from '@axe-core/playwright';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/auth';
import { expect, test, waitForHydration, type Page } from './support/test';

/*
 * A tenant's way through the site with the keyboard only, from a first visit: the front page (the
 * cookie notice up, then refused), the search, a home, the sign-in dialog and /konto. Every stop of
 * every page is checked, not only the ones on the way: the focused element shows a focus indicator
 * (WCAG 2.4.7) and is not hidden behind anything the page lays over it — the cookie notice, a sticky
 * header, a dialog's backdrop (2.4.11), and its colours as focused pass axe's contrast rule (1.4.3). A
 * window as short as a laptop's, where the notice takes the biggest share of it.
 */

test.use({ viewport: { width: 1280, height: 640 } });

/** What is wrong with the focused element, or null: where it is, whether it is covered, whether focus shows. */
type Stop = { element: string; problem: string | null; href: string | null; name: string; seenBefore: boolean };

/** Reads the stop focus is on, and marks it as seen on this page. */
function readStop(page: Page): Promise<Stop> {
  return page.evaluate(async () => {
    // The page scrolls smoothly (Bootstrap's scroll-behavior): read where the stop ends up, once the
    // window has stood still for three frames.
    for (let still = 0, last = NaN; still < 3;) {
      await new Promise(requestAnimationFrame);
      still = scrollY === last ? still + 1 : 0;
      last = scrollY;
    }
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { element: 'body', problem: null, href: null, name: '', seenBefore: true };
    const seenBefore = element.dataset.keyboardStop === '1';
    element.dataset.keyboardStop = '1';
    document.querySelector('[data-keyboard-focus]')?.removeAttribute('data-keyboard-focus');
    element.dataset.keyboardFocus = '1';
    const describe = (e: Element) => e.outerHTML.replace(/\s+/g, ' ').slice(0, 140);

    // A visually hidden control (a styled radio or switch) shows its focus on its label.
    const box = element.getBoundingClientRect();
    const label = box.width <= 2 || box.height <= 2 ? (element as HTMLInputElement).labels?.[0] : undefined;
    const shown = label ?? element;
    const rect = shown.getBoundingClientRect();

    const style = getComputedStyle(shown);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
    const ring = style.boxShadow !== 'none';
    const focusShows = outline || ring;

    // Not entirely hidden: some of it is in the window, and at one of five points in it the element is on top.
    const inView = rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth;
    const points = [
      [0.5, 0.5],
      [0.1, 0.1],
      [0.9, 0.1],
      [0.1, 0.9],
      [0.9, 0.9],
    ].map(([x, y]) => [rect.left + rect.width * x, rect.top + rect.height * y]);
    const onTop = points.some(([x, y]) => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return !!hit && (shown.contains(hit) || hit.contains(shown) || element.contains(hit));
    });
    const cover = inView && !onTop ? document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2) : null;
    const problem = !inView
      ? `outside the window (${Math.round(rect.top)} px from the top of ${innerHeight})`
      : !onTop
        ? `covered by ${cover ? describe(cover) : 'something'}`
        : !focusShows
          ? 'shows no focus (no outline, no ring)'
          : null;
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
    return { element: describe(element), problem, href: element.getAttribute('href'), name, seenBefore };
  });
}

/** axe's colour-contrast findings on the focused element (readStop marks it). */
async function focusedContrast(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).include('[data-keyboard-focus]').analyze();
  return violations.flatMap((v) => v.nodes.map((n) => n.failureSummary ?? v.id));
}

/**
 * Tabs on from wherever focus is until `until` matches a stop (or, without one, until focus comes
 * back round to a stop it met before), checking every stop; returns how many it checked.
 */
async function tabThrough(page: Page, where: string, until?: (stop: Stop) => boolean, limit = 250) {
  for (let count = 1; count <= limit; count++) {
    await page.keyboard.press('Tab');
    const stop = await readStop(page);
    if (!until && stop.seenBefore) return count - 1;
    expect.soft(stop.problem, `${where}, stop ${count}: ${stop.element}`).toBeNull();
    // Its colours as focused: a state axe's scan of the page at rest never sees.
    if (stop.element !== 'body') expect.soft(await focusedContrast(page), `${where}, stop ${count}: ${stop.element}`).toEqual([]);
    if (until?.(stop)) return count;
  }
  if (until) throw new Error(`${where}: no stop matched within ${limit} presses of Tab`);
  return limit;
}

const forgetStops = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('[data-keyboard-stop]').forEach((e) => e.removeAttribute('data-keyboard-stop')));

/**
 * Every stop of the page once round (focus then leaves the document, or comes back to its first
 * stop), then on from the top of the page to the stop `until` matches; the number of stops round.
 */
async function walkPage(page: Page, where: string, until: (stop: Stop) => boolean) {
  await forgetStops(page);
  const round = await tabThrough(page, where);
  await forgetStops(page);
  await tabThrough(page, `${where}, on the way`, until);
  return round;
}

const pathOf = (href: string | null) => (href ? new URL(href, 'http://x').pathname : '');

test('a tenant goes from the front page to /konto with the keyboard, every focus stop visible and uncovered', async ({ page }) => {
  test.setTimeout(300_000); // hundreds of stops, each read in the page and checked by axe
  // The colours at rest in each state, not half-way through a transition into it.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(style);
    }),
  );
  const counts: Record<string, number> = {};

  await page.goto('/');
  // With the notice up: the whole front page, the notice's own buttons among the stops, then its "Afvis alle".
  counts.frontWithNotice = await tabThrough(page, 'front page, cookie notice up');
  await forgetStops(page);
  await tabThrough(page, 'front page, to the notice', (stop) => stop.name === 'Afvis alle');
  await page.keyboard.press('Enter');
  // The notice now says what was chosen, and stays up: the rest of the way is walked with it.
  await expect(page.getByText(/^Du har afvist/)).toBeFocused();

  counts.front = await walkPage(page, 'front page', (stop) => pathOf(stop.href) === '/soeg');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/soeg$/);
  await waitForHydration(page);
  await expect(page.getByTestId('results').locator('article').first()).toBeVisible();

  counts.search = await walkPage(page, 'search', (stop) => pathOf(stop.href).startsWith('/bolig/'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bolig\/[^/]+$/);
  await waitForHydration(page);
  await expect(page.locator('main h1')).toBeVisible();

  counts.home = await walkPage(page, 'a home', (stop) => stop.name === 'Log ind');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type(DEMO_EMAIL);
  counts.dialog = await tabThrough(page, 'sign-in dialog', (stop) => /<input[^>]*type="password"/.test(stop.element));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  // Signing in hashes the password (scrypt): seconds on a loaded machine.
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  // The user menu, then its page of the account's overview.
  await tabThrough(page, 'a home, signed in', (stop) => stop.element.includes('dropdown-toggle'));
  await page.keyboard.press('Enter');
  await tabThrough(page, 'user menu', (stop) => pathOf(stop.href) === '/konto');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/konto$/);
  await expect(page.getByRole('heading', { name: 'Venter på dit svar' })).toBeVisible();
  await forgetStops(page);
  counts.account = await tabThrough(page, '/konto');

  test.info().annotations.push({ type: 'keyboard stops', description: JSON.stringify(counts) });
  console.log(`keyboard stops per page: ${JSON.stringify(counts)}`);
  // Each page was walked, not skipped: a page whose stops could not be reached would count none.
  for (const [where, count] of Object.entries(counts)) expect(count, where).toBeGreaterThan(where === 'dialog' ? 0 : 5);
});
