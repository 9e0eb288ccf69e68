import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the page as it stands: no serious or critical violation. `main` checks the page's own
 * content (the shared header and footer are checked once, by the navigation tests); `page` all of it.
 */
export async function expectNoSeriousAxeViolations(page: Page, scope: 'main' | 'page' = 'main') {
  const builder = new AxeBuilder({ page });
  const results = await (scope === 'main' ? builder.include('main') : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}
