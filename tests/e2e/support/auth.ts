import { expect, type Page } from '@playwright/test';

/** The seeded demo users (README) share this password. */
export const DEMO_PASSWORD = 'Hjemly-demo-2026';
export const DEMO_EMAIL = 'demo@hjemly.dk';

export const authDialog = (page: Page) => page.getByRole('dialog');

/** Opens `path` with the sign-in dialog (`?auth=login`) and signs in; the dialog closes on success. */
export async function signInAt(page: Page, path: string, email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  await page.goto(`${path}?auth=login`);
  await expect(authDialog(page)).toBeVisible();
  await authDialog(page).getByLabel('E-mail').fill(email);
  await authDialog(page)
    .getByLabel(/^(Adgangskode|Password)$/)
    .fill(password);
  await authDialog(page).locator('form [type=submit]').click();
  // Signing in hashes the password (scrypt): on a loaded 2-core CI machine it has taken over 5 s.
  await expect(authDialog(page)).toBeHidden({ timeout: 15_000 });
}
