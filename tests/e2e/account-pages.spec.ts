import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, signInAt } from './support/auth';

test('the demo user fills the applicant profile, saves it and finds it after a reload', async ({ page }) => {
  await signInAt(page, '/konto/profil');
  // The page renders again with the session: the form replaces "sign in required".
  const adults = page.getByLabel('Antal voksne');
  await expect(adults).toBeVisible();

  await adults.fill('2');
  await page.getByLabel('Antal børn').fill('1');
  await page.getByLabel('Jeg har husdyr').check();
  await page.getByLabel('Beskæftigelse').selectOption('student');
  await page.getByLabel(/Husstandens samlede månedlige indkomst/).selectOption('20to30k');
  await page.getByLabel('Ønsket indflytningsdato').fill('2027-03-01');
  await page.getByLabel('Om mig').fill('Rolig studerende med en kat.');

  // Client-side validation with the shared schema: 11 adults is refused before any request, on the
  // field, which gets focus; so is an empty count.
  await adults.fill('11');
  await page.getByLabel('Antal børn').fill('');
  await page.getByRole('button', { name: 'Gem profil' }).click();
  await expect(adults).toBeFocused();
  await expect(adults).toHaveAccessibleDescription('Antal voksne skal være mellem 1 og 10.');
  await expect(page.getByLabel('Antal børn')).toHaveAccessibleDescription('Antal børn skal være mellem 0 og 10.');
  await expect(page.getByRole('status').filter({ hasText: 'Gemt' })).toHaveCount(0);
  await adults.fill('2');
  await page.getByLabel('Antal børn').fill('1');

  await page.getByRole('button', { name: 'Gem profil' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gemt' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Antal voksne')).toHaveValue('2');
  await expect(page.getByLabel('Antal børn')).toHaveValue('1');
  await expect(page.getByLabel('Jeg har husdyr')).toBeChecked();
  await expect(page.getByLabel('Beskæftigelse')).toHaveValue('student');
  await expect(page.getByLabel(/Husstandens samlede månedlige indkomst/)).toHaveValue('20to30k');
  await expect(page.getByLabel('Ønsket indflytningsdato')).toHaveValue('2027-03-01');
  await expect(page.getByLabel('Om mig')).toHaveValue('Rolig studerende med en kat.');
});

test('no mail can be switched off yet: the notifications page is not there, and the overview does not offer it', async ({ page }) => {
  await signInAt(page, '/konto');
  await expect(page.getByRole('link', { name: /Ansøgerprofil/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Notifikationer/ })).toHaveCount(0);
  for (const path of ['/konto/notifikationer', '/en-DK/konto/notifikationer']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
  }
});

test('the overview and the English profile page render for a signed-in user', async ({ page }) => {
  await signInAt(page, '/konto');
  await expect(page.getByText(`Logget ind som ${DEMO_EMAIL}`)).toBeVisible();
  await page.getByRole('link', { name: /Ansøgerprofil/ }).click();
  await expect(page).toHaveURL(/\/konto\/profil$/);

  await page.goto('/en-DK/konto/profil');
  await expect(page.getByLabel('Number of adults')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
});

test('signed out, the profile page asks the visitor to sign in', async ({ page }) => {
  await page.goto('/konto/profil');
  await expect(page.getByRole('status').filter({ hasText: /Log ind/ })).toBeVisible();
  await expect(page.getByLabel('Antal voksne')).toHaveCount(0);
});
