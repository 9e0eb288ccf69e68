import { expect, type Page } from './test';

/** Switches a development flag the way a team member does: on /dev/flags (the server owns the PGlite directory). */
export async function switchFlag(page: Page, name: string, on: boolean) {
  await page.goto('/dev/flags');
  const button = page.getByRole('button', { name: `${on ? 'Turn on' : 'Turn off'} ${name} (development)` });
  if (await button.isVisible()) await button.click();
  await expect(page.getByRole('button', { name: `${on ? 'Turn off' : 'Turn on'} ${name} (development)` })).toBeVisible();
}
