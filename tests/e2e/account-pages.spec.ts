import { expect, test } from './support/test';
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
  // Written day first, whatever the browser's language; a day that does not exist is refused on save.
  const moveIn = page.getByLabel('Ønsket indflytningsdato');
  await expect(moveIn).toHaveAttribute('placeholder', 'dd-mm-åååå');
  await moveIn.fill('31-02-2027');
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
  await expect(moveIn).toBeFocused();
  await expect(moveIn).toHaveAttribute('aria-invalid', 'true');
  await expect(moveIn).toHaveAccessibleDescription('Skriv en gyldig dato. Skriv dag, måned og år, fx 01-12-2026.');
  await moveIn.fill('01-03-2027');
  await expect(moveIn).not.toHaveAttribute('aria-invalid');

  await page.getByRole('button', { name: 'Gem profil' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gemt' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Antal voksne')).toHaveValue('2');
  await expect(page.getByLabel('Antal børn')).toHaveValue('1');
  await expect(page.getByLabel('Jeg har husdyr')).toBeChecked();
  await expect(page.getByLabel('Beskæftigelse')).toHaveValue('student');
  await expect(page.getByLabel(/Husstandens samlede månedlige indkomst/)).toHaveValue('20to30k');
  await expect(page.getByLabel('Ønsket indflytningsdato')).toHaveValue('01-03-2027');
  await expect(page.getByLabel('Om mig')).toHaveValue('Rolig studerende med en kat.');
});

test('the notifications page offers the mails that are sent, and keeps what the person chose', async ({ page }) => {
  await signInAt(page, '/konto');
  await page.getByRole('link', { name: /Notifikationer/ }).click();
  await expect(page).toHaveURL(/\/konto\/notifikationer$/);
  // Only kinds some code sends are offered: answers to applications, offers, viewings, search alerts and messages.
  const updates = page.getByLabel('Nyt om mine ansøgninger (set, afvist, trukket tilbage)');
  await expect(updates).toBeChecked();
  const offered = [
    'Nyt om mine ansøgninger (set, afvist, trukket tilbage)',
    'Tilbud om boliger',
    'Invitationer til fremvisning',
    'Nye boliger, der passer til mine gemte søgninger',
    'Nye beskeder i mine samtaler',
  ];
  for (const name of offered) await expect(page.getByRole('switch', { name })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(offered.length);
  await updates.uncheck();
  await page.getByRole('button', { name: 'Gem indstillinger' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gemt' })).toBeVisible();
  await page.reload();
  await expect(updates).not.toBeChecked();
  await updates.check();
  await page.getByRole('button', { name: 'Gem indstillinger' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gemt' })).toBeVisible();

  await page.goto('/en-DK/konto/notifikationer');
  await expect(page.getByLabel('Updates on my applications (seen, declined, withdrawn)')).toBeChecked();
});

test('the overview and the English profile page render for a signed-in user', async ({ page }) => {
  await signInAt(page, '/konto');
  await expect(page.getByText(`Logget ind som ${DEMO_EMAIL}`)).toBeVisible();
  await page.getByRole('link', { name: /Ansøgerprofil/ }).click();
  await expect(page).toHaveURL(/\/konto\/profil$/);

  await page.goto('/en-DK/konto/profil');
  await expect(page.getByLabel('Number of adults')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
  // The English page writes dates day first too, not the browser's mm/dd/yyyy.
  const moveIn = page.getByLabel('Preferred move-in date');
  await expect(moveIn).toHaveAttribute('type', 'text');
  await expect(moveIn).toHaveAttribute('placeholder', 'dd-mm-yyyy');
  await expect(moveIn).toHaveAccessibleDescription('Day, month and year, e.g. 01-12-2026.');
  await moveIn.fill('5.3.2027');
  await expect(moveIn).toHaveValue('05-03-2027');
});

test('signed out, the profile page asks the visitor to sign in', async ({ page }) => {
  await page.goto('/konto/profil');
  await expect(page.getByRole('status').filter({ hasText: /Log ind/ })).toBeVisible();
  await expect(page.getByLabel('Antal voksne')).toHaveCount(0);
});
