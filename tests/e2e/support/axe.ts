import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the page as it stands: no serious or critical violation. `main` checks the page's own
 * content (the shared header and footer are checked once, by the navigation tests); `page` all of it.
 */
export async function expectNoSeriousAxeViolations(page: Page, scope: 'main' | 'page' = 'main') {
  // The colours at rest, not half-way through a transition: a button that appears under the pointer
  // fades into its hover colours for 0.15 s, and axe once caught its text grey on grey there.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const builder = new AxeBuilder({ page });
  const results = await (scope === 'main' ? builder.include('main') : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}
