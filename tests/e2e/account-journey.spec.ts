import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { authDialog, DEMO_PASSWORD, signInAt } from './support/auth';

const header = (page: Page) => page.getByTestId('auth-slot');
const dialog = authDialog;

test('in English: sign up, verify, fill the profile, change settings, details and password, sign out and in, delete the account', async ({
  page,
}) => {
  // A dozen pages and as many requests, several of them password hashes: more than the default 30 s on a busy machine.
  test.slow();
  const email = `journey-${Date.now()}@example.com`;
  const password = 'Lyngby-Bakker-2026';
  await page.goto('/en-DK/om-os?auth=signup');
  await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText('Create account');
  await dialog(page).getByLabel('Name').fill('Noah Jensen');
  await dialog(page).getByLabel('E-mail').fill(email);
  await dialog(page).getByLabel('Password').fill(password);
  await dialog(page).locator('[type=submit]').click();
  // Not without the terms: the box is named and refused in English, with links to both documents.
  const terms = dialog(page).getByRole('checkbox', { name: /^I accept the terms of use .*and the privacy policy/ });
  await expect(terms).toBeFocused();
  await expect(terms).toHaveAccessibleDescription('You must accept the terms to create an account.');
  await expect(dialog(page).getByRole('link', { name: /^terms of use/ })).toHaveAttribute('href', '/en-DK/vilkaar');
  await expect(dialog(page).getByRole('link', { name: /^privacy policy/ })).toHaveAttribute('href', '/en-DK/privatliv');
  await terms.check();
  await dialog(page).locator('[type=submit]').click();
  await expect(dialog(page).getByText(`We have sent an e-mail to ${email}.`)).toBeVisible();

  // The message leads to the outbox (no mail server here); the verification link signs the person
  // in and returns to the English page of the sign-up.
  await dialog(page).getByRole('link', { name: 'outbox' }).click();
  const verify = page.locator(`article[data-to="${email}"]`).getByRole('link', { name: /verify-email/ });
  await expect(verify).toHaveCount(1);
  await verify.click();
  await expect(page).toHaveURL(/\/en-DK\/om-os$/);
  await expect(header(page).getByRole('button', { name: /Noah Jensen/ })).toBeVisible();

  await page.goto('/en-DK/konto/profil');
  await page.getByLabel('Number of adults').fill('2');
  await page.getByLabel('Occupation').selectOption('employed');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.goto('/en-DK/konto/personlig-info');
  await page.getByLabel('Name', { exact: true }).fill(' ');
  await page.getByRole('textbox', { name: 'Phone' }).fill('12ab');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Enter your name.');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
    'Enter a valid phone number, e.g. 20 30 40 50. Optional. Used by landlords who want to call you about an application.',
  );
  await page.getByLabel('Name', { exact: true }).fill('Noah B. Jensen');
  await page.getByRole('textbox', { name: 'Phone' }).fill('20 30 40 50');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details have been saved.' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: /Noah B\. Jensen/ })).toBeVisible();

  await page.getByLabel('Current password').fill('wrong-password-1');
  await page.getByLabel('New password', { exact: true }).fill('Ny-Adgang-Fjord-27');
  await page.getByLabel('Repeat new password').fill('Ny-Adgang-Fjord-27');
  await page.getByLabel('Repeat new password').fill('Ny-Adgang-Fjord-28');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Repeat new password')).toBeFocused();
  await expect(page.getByLabel('Repeat new password')).toHaveAccessibleDescription(/^The two passwords do not match\./);
  await page.getByLabel('Repeat new password').fill('Ny-Adgang-Fjord-27');
  await page.getByRole('button', { name: 'Change password' }).click();
  // The server's verdict lands on the field it is about.
  await expect(page.getByLabel('Current password')).toBeFocused();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('The current password is incorrect.');
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await header(page)
    .getByRole('button', { name: /Noah B\. Jensen/ })
    .click();
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signInAt(page, '/en-DK/konto/personlig-info', email, 'Ny-Adgang-Fjord-27');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByLabel('Enter your password to confirm that you want to delete your account.').fill('Ny-Adgang-Fjord-27');
  await page.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeFocused();
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Only the outcome: none of the deleted account's forms, nor its address.
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(email)).toHaveCount(0);

  // Gone for good: the old password no longer signs in.
  await page.goto('/en-DK/om-os?auth=login');
  await dialog(page).getByLabel('E-mail').fill(email);
  await dialog(page).getByLabel('Password').fill('Ny-Adgang-Fjord-27');
  await dialog(page).locator('form [type=submit]').click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Incorrect e-mail or password.');
});

test('a member of a company account cannot delete it, and is told why', async ({ page }) => {
  await signInAt(page, '/konto/personlig-info', 'udlejer@hjemly.dk', DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Slet min konto' }).click();
  await page.getByLabel('Skriv din adgangskode for at bekræfte, at du vil slette din konto.').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ja, slet min konto' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Du kan ikke slette en konto, der er en del af en virksomhedskonto.' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Navn', { exact: true })).toHaveValue('Demo Udlejer');
});

test('with active applications the account cannot be deleted, and the refusal links to them', async ({ page }) => {
  await signInAt(page, '/konto/personlig-info');
  await page.getByRole('button', { name: 'Slet min konto' }).click();
  await page.getByLabel('Skriv din adgangskode for at bekræfte, at du vil slette din konto.').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ja, slet min konto' }).click();
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'Du kan ikke slette din konto, mens du har aktive ansøgninger. Annullér dem først.' });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('link', { name: 'Gå til dine ansøgninger' }).click();
  await expect(page).toHaveURL(/\/anmodninger$/);
});

test('a wrong password never deletes, and the e-mail change asks for the password too', async ({ page }) => {
  await signInAt(page, '/konto/personlig-info', 'udlejer@hjemly.dk', DEMO_PASSWORD);
  await page.getByLabel('Ny e-mailadresse').fill('nyt-navn@example.com');
  await page.getByLabel('Din adgangskode').fill('forkert-kode-123');
  await page.getByRole('button', { name: 'Skift e-mailadresse' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Adgangskoden er forkert.' })).toBeVisible();
  await expect(page.getByText('Din e-mailadresse er udlejer@hjemly.dk.')).toBeVisible();
});

test('a deactivated user cannot reach the account pages', async ({ page }) => {
  await page.goto('/konto/personlig-info?auth=login');
  await dialog(page).getByLabel('E-mail').fill('deaktiveret@hjemly.dk');
  await dialog(page).getByLabel('Adgangskode').fill(DEMO_PASSWORD);
  await dialog(page).locator('form [type=submit]').click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Din bruger er deaktiveret. Kontakt support');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Log ind for at se denne side.')).toBeVisible();
  const api = await page.request.get('/api/account/personal-info');
  expect(api.status()).toBe(401);
});

test('feedback: refused when too short, then sent, confirmed and mailed to the team', async ({ page }) => {
  await page.goto('/feedback?side=/soeg');
  await expect(page.getByLabel('Hvilken side handler det om? (valgfri)')).toHaveValue('/soeg');
  await page.getByLabel('Hvad vil du fortælle os?').fill('Kort');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Skriv mindst 10 tegn.')).toBeVisible();
  const message = `Filtrene på søgesiden er gode – e2e ${Date.now()}`;
  await page.getByLabel('Hvad vil du fortælle os?').fill(message);
  await page.getByLabel('Din e-mail (valgfri)').fill('ole@example.com');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('status')).toContainText('Tak for din feedback');
  await expect(page.getByRole('status')).toContainText('Vi svarer dig på ole@example.com');

  await page.goto('/dev/outbox');
  await expect(page.locator('article').filter({ hasText: message }).first()).toBeVisible();
});
