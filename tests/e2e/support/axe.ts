import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the page as it stands: no serious or critical violation. `main` checks the page's own
 * content (the shared header and footer are checked once, by the navigation tests); `page` all of it.
 */
export async function expectNoSeriousAxeViolations(page: Page, scope: 'main' | 'page' = 'main') {
  await expectScriptsRun(page);
  // The colours at rest, not half-way through a transition: a button that appears under the pointer
  // fades into its hover colours for 0.15 s, and axe once caught its text grey on grey there.
  // Appended by evaluate, not addStyleTag: that one waits for the style's load event, which never
  // fires in a page without JavaScript (the cancel pages a mail links to), and the test hung there.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(style);
  });
  // Next streams a page's metadata after its body, so the <title> can be a moment behind the content
  // a test waited for; axe's document-title rule would then see a page without one.
  if (scope === 'page') await expect(page).toHaveTitle(/\S/);
  // Next streams a page's metadata after its body, so the <title> can be a moment behind the content
  // a test waited for; axe's document-title rule would then see a page without one.
  if (scope === 'page') await expect(page).toHaveTitle(/\S/);
  const builder = new AxeBuilder({ page });
  const results = await (scope === 'main' ? builder.include('main') : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/**
 * axe runs as a script in the page and waits on its timers: in a context with JavaScript off they
 * never fire, and the test hung until its timeout with no word why. Check such a page's server HTML
 * in a scripted context instead; this says so at once.
 */
async function expectScriptsRun(page: Page) {
  const timerFired = page.evaluate(() => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 0)));
  const gaveUp = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000));
  if (!(await Promise.race([timerFired, gaveUp]))) {
    throw new Error('axe cannot run in a page without JavaScript: check the same page in a context with scripts');
  }
}
