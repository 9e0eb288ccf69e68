import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { DEMO_EMAIL, signInAt } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { E2E_ORIGIN } from './support/consent';
import { providerApi } from './support/provider-api';

/*
 * The conversation on the record: a tenant writes from their application, the landlord reads it in
 * the console's inbox and answers with a message the scam guard flags, and the tenant sees the
 * warning beside it — in both languages, on a phone's width, and without JavaScript.
 */

const inboxTab = (page: Page) =>
  page.getByRole('navigation', { name: /^(Virksomhedskonsol|Company console)$/ }).getByRole('link', { name: 'Beskeder', exact: true });

/** No sideways scrolling at a phone's width. */
async function expectFitsPhone(browser: Browser, tenant: BrowserContext, path: string) {
  const phone = await browser.newContext({
    baseURL: E2E_ORIGIN,
    viewport: { width: 390, height: 844 },
    storageState: await tenant.storageState(),
  });
  const page = await phone.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
}

test('a tenant writes from the application, the landlord answers in the console, and the tenant is warned of a scam', async ({
  browser,
  request,
}) => {
  // Two people, a key, API writes, an application and four messages: about a minute on the CI machine.
  test.slow();
  const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  const api = await providerApi(landlord, request, 'Beskeder');
  const group = `MSG-${Date.now()}`;
  expect((await api.put(`/groups/${group}`, { name: `Beskedhusene ${group}`, street: 'Beskedvej 9', postcode: '8000' })).status()).toBe(
    201,
  );
  const homeWrite = await api.put(`/groups/${group}/homes/1`, { floorDoor: '2. tv.', rooms: 2, sizeM2: 60, monthlyRent: 9000 });
  expect(homeWrite.status()).toBe(201);
  const slug = (await homeWrite.json()).homes[0].slug as string;
  expect((await api.put(`/groups/${group}/status`, { status: 'SHAREABLE' })).status()).toBe(200);

  // The tenant applies and writes from the application's page.
  const tenantContext = await browser.newContext({ locale: 'da-DK' });
  const tenant = await tenantContext.newPage();
  await signInAt(tenant, '/anmodninger', DEMO_EMAIL);
  await tenant.goto(`/bolig/${slug}/anmod`);
  await expect(tenant.getByLabel('Navn')).toHaveValue('Demo Lejer');
  await tenant.getByRole('button', { name: 'Send ansøgning' }).click();
  await expect(tenant.getByRole('status').filter({ hasText: 'Din ansøgning er sendt' })).toBeVisible({ timeout: 15_000 });
  const list = (await (await tenant.request.get('/api/applications?status=active')).json()) as {
    items: { id: string; property: { slug: string } }[];
  };
  const applicationId = list.items.find((item) => item.property.slug === slug)!.id;

  await tenant.goto(`/anmodning/${applicationId}`);
  await expect(tenant.getByText('Ingen har skrevet endnu.')).toBeVisible();
  // An empty message is refused in the form's words, before anything is sent.
  await tenant.getByRole('button', { name: 'Send besked' }).click();
  await expect(tenant.getByLabel('Ny besked')).toHaveAccessibleDescription(/Skriv en besked\./);
  await tenant.getByLabel('Ny besked').fill('Hej! Kan jeg se boligen på lørdag? Se https://hjemly.dk/hjaelp');
  await tenant.getByRole('button', { name: 'Send besked' }).click();
  const thread = tenant.locator('#beskeder ol');
  await expect(thread.getByText('Kan jeg se boligen på lørdag?')).toBeVisible();
  await expect(thread.getByRole('link', { name: 'https://hjemly.dk/hjaelp' })).toHaveAttribute('rel', 'nofollow ugc noopener');
  await expectNoSeriousAxeViolations(tenant);

  // The landlord finds it unread at the top of the inbox, reads it and answers.
  await landlord.goto('/konto/virksomhed');
  await inboxTab(landlord).click();
  await expect(landlord).toHaveURL(/\/konto\/virksomhed\/beskeder$/);
  const row = landlord.getByRole('row').filter({ hasText: 'Beskedvej 9' });
  await expect(row).toContainText('1 ulæst');
  await expect(row).toContainText('Demo Lejer');
  await expectNoSeriousAxeViolations(landlord);
  await row.getByRole('link').first().click();
  await expect(landlord.getByText('Kan jeg se boligen på lørdag?')).toBeVisible();
  await landlord.getByLabel('Ny besked').fill('Ja, kl. 11. Send depositum på MobilePay 22 33 44 55 før fremvisningen.');
  await landlord.getByRole('button', { name: 'Send besked' }).click();
  await expect(landlord.getByText('Send depositum på MobilePay')).toBeVisible();
  // The owner sees the message flagged.
  await expect(landlord.getByText('Markeret af svindelfilteret')).toBeVisible();
  await expectNoSeriousAxeViolations(landlord);
  await landlord.goto('/en-DK/konto/virksomhed/beskeder');
  await expect(landlord.getByRole('row').filter({ hasText: 'Beskedvej 9' })).toContainText('Flagged');
  await expectNoSeriousAxeViolations(landlord);

  // The tenant reads the answer with the warning beside it, in both languages, and the landlord's read receipt.
  await tenant.goto(`/anmodning/${applicationId}`);
  await expect(tenant.getByText('Send depositum på MobilePay')).toBeVisible();
  await expect(tenant.getByRole('note')).toContainText('Pas på: betal aldrig uden om Hjemly');
  await expect(tenant.locator('#beskeder')).toContainText('Læst af udlejeren');
  await tenant.goto(`/en-DK/anmodning/${applicationId}`);
  await expect(tenant.getByRole('note')).toContainText('Careful: never pay outside Hjemly');
  await expectNoSeriousAxeViolations(tenant);

  // Their list of conversations, linked from /konto, in both languages and on a phone.
  await tenant.goto('/konto/beskeder');
  await expect(tenant.getByRole('listitem').filter({ hasText: 'Beskedvej 9' })).toBeVisible();
  await expectNoSeriousAxeViolations(tenant);
  await tenant.goto('/en-DK/konto/beskeder');
  await expect(tenant.getByRole('link', { name: 'Open the conversation' }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(tenant);
  await expectFitsPhone(browser, tenantContext, `/anmodning/${applicationId}`);
  await expectFitsPhone(browser, tenantContext, '/konto/beskeder');

  // Without JavaScript the form posts itself and the page comes back with the message.
  const plain = await browser.newContext({
    baseURL: E2E_ORIGIN,
    javaScriptEnabled: false,
    storageState: await tenantContext.storageState(),
  });
  const plainPage = await plain.newPage();
  await plainPage.goto(`/anmodning/${applicationId}`);
  await plainPage.getByLabel('Ny besked').fill('Tak, så kommer jeg kl. 11.');
  await plainPage.getByRole('button', { name: 'Send besked' }).click();
  await expect(plainPage).toHaveURL(new RegExp(`/anmodning/${applicationId}$`));
  await expect(plainPage.getByText('Tak, så kommer jeg kl. 11.')).toBeVisible();
  // And withdraws it: it stays in its place as withdrawn.
  await plainPage
    .locator('#beskeder li')
    .filter({ hasText: 'Tak, så kommer jeg kl. 11.' })
    .getByRole('button', { name: 'Træk tilbage' })
    .click();
  await expect(plainPage.getByText(/^Beskeden er trukket tilbage/)).toBeVisible();
  await expect(plainPage.getByText('Tak, så kommer jeg kl. 11.')).toBeHidden();
  await plain.close();

  // The landlord's owner heard of the tenant's first message by mail, with the way into the conversation.
  await landlord.goto('/dev/outbox?to=udlejer%40hjemly.dk');
  await expect(landlord.locator('article').filter({ hasText: 'Ny besked fra Demo Lejer' }).first()).toBeVisible();
});
