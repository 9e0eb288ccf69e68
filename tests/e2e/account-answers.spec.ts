import { PDFDocument } from 'pdf-lib';
import { expect, test, waitForHydration, type Browser, type Page } from './support/test';
import { createVerifiedAccountAt, DEMO_EMAIL, DEMO_PASSWORD, signInAt } from './support/auth';
import { E2E_ORIGIN } from './support/consent';
import { providerApi, type ProviderApi } from './support/provider-api';
import { importDemoMember } from './support/waiting-list-member';

// Every answer a person owes is on /konto and answerable from there, signed in: the mail is only a
// shortcut. Each test starts from the account, never from a mailed link.
/** A new shareable group (out of the lists other tests count) with one home. */
async function newHome(api: ProviderApi, tag: string, group: Record<string, unknown> = {}) {
  const id = `${tag}-${Date.now()}`;
  const street = `Kontovej ${Date.now() % 100_000}`;
  expect((await api.put(`/groups/${id}`, { name: `Kontohuset ${id}`, street, postcode: '8000', ...group })).status()).toBe(201);
  const home = await api.put(`/groups/${id}/homes/1`, { rooms: 3, sizeM2: 80, monthlyRent: 11_500, aconto: 600, deposit: 30_000 });
  expect(home.status()).toBe(201);
  expect((await api.put(`/groups/${id}/status`, { status: 'SHAREABLE' })).status()).toBe(200);
  return { id, name: `Kontohuset ${id}`, street, slug: (await home.json()).homes[0].slug as string };
}

/** A browser context without JavaScript, signed in through the API (the sign-in dialog needs scripts). */
async function signedInWithoutScripts(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ locale: 'da-DK', javaScriptEnabled: false });
  const signIn = await context.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: E2E_ORIGIN } });
  expect(signIn.status()).toBe(200);
  return context.newPage();
}

/** The line on /konto's "Venter på dit svar" that names `text`. */
async function awaitingLine(page: Page, text: string) {
  await page.goto('/konto');
  const section = page.getByRole('region', { name: 'Venter på dit svar' });
  await expect(section).toBeVisible({ timeout: 15_000 });
  return section.getByRole('listitem').filter({ hasText: text });
}

/** The Danish date `days` from now (the slot dates the API takes). */
const danishDateIn = (days: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(new Date(Date.now() + days * 86_400_000));

test('an offer, a viewing, its survey and the lease are each answered from /konto and the application page, without the mails', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  const api = await providerApi(landlord, request, 'E2E konto');
  const home = await newHome(api, 'KONTO');
  const tenant = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  const email = await createVerifiedAccountAt(tenant, '/anmodninger', 'da-DK', 'konto');
  const PASSWORD = 'Rolig-Fjord-2026'; // createVerifiedAccountAt's
  const applied = await tenant.request.post('/api/applications', {
    headers: { origin: E2E_ORIGIN },
    data: { property: home.slug, name: 'Ida Holm', email, phone: '+45 20 30 40 50', message: 'Jeg vil gerne bo her.' },
  });
  expect(applied.status()).toBe(201);
  const applicationId = (await applied.json()).id as string;

  // The offer: on /konto, answered on its page.
  const made = await api.post('/offers', {
    applicationIds: [applicationId],
    monthlyRent: 11_000,
    deposit: 22_000,
    moveInDate: '2027-03-01',
    deadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  });
  expect(made.status()).toBe(201);
  const [offer] = await made.json();
  await (await awaitingLine(tenant, `Tilbud om bolig: ${home.street}`)).getByRole('link', { name: 'Svar på tilbuddet' }).click();
  await expect(tenant).toHaveURL(/\/tilbud\/[A-Za-z0-9_-]{43}$/);
  await waitForHydration(tenant);
  await tenant.getByLabel('Ja, jeg er interesseret').check();
  await tenant.getByRole('button', { name: 'Send svar' }).click();
  await expect(tenant.getByRole('heading', { name: 'Tak – vi har registreret din interesse' })).toBeVisible();

  // The viewing: invited for tomorrow, answered from /konto.
  const created = await api.post('/viewings', {
    applicationIds: [applicationId],
    meetingLocation: 'Ved hoveddøren',
    slots: [{ date: danishDateIn(1), fromTime: '10:00', toTime: '10:30', capacity: 5 }],
  });
  expect(created.status()).toBe(201);
  const viewing = await created.json();
  await (
    await awaitingLine(tenant, `Invitation til fremvisning: ${home.street}`)
  )
    .getByRole('link', { name: 'Svar på invitationen' })
    .click();
  await expect(async () => {
    await tenant.getByRole('radio').first().check();
    await tenant.getByRole('button', { name: 'Ja, jeg kommer' }).click();
    await expect(tenant.getByRole('status').filter({ hasText: 'Vi ses til fremvisningen' })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });

  // The survey, sent as at two days on (after the slot): on /konto, answered on its page, here in a
  // browser without JavaScript: /konto is drawn on the server, the survey is a plain form.
  expect((await (await api.post(`/viewings/${viewing.id}/surveys`, undefined, new Date(Date.now() + 2 * 86_400_000))).json()).sent).toBe(1);
  const plain = await signedInWithoutScripts(browser, email, PASSWORD);
  await (
    await awaitingLine(plain, `Evaluering af fremvisningen: ${home.street}`)
  )
    .getByRole('link', { name: 'Besvar evalueringen' })
    .click();
  await expect(plain).toHaveURL(/\/evaluering\/[A-Za-z0-9_-]{43}$/);
  // The same rules as with scripts: whether one came must be answered, said in the page's words.
  await plain.getByRole('button', { name: 'Send svar' }).click();
  await expect(plain.getByRole('alert').filter({ hasText: 'Svar på, om du deltog i fremvisningen' })).toBeVisible();
  await plain.getByRole('group', { name: 'Deltog du i fremvisningen?' }).getByLabel('Ja').check();
  await plain.getByRole('group', { name: 'Er du stadig interesseret i boligen?' }).getByLabel('Ja').check();
  await plain.getByLabel('Kommentar (valgfri)').fill('Lys og rolig.');
  await plain.getByRole('button', { name: 'Send svar' }).click();
  await expect(plain).toHaveURL(/\/evaluering\/[A-Za-z0-9_-]{43}\/bekraeftelse$/);
  await expect(plain.getByRole('status').filter({ hasText: 'Dejligt, at du stadig er interesseret' })).toBeVisible();
  const answered = await (await api.get(`/viewings/${viewing.id}`)).json();
  expect(answered.invitations[0].survey).toMatchObject({ attended: true, stillInterested: true, comment: 'Lys og rolig.' });

  // The lease: on /konto and the application's page, signed from there.
  const doc = await PDFDocument.create();
  doc.addPage().drawText(`Lejekontrakt ${home.street}`);
  expect((await api.upload(`/offers/${offer.id}/contracts`, 'Lejekontrakt.pdf', Buffer.from(await doc.save()))).status()).toBe(201);
  const lease = await awaitingLine(tenant, `Lejekontrakt til underskrift: ${home.street}`);
  await expect(lease.getByRole('link', { name: 'Læs og underskriv' })).toBeVisible();
  // Nothing else waits: the offer is answered, the invitation accepted, the survey sent.
  await expect(tenant.getByRole('region', { name: 'Venter på dit svar' }).getByRole('listitem')).toHaveCount(1);
  await tenant.goto(`/anmodning/${applicationId}`);
  await expect(tenant.getByText(/har sendt dig lejekontrakten \(version 1\) til underskrift/)).toBeVisible();
  await tenant.getByRole('link', { name: 'Læs og underskriv lejekontrakten' }).click();
  await expect(tenant).toHaveURL(/\/kontrakt\/[A-Za-z0-9_-]{43}$/);
  await waitForHydration(tenant);
  await tenant.getByLabel('Dit fulde navn').fill('Ida Holm');
  await tenant.getByLabel('Jeg har læst lejekontrakten og underskriver den elektronisk').check();
  await tenant.getByRole('button', { name: 'Underskriv kontrakten' }).click();
  await expect(tenant.getByRole('status').filter({ hasText: 'Kontrakten er underskrevet' })).toBeVisible();
  await tenant.goto('/konto');
  await expect(tenant.getByText('Intet venter på dit svar lige nu.')).toBeVisible({ timeout: 15_000 });

  // Signed before the deadline: the offer is bound by the signature, and the page does not say the deadline passed.
  await tenant.goto(`/anmodning/${applicationId}`);
  await expect(tenant.getByText('Du har underskrevet lejekontrakten, og dit svar er bindende.')).toBeVisible();
  await tenant.getByRole('link', { name: 'Se tilbuddet og svar' }).click();
  await expect(tenant.getByText('Du har underskrevet lejekontrakten. Dit svar er bindende.')).toBeVisible();
  await expect(tenant.getByText(/Svarfristen er overskredet/)).toHaveCount(0);
  await expect(tenant.getByText('Du kan ændre dit svar frem til svarfristen.')).toHaveCount(0);
});

test('a waiting-list offer is on /konto and /ventelister and answered there, signed in', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  const api = await providerApi(landlord, request, 'E2E konto');
  const group = await newHome(api, 'KONTO-VL', { hasWaitingList: true });
  const tenant = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  await signInAt(tenant, '/konto', DEMO_EMAIL);
  await importDemoMember(request, api.secret, group, tenant);
  const offered = await api.post(`/groups/${group.id}/waiting-list/offers`, {
    homeId: '1',
    count: 1,
    deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  });
  expect(offered.status()).toBe(201);

  const line = await awaitingLine(tenant, `Tilbud fra ventelisten ${group.name}`);
  await expect(line).not.toContainText('e-mail');
  await line.getByRole('link', { name: 'Svar på tilbuddet' }).click();
  await expect(tenant).toHaveURL(/\/ventelistetilbud\/[A-Za-z0-9_-]{43}$/);
  // Reached by a click, not goto: the fixture has not waited for the page to hydrate.
  await waitForHydration(tenant);
  // The offer's full terms: the deposit, when one moves in, and what falls due before (30,000 + 11,500 + 600 a conto).
  const terms = tenant.getByRole('region', { name: 'Boligen' });
  for (const [term, value] of [
    ['Depositum', '30.000 kr.'],
    ['Indflytning', 'Efter aftale'],
    ['Indflytningspris i alt', '42.100 kr.'],
  ]) {
    await expect(
      terms
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(value);
  }
  await tenant.getByRole('button', { name: 'Ja, jeg vil gerne leje boligen' }).click();
  await expect(tenant.getByRole('status').filter({ hasText: 'Tak for dit svar' })).toBeVisible();

  // Answered, it waits no more on /konto, and /ventelister still lets the answer change until the deadline.
  await expect(await awaitingLine(tenant, `Tilbud fra ventelisten ${group.name}`)).toHaveCount(0);
  await tenant.goto('/ventelister');
  const offers = tenant.getByRole('region', { name: 'Tilbud fra dine ventelister' });
  const item = offers.getByRole('listitem').filter({ hasText: group.name });
  await expect(item).toContainText('Dit svar: Ja, du vil gerne leje boligen.');
  await item.getByRole('link', { name: 'Se tilbuddet eller skift svar' }).click();
  await waitForHydration(tenant);
  await tenant.getByRole('button', { name: 'Skift til nej tak' }).click();
  await expect(tenant.getByRole('status').filter({ hasText: 'Du har takket nej' })).toBeVisible();
  await tenant.goto('/en-DK/ventelister');
  await expect(
    tenant.getByRole('region', { name: 'Offers from your waiting lists' }).getByRole('listitem').filter({ hasText: group.name }),
  ).toContainText('Your answer: No thanks.');

  // Without JavaScript: /ventelister is drawn on the server with the offer, whose "Ja" is a plain form.
  const plain = await signedInWithoutScripts(browser, DEMO_EMAIL, DEMO_PASSWORD);
  await plain.goto('/ventelister');
  const plainItem = plain
    .getByRole('region', { name: 'Tilbud fra dine ventelister' })
    .getByRole('listitem')
    .filter({ hasText: group.name });
  await expect(plainItem).toContainText('Dit svar: Nej tak.');
  await plainItem.getByRole('link', { name: 'Se tilbuddet eller skift svar' }).click();
  await plain.getByRole('button', { name: 'Skift til ja' }).click();
  await expect(plain).toHaveURL(/\/ventelistetilbud\/[A-Za-z0-9_-]{43}$/);
  await expect(plain.getByRole('status').filter({ hasText: 'Tak for dit svar' })).toBeVisible();
  await plain.goto('/ventelister');
  await expect(
    plain.getByRole('region', { name: 'Tilbud fra dine ventelister' }).getByRole('listitem').filter({ hasText: group.name }),
  ).toContainText('Dit svar: Ja, du vil gerne leje boligen.');
});

test('without JavaScript /konto, /ventelister and /anmodninger show the signed-in person their part, drawn on the server', async ({
  browser,
}) => {
  const plain = await signedInWithoutScripts(browser, DEMO_EMAIL, DEMO_PASSWORD);
  await plain.goto('/konto');
  await expect(plain.getByText('Hej Demo')).toBeVisible();
  for (const heading of ['Venter på dit svar', 'Kommende', 'Dine ansøgninger', 'Dine ventelister']) {
    await expect(plain.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await plain.goto('/anmodninger');
  await expect(plain.getByRole('navigation', { name: 'Vis' })).toBeVisible();
  await expect(plain.getByText('Henter dine ansøgninger …')).toHaveCount(0);
  await plain.goto('/ventelister');
  await expect(plain.getByText('Henter dine ventelister …')).toHaveCount(0);
  await expect(plain.getByText(/Du er skrevet op på \d+ venteliste/)).toBeVisible();
  // Beside each place, the seniority that won the list's last homes (the seeded lists let homes to the
  // third of six offered; lists other tests made the person join have let none).
  const winners = plain.getByRole('region', { name: 'Sådan gik listens seneste boliger' });
  await expect(
    winners
      .getByRole('row')
      .filter({ hasText: /nr\.|fra \d{4}/ })
      .first(),
  ).toBeVisible();
  await expect(winners.getByText(/^Din anciennitet: .+ · nr\. \d+ på listen$/).first()).toBeVisible();

  // Signed out, the page says what it needs instead of waiting for ever (in a <noscript>, which getByText skips).
  const stranger = await (await browser.newContext({ locale: 'da-DK', javaScriptEnabled: false })).newPage();
  await stranger.goto('/konto');
  await expect(stranger.getByRole('main').locator('.alert-info')).toHaveText(
    'Log ind for at se denne side. At logge ind kræver, at JavaScript er slået til i din browser.',
  );
});
