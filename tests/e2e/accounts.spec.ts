import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { E2E_ORIGIN } from './support/consent';
import { fixtures } from './support/fixtures';

const DEMO_PASSWORD = 'Hjemly-demo-2026';

const header = (page: Page) => page.getByTestId('auth-slot');
const dialog = (page: Page) => page.getByRole('dialog');

async function signIn(page: Page, email: string, password: string) {
  await dialog(page).getByLabel('E-mail').fill(email);
  await dialog(page).getByLabel('Adgangskode').fill(password);
  // The form's own button: the tab above it has the same name.
  await dialog(page).locator('form [type=submit]').click();
}

test('sign up, verify through the outbox mail, sign in, open the account and sign out', async ({ page }) => {
  test.slow(); // a whole journey: sign-up, the outbox, verification, sign-out and in again
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto('/om-os?auth=signup');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText('Opret profil');
  // Sent empty: each field says what it needs (read before its hint), and focus goes to the first.
  await dialog(page).locator('[type=submit]').click();
  await expect(dialog(page).getByLabel('Navn')).toBeFocused();
  await expect(dialog(page).getByLabel('Navn')).toHaveAccessibleDescription('Skriv dit navn.');
  await expect(dialog(page).getByLabel('E-mail')).toHaveAccessibleDescription('Skriv en gyldig e-mailadresse.');
  await expect(dialog(page).getByLabel('Adgangskode')).toHaveAccessibleDescription(
    'Adgangskoden skal være på mindst 8 tegn. Mindst 8 tegn.',
  );
  await expect(dialog(page).getByLabel('Navn')).toHaveAttribute('aria-invalid', 'true');
  // The terms: unticked, required, linked (in a new tab, so the form stays), and refused unticked.
  const terms = dialog(page).getByRole('checkbox', { name: /^Jeg accepterer vilkårene .*og privatlivspolitikken/ });
  await expect(terms).not.toBeChecked();
  await expect(terms).toHaveAttribute('required', '');
  await expect(terms).toHaveAccessibleDescription('Du skal acceptere vilkårene for at oprette en profil.');
  await expect(dialog(page).getByRole('link', { name: /^vilkårene/ })).toHaveAttribute('href', '/vilkaar');
  await expect(dialog(page).getByRole('link', { name: /^privatlivspolitikken/ })).toHaveAttribute('href', '/privatliv');
  await expect(dialog(page).getByRole('link', { name: /^vilkårene/ })).toHaveAttribute('target', '_blank');
  await dialog(page).getByLabel('Navn').fill('Ea Testesen');
  // Fixed fields stop being marked as the person types.
  await expect(dialog(page).getByLabel('Navn')).not.toHaveAttribute('aria-invalid', 'true');
  await dialog(page).getByLabel('E-mail').fill(email);
  await dialog(page).getByLabel('Adgangskode').fill('password');
  await dialog(page).locator('[type=submit]').click();
  await expect(dialog(page).getByLabel('Adgangskode')).toBeFocused();
  await expect(dialog(page).getByLabel('Adgangskode')).toHaveAccessibleDescription(/^Adgangskoden er for almindelig\. Vælg en anden\./);
  await dialog(page).getByLabel('Adgangskode').fill('Fjord-og-hav-2026');
  await terms.check();
  await expect(terms).not.toHaveAttribute('aria-invalid', 'true');
  await dialog(page).locator('[type=submit]').click();
  await expect(dialog(page).getByText(`Vi har sendt en e-mail til ${email}.`)).toBeVisible();

  // No mail server here: the message leads to the outbox, narrowed to the new address.
  await dialog(page).getByRole('link', { name: 'udbakken' }).click();
  await expect(page).toHaveURL(/\/dev\/outbox\?to=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Udbakke');
  await expect(page.locator('article')).toHaveCount(1);
  const mail = page.locator(`article[data-to="${email}"]`).first();
  const link = mail.getByRole('link', { name: /verify-email/ });
  const href = await link.getAttribute('href');
  expect(href).toContain('callbackURL=%2Fom-os');
  // The verification link signs the new user in and returns to the page of the sign-up.
  await link.click();
  await expect(page.getByRole('status').filter({ hasText: 'Din e-mail er bekræftet. Du er logget ind.' })).toBeVisible();
  await expect(page).toHaveURL(/\/om-os$/);
  await expect(header(page).getByRole('button', { name: /Ea Testesen/ })).toBeVisible();
  await header(page)
    .getByRole('button', { name: /Ea Testesen/ })
    .click();
  await header(page).getByRole('button', { name: 'Log ud' }).click();

  await header(page).getByRole('button', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(/\/om-os\?auth=login$/);
  await signIn(page, email, 'Fjord-og-hav-2026');
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/om-os$/);

  const menuButton = header(page).getByRole('button', { name: /Ea Testesen/ });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await header(page).getByRole('link', { name: 'Min konto' }).click();
  await expect(page).toHaveURL(/\/konto$/);

  await header(page)
    .getByRole('button', { name: /Ea Testesen/ })
    .click();
  await header(page).getByRole('button', { name: 'Log ud' }).click();
  await expect(header(page).getByRole('button', { name: 'Log ind' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Opret profil' })).toBeVisible();
});

test('in English the verification link says the address is confirmed, and a spent link says so', async ({ page }) => {
  test.slow(); // a sign-up, the outbox and two verification links
  const email = `e2e-en-${Date.now()}@example.com`;
  // The return address the sign-up form sends from /en-DK/om-os.
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: E2E_ORIGIN, 'accept-language': 'en-DK' },
    data: { name: 'Ed Tester', email, password: 'Fjord-og-hav-2026', acceptTerms: true, callbackURL: '/en-DK/om-os?verified=1' },
  });
  expect(signedUp.status()).toBe(200);
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const href = (await page
    .locator(`article[data-to="${email}"]`)
    .first()
    .getByRole('link', { name: /verify-email/ })
    .getAttribute('href'))!;
  await page.goto(href);
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail is confirmed. You are signed in.' })).toBeVisible();
  await expect(page).toHaveURL(/\/en-DK\/om-os$/);

  await page.goto(`/api/auth/verify-email?token=spent&callbackURL=${encodeURIComponent('/en-DK/om-os?verified=1')}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The link is invalid or has expired. Sign in, and we will send you a new one.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/en-DK\/om-os$/);
});

test('the demo user signs in from a home and stays on it', async ({ page }) => {
  await page.goto(`/bolig/${fixtures.property}?auth=login`);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel('E-mail')).toBeFocused();
  await signIn(page, 'demo@hjemly.dk', DEMO_PASSWORD);
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/bolig/${fixtures.property}$`));
  await expect(header(page).getByRole('button', { name: /Demo Lejer/ })).toBeVisible();
});

test('a deactivated user is told to contact support, and led there', async ({ page }) => {
  await page.goto('/?auth=login');
  await signIn(page, 'deaktiveret@hjemly.dk', DEMO_PASSWORD);
  await expect(dialog(page).getByRole('alert')).toHaveText('Din bruger er deaktiveret. Kontakt support');
  await expect(header(page).getByRole('button', { name: 'Log ind' })).toBeVisible();
  await dialog(page).getByRole('alert').getByRole('link', { name: 'Kontakt support' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByLabel('Hvad vil du fortælle os?')).toBeVisible();
});

test('a wrong password is an error, and Escape closes the dialog without the parameter', async ({ page }) => {
  await page.goto('/lejebolig?auth=login');
  // An address that is no address is refused before any request, on the field, which gets focus.
  await signIn(page, 'demo@hjemly', '');
  await expect(dialog(page).getByLabel('E-mail')).toBeFocused();
  await expect(dialog(page).getByLabel('E-mail')).toHaveAccessibleDescription('Skriv en gyldig e-mailadresse.');
  await expect(dialog(page).getByLabel('Adgangskode')).toHaveAccessibleDescription('Skriv din adgangskode.');
  await expect(dialog(page).getByRole('alert')).toHaveCount(0);
  await signIn(page, 'demo@hjemly.dk', 'Forkert-kode-2026');
  await expect(dialog(page).getByRole('alert')).toHaveText('Forkert e-mail eller adgangskode.');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/lejebolig$/);
});

test('the forgotten-password form answers the same for any address', async ({ page }) => {
  await page.goto('/?auth=login');
  await dialog(page).getByRole('button', { name: 'Glemt adgangskode?' }).click();
  await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText('Nulstil adgangskode');
  await dialog(page).getByLabel('E-mail').fill(`nobody-${Date.now()}@example.com`);
  await dialog(page).getByRole('button', { name: 'Send link' }).click();
  await expect(dialog(page).getByRole('status')).toHaveText(
    'Hvis e-mailen hører til en profil, har vi sendt et link til at nulstille adgangskoden.',
  );
});

test('the dialog is in English on English pages', async ({ page }) => {
  await page.goto('/en-DK/?auth=login');
  await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText('Sign in');
  await expect(dialog(page).getByLabel('Password')).toBeVisible();
  await dialog(page).locator('form [type=submit]').click();
  await expect(dialog(page).getByLabel('E-mail')).toBeFocused();
  await expect(dialog(page).getByLabel('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address.');
  await expect(dialog(page).getByLabel('Password')).toHaveAccessibleDescription('Enter your password.');
  await dialog(page).getByRole('button', { name: 'Create account' }).click();
  await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText('Create account');
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/en-DK\/?$/);
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the open dialog has no serious accessibility violations', async ({ page }) => {
  await page.goto('/?auth=signup');
  await expect(dialog(page)).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
