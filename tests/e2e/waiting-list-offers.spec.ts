import { expect, test, type Page } from './support/test';
import { DEMO_EMAIL, signInAt } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { importDemoMember } from './support/waiting-list-member';

const LANDLORD = 'udlejer@hjemly.dk';
const TOKEN_LINK = /https?:\/\/[^\s"<]+\/ventelistetilbud\/[A-Za-z0-9_-]{43}/;

const consoleTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: /^(Virksomhedskonsol|Company console)$/ }).getByRole('link', { name, exact: true });

test('a landlord offers a home to the first member of its list from the console; the member answers from the mail and changes the answer', async ({
  browser,
  request,
}) => {
  // Two people, a key, four API writes, an imported member's sign-up, an offer and two answers.
  test.setTimeout(240_000);
  const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  await signInAt(landlord, '/konto/virksomhed/api-noegler', LANDLORD);
  await landlord.getByRole('button', { name: 'Lav nøgle' }).click();
  await landlord.getByLabel('Navn').fill(`Ventelister ${Date.now()}`);
  await landlord.getByRole('button', { name: 'Lav nøgle' }).click();
  const secret = (await landlord.getByTestId('new-api-key').textContent())!.trim();

  // A new group with a free waiting list and one home; shareable, so other tests' lists and counts stay as they are.
  const group = `VL-${Date.now()}`;
  const write = (path: string, data: unknown) =>
    request.put(`/api/provider/v1${path}`, { headers: { authorization: `Bearer ${secret}`, 'idempotency-key': `${group}${path}` }, data });
  const created = await write(`/groups/${group}`, {
    name: `Ventehusene ${group}`,
    street: 'Ventevej 3',
    postcode: '8000',
    hasWaitingList: true,
  });
  expect(created.status()).toBe(201);
  expect((await write(`/groups/${group}/homes/1`, { floorDoor: '1. tv.', rooms: 2, sizeM2: 61, monthlyRent: 8900 })).status()).toBe(201);
  expect((await write(`/groups/${group}/status`, { status: 'SHAREABLE' })).status()).toBe(200);

  // The tenant is the list's first and only member.
  const tenant = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  await signInAt(tenant, '/konto', DEMO_EMAIL);
  await importDemoMember(request, secret, { id: group, name: `Ventehusene ${group}` }, tenant);

  // The landlord offers the home from the console.
  await landlord.goto('/konto/virksomhed');
  await consoleTab(landlord, 'Ventelister').click();
  await landlord.getByRole('link', { name: new RegExp(`Ventehusene ${group}`) }).click();
  await expect(landlord.getByRole('heading', { name: `Ventehusene ${group}`, level: 3 })).toBeVisible();
  await expect(landlord.getByRole('cell', { name: /Demo Lejer/ })).toBeVisible();
  await landlord.getByLabel('Bolig', { exact: true }).selectOption({ label: 'Ventevej 3, 1. tv. · 1' });
  await landlord.getByRole('button', { name: 'Send tilbud' }).click();
  // By day the mail goes at once; at night (21:00–07:00) the server holds it and the console says so.
  await expect(
    landlord.getByText(
      /^(Tilbuddet er sendt til 1 medlem\.|Tilbuddet er givet til 1 medlem og sendes kl\. 07:00 – vi sender ikke e-mails om natten\.)$/,
    ),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(landlord);

  // The member answers from the mail in the outbox, then changes the answer.
  await tenant.goto(`/dev/outbox?to=${encodeURIComponent(DEMO_EMAIL)}`);
  const mail = tenant.locator('article').filter({ hasText: 'Tilbud fra ventelisten: Ventevej 3' }).first();
  const link = (await mail.textContent())!.match(TOKEN_LINK)![0];
  // A Danish mail names its language in the link (/da-DK/…); the page's own address is without it.
  const pagePath = new URL(link).pathname.replace(/^\/da-DK(?=\/)/, '');
  await tenant.goto(new URL(link).pathname);
  await expect(tenant.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tenant.getByText('Du kan ændre dit svar frem til fristen.')).toBeVisible();
  await expectNoSeriousAxeViolations(tenant);
  await tenant.getByRole('button', { name: 'Ja, jeg vil gerne leje boligen' }).click();
  await expect(tenant.getByRole('status').filter({ hasText: 'Tak for dit svar' })).toBeVisible();
  await tenant.getByRole('button', { name: 'Skift til nej tak' }).click();
  await expect(tenant.getByRole('status').filter({ hasText: 'Du har takket nej' })).toBeVisible();

  // The landlord reads the answer; the English page speaks English.
  await landlord.reload();
  await expect(landlord.getByRole('row', { name: /Demo Lejer/ }).filter({ hasText: 'Nej tak' })).toBeVisible();
  await tenant.goto(`/en-DK${pagePath}`);
  await expect(tenant.getByText('You can change your answer until the deadline.')).toBeVisible();
  await expect(tenant.getByRole('button', { name: 'Change to yes' })).toBeVisible();

  // An unknown link is the 404 page.
  expect((await tenant.goto(`/ventelistetilbud/${'x'.repeat(43)}`))?.status()).toBe(404);
});
