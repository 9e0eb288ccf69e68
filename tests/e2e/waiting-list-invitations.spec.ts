import { expect, test } from './support/test';
import { authDialog, createVerifiedAccountAt, DEMO_EMAIL, signInAt } from './support/auth';

const LANDLORD = 'udlejer@hjemly.dk';
const INVITATION_LINK = /https?:\/\/[^\s"<]+(\/venteliste-tilmelding\/[A-Za-z0-9_-]{43})/;

test('an invitation link is personal: another account is told whose it is and signs out and in as the invited one', async ({
  browser,
  request,
}) => {
  // Three people, a key, two API writes and a sign-up: far above the default on a loaded machine.
  test.setTimeout(240_000);
  const invited = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  const email = await createVerifiedAccountAt(invited, '/konto', 'da-DK', 'inviteret');

  const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  await signInAt(landlord, '/konto/virksomhed/api-noegler', LANDLORD);
  await landlord.getByRole('button', { name: 'Lav nøgle' }).click();
  await landlord.getByLabel('Navn').fill(`Invitationer ${Date.now()}`);
  await landlord.getByRole('button', { name: 'Lav nøgle' }).click();
  const secret = (await landlord.getByTestId('new-api-key').textContent())!.trim();
  const group = `INV-${Date.now()}`;
  const headers = (key: string) => ({ authorization: `Bearer ${secret}`, 'idempotency-key': `${group}-${key}` });
  const created = await request.put(`/api/provider/v1/groups/${group}`, {
    headers: headers('group'),
    data: { name: `Invitationshusene ${group}`, street: 'Ventevej 5', postcode: '8000', hasWaitingList: true },
  });
  expect(created.status()).toBe(201);
  const imported = await request.post(`/api/provider/v1/groups/${group}/waiting-list/members`, {
    headers: headers('import'),
    data: { email, name: 'Ida Holm', seniorityDate: '2005-06-01' },
  });
  expect(imported.status()).toBe(201);

  // The demo tenant holds the link (forwarded, say): told whose it is, offered to switch, no form.
  const holder = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  await signInAt(holder, '/konto', DEMO_EMAIL);
  await holder.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const mail = holder
    .locator('article')
    .filter({ hasText: `Invitationshusene ${group}` })
    .first();
  const path = (await mail.textContent())!.match(INVITATION_LINK)![1];
  const hint = `${email[0]}•••@example.com`;
  const notice = holder.getByRole('alert').filter({ hasText: hint });
  await holder.goto(path);
  await expect(notice).toContainText(`Invitationen er personlig og sendt til ${hint}, men du er logget ind som ${DEMO_EMAIL}.`);
  await expect(holder.getByLabel('CPR-nummer')).toHaveCount(0);
  await expect(holder.getByText(email)).toHaveCount(0);
  await holder.goto(`/en-DK${path}`);
  await expect(notice).toContainText(`This invitation is personal and was sent to ${hint}, but you are signed in as ${DEMO_EMAIL}.`);

  // Signing out and in as the invited address opens the form; completing keeps the old seniority.
  await holder.getByRole('button', { name: `Sign out and sign in as ${hint}` }).click();
  await expect(authDialog(holder)).toBeVisible();
  await authDialog(holder).getByLabel('E-mail').fill(email);
  await authDialog(holder).getByLabel('Password').fill('Rolig-Fjord-2026');
  await authDialog(holder).locator('form [type=submit]').click();
  await expect(authDialog(holder)).toBeHidden({ timeout: 15_000 });
  await holder.getByLabel('Affiliation with the landlord').selectOption('Ingen tilknytning');
  await holder.getByLabel('CPR number').fill('010110-4321');
  await holder.getByRole('button', { name: 'Join the list' }).click();
  await expect(holder).toHaveURL(/\/en-DK\/ventelister$/, { timeout: 15_000 });
  await expect(holder.getByRole('article').filter({ hasText: `Invitationshusene ${group}` })).toContainText('Seniority from 1 June 2005');
});
