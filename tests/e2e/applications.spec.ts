import { expect, test, type Page } from './support/test';
import { fixtures, type ApplyHome } from './support/fixtures';
import { expectNoSeriousAxeViolations } from './support/axe';

const DEMO = { email: 'demo@hjemly.dk', password: 'Hjemly-demo-2026', name: 'Demo Lejer', phone: '+45 20 30 40 50' };

const locales = [
  {
    prefix: '',
    apply: 'Ansøg om boligen',
    name: 'Navn',
    phone: 'Telefon',
    message: 'Besked til udlejer',
    send: 'Send ansøgning',
    sent: 'Din ansøgning er sendt',
    seeAll: 'Se dine ansøgninger',
    statusSent: 'Sendt',
    withdraw: 'Træk ansøgningen tilbage',
    confirmWithdraw: 'Ja, træk tilbage',
    withdrawn: 'Ansøgningen er trukket tilbage.',
    statusWithdrawn: 'Trukket tilbage',
    inactive: /^Inaktive/,
    heading: 'Ansøgning om',
  },
  {
    prefix: '/en-DK',
    apply: 'Apply for this home',
    name: 'Name',
    phone: 'Phone',
    message: 'Message to the landlord',
    send: 'Send application',
    sent: 'Your application has been sent',
    seeAll: 'See your applications',
    statusSent: 'Sent',
    withdraw: 'Withdraw the application',
    confirmWithdraw: 'Yes, withdraw',
    withdrawn: 'The application has been withdrawn.',
    statusWithdrawn: 'Withdrawn',
    inactive: /^Inactive/,
    heading: 'Application for',
  },
];

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

async function signIn(page: Page, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}auth=login`);
  await fillSignIn(page);
}

async function fillSignIn(page: Page) {
  const auth = page.getByRole('dialog', { name: /^(Log ind|Sign in)$/ });
  await expect(auth).toBeVisible();
  await auth.getByLabel('E-mail').fill(DEMO.email);
  await auth.getByLabel(/^(Adgangskode|Password)$/).fill(DEMO.password);
  await auth.locator('form [type=submit]').click();
  await expect(auth).toBeHidden();
}

/** Search by the street, as a person would, and open the home from the results. */
async function findHome(page: Page, prefix: string, home: ApplyHome) {
  await page.goto(`${prefix}/soeg?q=${encodeURIComponent(home.street)}`);
  await page.getByTestId('results').locator(`a[href$="/bolig/${home.slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/bolig/${home.slug}$`));
}

locales.forEach((l, index) => {
  test(`the demo user finds a home, applies in the modal, follows and withdraws the application (${l.prefix || 'da-DK'})`, async ({
    page,
  }) => {
    // Sign-in, search, the modal twice, axe, sending, the overview and withdrawing: ~30 s on a 2-core CI machine.
    test.slow();
    const home = fixtures.applyHomes[index];
    await signIn(page, `${l.prefix}/anmodninger`);
    await findHome(page, l.prefix, home);

    // Escape closes the modal and returns to the home's own address.
    await page.getByRole('link', { name: l.apply }).click();
    await expect(page).toHaveURL(new RegExp(`/bolig/${home.slug}/anmod$`));
    await expect(dialog(page, l.apply)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page, l.apply)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/bolig/${home.slug}$`));

    await page.getByRole('link', { name: l.apply }).click();
    const modal = dialog(page, l.apply);
    // Prefilled from the account.
    await expect(modal.getByLabel(l.name)).toHaveValue(DEMO.name);
    await expect(modal.getByLabel('E-mail')).toHaveValue(DEMO.email);
    await expect(modal.getByLabel(l.phone)).toHaveValue(DEMO.phone);
    await modal.getByLabel(l.message).fill('Jeg er rolig og kan flytte ind til næste måned.');
    await expectNoSeriousAxeViolations(page);
    await modal.getByRole('button', { name: l.send }).dblclick();
    await expect(modal.getByRole('status').filter({ hasText: l.sent })).toBeVisible();

    await modal.getByRole('link', { name: l.seeAll }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/anmodninger$`));
    // One application for the home, however many clicks.
    const entry = page.getByRole('article').filter({ hasText: home.street });
    await expect(entry).toHaveCount(1);
    await expect(entry.locator('.badge')).toHaveText(new RegExp(`${l.statusSent}$`));
    await expectNoSeriousAxeViolations(page);

    await entry.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(l.heading);
    await page.getByRole('button', { name: l.withdraw }).click();
    await dialog(page, new RegExp(`^${l.withdraw.split(' ')[0]}`))
      .getByRole('button', { name: l.confirmWithdraw })
      .click();
    await expect(page.getByRole('status').filter({ hasText: l.withdrawn })).toBeVisible();
    await expect(page.getByRole('main').locator('.badge')).toHaveText(new RegExp(`${l.statusWithdrawn}$`));
    await expect(page.getByRole('button', { name: l.withdraw })).toHaveCount(0);

    await page.goto(`${l.prefix}/anmodninger?status=inactive`);
    await expect(page.getByRole('link', { name: l.inactive })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article').filter({ hasText: home.street })).toHaveCount(1);
  });
});

test('an external application tells the applicant that the company replies by e-mail or phone', async ({ page }) => {
  const home = fixtures.externalApplyHome;
  await signIn(page, `/bolig/${home.slug}/anmod`);
  // Loaded directly, the apply page shows the form itself, prefilled once signed in.
  await expect(page.getByLabel('Navn')).toHaveValue(DEMO.name);
  await expect(page.getByText('Udlejer behandler ansøgningen selv')).toBeVisible();
  await page.getByRole('button', { name: 'Send ansøgning' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Din ansøgning er sendt' });
  await expect(done).toBeVisible();
  await expect(done).toContainText(`${home.company} svarer dig på e-mail eller telefon`);

  await page.getByRole('link', { name: 'Se din ansøgning' }).click();
  await expect(page.getByText('Ekstern ansøgning')).toBeVisible();
  await expect(page.getByText(`Du får svar fra ${home.company} på e-mail eller telefon.`)).toBeVisible();
});

test('signing in inside the apply flow keeps what was typed', async ({ page }) => {
  const home = fixtures.applyHomes[2];
  await page.goto(`/bolig/${home.slug}`);
  await page.getByRole('link', { name: 'Ansøg om boligen' }).click();
  const modal = dialog(page, 'Ansøg om boligen');
  await modal.getByLabel('Besked til udlejer').fill('Skrevet før jeg loggede ind.');
  await modal.getByRole('button', { name: 'Log ind for at ansøge om boligen' }).click();
  await fillSignIn(page);

  await expect(page).toHaveURL(new RegExp(`/bolig/${home.slug}/anmod$`));
  await expect(page.getByLabel('Besked til udlejer')).toHaveValue('Skrevet før jeg loggede ind.');
  await expect(page.getByLabel('Navn')).toHaveValue(DEMO.name);
  await page.getByLabel('Telefon').fill('12');
  await page.getByRole('button', { name: 'Send ansøgning' }).click();
  // The shared schema refuses it in the browser, next to the field.
  await expect(page.getByText('Indtast et gyldigt telefonnummer')).toBeVisible();
  await expect(page.getByLabel('Telefon')).toBeFocused();
});

test('another person cannot open an application, and a signed-out visitor is asked to sign in', async ({ page }) => {
  await page.goto('/anmodninger');
  await expect(page.getByRole('status').filter({ hasText: /Log ind/ })).toBeVisible();
  const response = await page.goto('/anmodning/00000000-0000-4000-8000-000000000000');
  // Signed out: the sign-in request, never someone's data.
  expect(response?.status()).toBe(200);
  await signIn(page, '/anmodninger');
  const missing = await page.goto('/anmodning/00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
});
