import { expect, test, type Page } from './support/test';
import { DEMO_EMAIL, signInAt } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';

const LANDLORD = 'udlejer@hjemly.dk';

/** A tab of the console's own navigation (the site header has links of the same names). */
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: /^(Virksomhedskonsol|Company console)$/ }).getByRole('link', { name, exact: true });

test('a landlord makes an API key in the console, publishes a home with it, and answers the application that arrives', async ({
  browser,
  request,
}) => {
  // Two people, a key, three API writes, an application and its answer: ~40 s on a 2-core CI machine.
  test.slow();
  const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  await signInAt(landlord, '/konto', LANDLORD);
  await landlord.getByRole('link', { name: /Virksomhedskonsol/ }).click();
  await expect(landlord).toHaveURL(/\/konto\/virksomhed$/);
  await expect(landlord.getByRole('heading', { name: 'Ejendomme og boliger' })).toBeVisible();
  await expectNoSeriousAxeViolations(landlord);

  // The key: made once, shown once.
  await tab(landlord, 'API-nøgler').click();
  await landlord.getByRole('button', { name: 'Lav nøgle' }).click();
  await expect(landlord.getByLabel('Navn')).toBeFocused();
  await expect(landlord.getByLabel('Navn')).toHaveAccessibleDescription(/Giv nøglen et navn/);
  const keyName = `E2E ${Date.now()}`;
  await landlord.getByLabel('Navn').fill(keyName);
  await landlord.getByRole('button', { name: 'Lav nøgle' }).click();
  const secret = (await landlord.getByTestId('new-api-key').textContent())!.trim();
  expect(secret).toMatch(/^hjm_/);
  await expect(landlord.getByRole('row', { name: new RegExp(keyName) })).toContainText('Aktiv');
  await expectNoSeriousAxeViolations(landlord);

  // The CRM: a group, a home, published.
  const group = `E2E-${Date.now()}`;
  const write = (path: string, data: unknown) =>
    request.put(`/api/provider/v1${path}`, {
      headers: { authorization: `Bearer ${secret}`, 'idempotency-key': `${group}${path}` },
      data,
    });
  expect((await write(`/groups/${group}`, { name: `Kajhusene ${group}`, street: 'Kajgade 4', postcode: '8000' })).status()).toBe(201);
  const homeWrite = await write(`/groups/${group}/homes/1`, { floorDoor: '3. th.', rooms: 2, sizeM2: 64, monthlyRent: 9800 });
  expect(homeWrite.status()).toBe(201);
  const slug = (await homeWrite.json()).homes[0].slug as string;
  // Shareable, not published: the home is reached by its link and stays out of the lists and counts other
  // tests check for this company (it is the white-label host's).
  expect((await write(`/groups/${group}/status`, { status: 'SHAREABLE' })).status()).toBe(200);

  // A tenant finds it and applies.
  const tenant = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  await signInAt(tenant, '/anmodninger', DEMO_EMAIL);
  await tenant.goto(`/bolig/${slug}/anmod`);
  // The form is filled from the account once the session is known.
  await expect(tenant.getByLabel('Navn')).toHaveValue('Demo Lejer');
  await tenant.getByRole('button', { name: 'Send ansøgning' }).click();
  await expect(tenant.getByRole('status').filter({ hasText: 'Din ansøgning er sendt' })).toBeVisible({ timeout: 15_000 });

  // The landlord opens it, filtered to the home, and declines it with a message.
  await tab(landlord, 'Ansøgninger').click();
  // Every home reads differently in the picker: floor and door, and the landlord's own reference (the
  // seeded houses of a group share one street number and have no floor).
  const picker = landlord.getByLabel('Bolig');
  await expect(picker.locator(`option[value="${slug}"]`)).toHaveText('Kajgade 4, 3. th. · 1');
  const labels = await picker
    .locator('optgroup')
    .evaluateAll((groups) =>
      (groups as HTMLOptGroupElement[]).flatMap((group) =>
        [...group.querySelectorAll('option')].map((option) => `${group.label}: ${option.textContent}`),
      ),
    );
  expect(labels.length).toBeGreaterThan(10);
  expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  await picker.selectOption(slug);
  await landlord.getByRole('button', { name: 'Vis', exact: true }).click();
  await expect(landlord).toHaveURL(new RegExp(`home=${slug}`));
  await expect(landlord.getByText('1 ansøgning', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(landlord);
  await landlord.getByRole('link', { name: 'Demo Lejer' }).click();
  await expect(landlord.getByRole('heading', { level: 1 })).toHaveText('Ansøgning fra Demo Lejer');
  await landlord.getByRole('button', { name: 'Markér som set' }).click();
  await expect(landlord.getByText('Gemt. Ansøgeren har fået besked.')).toBeVisible();
  await landlord.getByLabel('Besked til ansøgeren (valgfri)').fill('Tak for interessen. Boligen er gået til en anden.');
  // Declining cannot be undone: it is asked about first, and "Annullér" leaves the application as it was.
  const confirm = landlord.getByRole('dialog', { name: 'Afvis ansøgningen fra Demo Lejer?' });
  await landlord.getByRole('button', { name: 'Afvis', exact: true }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Annullér' }).click();
  await expect(confirm).toBeHidden();
  await expect(landlord.getByLabel('Besked til ansøgeren (valgfri)')).toHaveValue('Tak for interessen. Boligen er gået til en anden.');
  await expect(landlord.getByText('Ansøgningen er ikke længere aktiv')).toBeHidden();
  await landlord.getByRole('button', { name: 'Afvis', exact: true }).click();
  await expect(confirm).toContainText('Det kan ikke fortrydes.');
  await confirm.getByRole('button', { name: 'Afvis', exact: true }).click();
  await expect(landlord.getByText('Ansøgningen er ikke længere aktiv')).toBeVisible();
  await expectNoSeriousAxeViolations(landlord);

  // The tenant sees the answer on the timeline, and has the mail.
  // The same application, by the id in the landlord's address.
  const applicationId = new URL(landlord.url()).pathname.split('/').pop()!;
  await tenant.goto(`/anmodning/${applicationId}`);
  await expect(tenant.getByText('Udlejer har afvist ansøgningen')).toBeVisible();
  await expect(tenant.getByText('Tak for interessen. Boligen er gået til en anden.')).toBeVisible();
  await tenant.goto(`/dev/outbox?to=${encodeURIComponent(DEMO_EMAIL)}`);
  await expect(tenant.locator('article').filter({ hasText: 'Kajgade 4, 3. th.' }).filter({ hasText: 'er afvist' }).first()).toBeVisible();
});

test('the console in English, and a 404 for people who are not in a company', async ({ page }) => {
  // Two sign-ins and an axe check of the whole API reference, which grows with every operation:
  // past 30 s on the CI machine.
  test.slow();
  await signInAt(page, '/en-DK/konto/virksomhed', LANDLORD);
  await expect(page.getByRole('heading', { name: 'Groups and homes' })).toBeVisible();
  await page.locator('details summary').first().click();
  await expect(page.getByRole('columnheader', { name: 'Availability' }).first()).toBeVisible();
  await tab(page, 'Members').click();
  await expect(page.getByRole('cell', { name: LANDLORD })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await tab(page, 'API reference').click();
  await expect(page).toHaveURL(/\/en-DK\/udvikler$/);
  await expect(page.getByRole('heading', { name: /PUT \/groups\/\{groupId\} — Create or replace a group/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const tenant = await (await page.context().browser()!.newContext({ locale: 'da-DK' })).newPage();
  await signInAt(tenant, '/konto', DEMO_EMAIL);
  await expect(tenant.getByRole('link', { name: /Virksomhedskonsol/ })).toHaveCount(0);
  for (const path of ['/konto/virksomhed', '/konto/virksomhed/api-noegler', '/en-DK/konto/virksomhed/ansoegninger']) {
    expect((await tenant.goto(path))?.status()).toBe(404);
  }
});
