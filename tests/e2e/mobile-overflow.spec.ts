import { expect, test, type Page } from './support/test';
import { signInAt } from './support/auth';
import { fixtures } from './support/fixtures';

/*
 * Every page fits a phone. At 390 px (an iPhone's width, the narrowest common phone) no page
 * type may scroll sideways, no scroll box inside it may hide a few pixels of its content, and no
 * field may cut its placeholder off. Both locales: the English words are often longer.
 */

const PHONE = { width: 390, height: 844 };

const PUBLIC_PAGES = [
  '/',
  '/lejebolig',
  '/lejebolig/aarhus',
  '/lejebolig/aarhus/statistik',
  '/nybyggeri',
  '/soeg',
  `/bolig/${fixtures.property}`,
  `/ejendom/${fixtures.publishedGroup}`,
  `/virksomhed/${fixtures.company}`,
  '/byguides/aarhus',
  '/artikler/fremleje',
  '/ordbog',
  '/hjaelp',
  '/feedback',
  '/findes-ikke',
];
const SIGNED_IN_PAGES = ['/konto', '/konto/personlig-info', '/konto/profil', '/anmodninger', '/ventelister'];

type Problem = string;

/** What does not fit: the page's own width, scroll boxes a few pixels too narrow, cut placeholders. */
function problemsOf(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''
      } "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    if (document.documentElement.scrollWidth > width) {
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
      // Name the widest offenders, so a failure says where to look.
      const sticking = [...document.body.querySelectorAll('*')].filter((e) => visible(e) && e.getBoundingClientRect().right > width + 1);
      for (const element of sticking.slice(-3)) problems.push(`  sticks out: ${describe(element)}`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      // A map pans its own tiles and a gallery's thumbnail strip scrolls on purpose (data-scroll-strip);
      // anything else that scrolls sideways on a phone hides a piece of itself.
      const intended = element.closest('.leaflet-container, [data-scroll-strip]');
      if (scrolls && !intended && visible(element) && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`scrolls sideways by ${element.scrollWidth - element.clientWidth} px: ${describe(element)}`);
      }
    }
    const context = document.createElement('canvas').getContext('2d')!;
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!visible(input) || !input.placeholder) continue;
      const style = getComputedStyle(input);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (context.measureText(input.placeholder).width > room + 1) problems.push(`placeholder cut off: "${input.placeholder}"`);
    }
    return problems;
  });
}

async function expectToFit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(path.includes('findes-ikke') ? 500 : 400);
  await page.waitForLoadState('networkidle');
  // The search's filters fold away on a phone: open them, so their fields are measured too.
  const filters = page.getByRole('button', { name: /^(Vis filtre|Show filters)$/ });
  if (await filters.isVisible()) await filters.click();
  // Soft: one run names every page that does not fit, not only the first.
  expect.soft(await problemsOf(page), path).toEqual([]);
}

test.describe('at 390 px @mobile-only', () => {
  test.use({ viewport: PHONE });

  for (const prefix of ['', '/en-DK']) {
    test(`every public page type fits (${prefix || 'Danish'})`, async ({ page }) => {
      test.slow(); // fourteen server-rendered pages, several with pictures
      for (const path of PUBLIC_PAGES) await expectToFit(page, `${prefix}${path === '/' && prefix ? '' : path}`);
    });

    test(`the signed-in pages fit (${prefix || 'Danish'})`, async ({ page }) => {
      await signInAt(page, `${prefix}/konto`);
      for (const path of SIGNED_IN_PAGES) await expectToFit(page, `${prefix}${path}`);
    });
  }
});

/*
 * WCAG 1.4.10 asks for 320 px without sideways scrolling (a 1280 px window at 400 % zoom). The API
 * reference is the page of long unbroken words (paths, header names, JSON keys).
 */
test.describe('at 320 px @mobile-only', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the API reference fits, in both languages', async ({ page }) => {
    test.slow(); // the longest page of the site, twice
    for (const path of ['/udvikler', '/en-DK/udvikler']) await expectToFit(page, path);
  });
});

test.describe('town chips at 390 px @mobile-only', () => {
  test.use({ viewport: PHONE });

  test('the top towns come first, the rest behind a disclosure, and the homes are not pushed far down', async ({ page }) => {
    await page.goto('/lejebolig');
    const towns = page.getByRole('region', { name: 'Byer' });
    const chips = towns.locator('.hj-town-chip');
    await expect(chips.filter({ visible: true })).toHaveCount(8);
    // Each chip reads as its town and its count, one under the other.
    const first = chips.first();
    await expect(first).toHaveText(/^\S.*\d+ boliger?$/);
    await expect(first).toHaveAccessibleName(/^\S.*\S \d+ boliger?$/);
    const [name, count] = await first.locator('span').all();
    expect((await count.boundingBox())!.y).toBeGreaterThanOrEqual((await name.boundingBox())!.y + 10);
    // The homes start within the first two screens, not after 1,800 px of towns.
    const firstHome = page.getByTestId('results').locator('article').first();
    expect((await firstHome.boundingBox())!.y).toBeLessThan(PHONE.height * 1.5);

    const all = towns.locator('summary');
    await expect(all).toHaveText(/^Alle \d+ byer$/);
    await all.focus();
    await page.keyboard.press('Enter');
    expect(await chips.filter({ visible: true }).count()).toBeGreaterThan(8);
    expect(await problemsOf(page)).toEqual([]);
  });
});

test.describe('cards at 390 px @mobile-only', () => {
  test.use({ viewport: PHONE });

  test('a card’s picture fills the card, in the list and in the grid', async ({ page }) => {
    for (const path of ['/soeg', '/soeg?view=grid', '/lejebolig']) {
      await page.goto(path);
      const card = page.getByTestId('results').locator('article').first();
      const [cardBox, imageBox] = [await card.boundingBox(), await card.locator('img').boundingBox()];
      expect(imageBox!.width, path).toBeGreaterThan(cardBox!.width - 4);
    }
  });
});

test.describe('the search’s date field', () => {
  test('is written day-month-year in both languages, and searches from that day', async ({ page }) => {
    await page.goto('/soeg');
    const field = page.getByLabel('Ledig fra');
    await expect(field).toHaveAttribute('placeholder', 'dd-mm-åååå');
    await field.fill('31-02-2027');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Skriv en dato som dd-mm-åååå, fx 01-12-2026.');
    await field.fill('01-12-2027');
    await field.press('Enter');
    await expect(page).toHaveURL(/availableFrom=2027-12-01/);
    await expect(page.getByLabel('Ledig fra')).toHaveValue('01-12-2027');

    await page.goto('/en-DK/soeg?availableFrom=2027-03-05');
    await expect(page.getByLabel('Available from')).toHaveValue('05-03-2027');
    await expect(page.getByLabel('Available from')).toHaveAttribute('placeholder', 'dd-mm-yyyy');
  });
});

test.describe('wide screens', () => {
  test('list pages lay their homes out in a grid that uses the width', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ['/lejebolig', '/en-DK/nybyggeri', '/lejebolig/aarhus']) {
      await page.goto(path);
      const cards = page.getByTestId('results').locator('article');
      const boxes = await Promise.all((await cards.all()).slice(0, 3).map(async (card) => (await card.boundingBox())!));
      // Three cards side by side on one row, together most of the content's width.
      expect(new Set(boxes.map((box) => Math.round(box.y))).size, path).toBe(1);
      expect(
        boxes.reduce((sum, box) => sum + box.width, 0),
        path,
      ).toBeGreaterThan(1000);
    }
  });

  for (const width of [992, 1200, 1280]) {
    test(`the search filters’ placeholders fit at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/soeg', '/en-DK/soeg']) {
        await page.goto(path);
        expect.soft(await problemsOf(page), path).toEqual([]);
      }
    });
  }
});
