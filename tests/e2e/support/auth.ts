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

/** The sign-up dialog's words per locale (the e-mail field is "E-mail" in both). */
const SIGN_UP_TEXTS = {
  'da-DK': { name: 'Navn', password: 'Adgangskode', terms: /^Jeg accepterer/, outbox: 'udbakken', sent: 'Vi har sendt en e-mail til' },
  'en-DK': { name: 'Name', password: 'Password', terms: /^I accept the terms/, outbox: 'outbox', sent: 'We have sent an e-mail to' },
} as const;

/**
 * Creates a new account from the sign-up dialog on `path` and verifies it through the development
 * outbox; the browser is back on `path`, signed in. Returns the new address.
 */
export async function createVerifiedAccountAt(page: Page, path: string, locale: keyof typeof SIGN_UP_TEXTS, prefix = 'person') {
  const texts = SIGN_UP_TEXTS[locale];
  const email = `${prefix}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  await page.goto(`${path}?auth=signup`);
  const dialog = authDialog(page);
  await dialog.getByLabel(texts.name).fill('Ida Holm');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel(texts.password, { exact: true }).fill('Rolig-Fjord-2026');
  await dialog.getByRole('checkbox', { name: texts.terms }).check();
  await dialog.locator('[type=submit]').click();
  await expect(dialog.getByText(`${texts.sent} ${email}.`)).toBeVisible();
  await dialog.getByRole('link', { name: texts.outbox }).click();
  await page
    .locator(`article[data-to="${email}"]`)
    .getByRole('link', { name: /verify-email/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return email;
}
