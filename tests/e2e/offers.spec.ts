import { createHash } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { PDFDocument } from 'pdf-lib';
import { signInAt } from './support/auth';
import { E2E_ORIGIN } from './support/consent';
import { expectNoSeriousAxeViolations } from './support/axe';
import { providerApi, type ProviderApi } from './support/provider-api';
import { TEST_NOW_HEADER } from '@/lib/time/test-clock';

// The demo tenant's journeys: one locale after the other, never side by side.
test.describe.configure({ mode: 'serial' });

const TENANT = 'demo@hjemly.dk';
/** Two days: no reminder is due during the test; the test clock, not a wait, takes the tenant past it. */
const DEADLINE_MS = 2 * 24 * 3600_000;

const LOCALES = [
  {
    locale: 'da-DK',
    prefix: '',
    offerSubject: 'Du har fået tilbudt boligen',
    binding: 'Efter svarfristen er dit svar bindende og kan ikke ændres.',
    interested: 'Ja, jeg er interesseret',
    notInterested: 'Nej, jeg er ikke interesseret',
    send: 'Send svar',
    change: 'Skift svar',
    thanksInterested: 'Tak – vi har registreret din interesse',
    thanksNotInterested: 'Tak for dit svar',
    closed: 'Svarfristen er overskredet. Dit svar er bindende.',
    offersSection: 'Tilbud om boligen',
    offeredStatus: 'Tilbudt boligen',
    contractSubject: 'Din lejekontrakt for',
    fullName: 'Dit fulde navn',
    consent: 'Jeg har læst lejekontrakten og underskriver den elektronisk',
    sign: 'Underskriv kontrakten',
    signed: 'Kontrakten er underskrevet',
    downloadSigned: 'Hent den underskrevne kontrakt',
    consentRequired: 'Du skal give dit samtykke for at underskrive.',
    answerRequired: 'Vælg, om du er interesseret i boligen.',
  },
  {
    locale: 'en-DK',
    prefix: '/en-DK',
    offerSubject: 'You have been offered the home',
    binding: 'After the deadline your answer is binding and cannot be changed.',
    interested: 'Yes, I am interested',
    notInterested: 'No, I am not interested',
    send: 'Send answer',
    change: 'Change answer',
    thanksInterested: 'Thank you – we have registered your interest',
    thanksNotInterested: 'Thank you for your answer',
    closed: 'The deadline has passed. Your answer is binding.',
    offersSection: 'Offer of the home',
    offeredStatus: 'Offered the home',
    contractSubject: 'Your lease for',
    fullName: 'Your full name',
    consent: 'I have read the lease and sign it electronically',
    sign: 'Sign the lease',
    signed: 'The lease is signed',
    downloadSigned: 'Download the signed lease',
    consentRequired: 'You must give your consent to sign.',
    answerRequired: 'Choose whether you are interested in the home.',
  },
] as const;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function leasePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return Buffer.from(await doc.save());
}

/** The path of the link in the newest mail to `to` whose text names `subject` and `street`. */
async function mailLink(page: Page, to: string, subject: string, street: string, path: RegExp): Promise<string> {
  await page.goto(`/dev/outbox?to=${encodeURIComponent(to)}`);
  const mail = page.locator('article').filter({ hasText: subject }).filter({ hasText: street }).first();
  await expect(mail).toBeVisible();
  const href = await mail.getByRole('link', { name: path }).first().getAttribute('href');
  return new URL(href!).pathname;
}

type Api = ProviderApi;

/** A home of the landlord's, reachable by its link only (SHAREABLE keeps it out of lists other tests count). */
async function shareableHome(api: Api, tag: string) {
  const group = `OFFER-${tag}-${Date.now()}`;
  const street = `Tilbudsvej ${Date.now() % 100_000}`;
  expect((await api.put(`/groups/${group}`, { name: `Tilbudshuset ${group}`, street, postcode: '8000' })).status()).toBe(201);
  const home = await api.put(`/groups/${group}/homes/1`, { rooms: 3, sizeM2: 80, monthlyRent: 11_500, aconto: 600, deposit: 34_500 });
  const slug = (await home.json()).homes[0].slug as string;
  expect((await api.put(`/groups/${group}/status`, { status: 'SHAREABLE' })).status()).toBe(200);
  return { group, street, slug };
}

/** Signs on the contract page: refused without consent, then signed; the fingerprint shown is the document's. */
async function signLease(page: Page, l: (typeof LOCALES)[number], name: string, lease: Buffer) {
  await expect(page.getByTestId('contract-sha256')).toHaveText(sha256(lease));
  await expect(page.locator('iframe')).toHaveAttribute('src', /\/api\/contracts\/[^/]+\/document\?disposition=inline$/);
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel(l.fullName).fill(name);
  await page.getByRole('button', { name: l.sign }).click();
  await expect(page.getByText(l.consentRequired)).toBeVisible();
  await page.getByLabel(l.consent).check();
  await page.getByRole('button', { name: l.sign }).click();
  await expect(page.getByRole('status').filter({ hasText: l.signed })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: l.downloadSigned }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-underskrevet\.pdf$/);
}

/**
 * Checks an answer of the offer's form, again if a render that was still hydrating undid the click
 * (the page's answer from the server is set once the form's script runs).
 */
async function choose(page: Page, label: string) {
  const answer = page.getByLabel(label);
  await expect(async () => {
    await answer.check();
    await expect(answer).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

for (const l of LOCALES) {
  test(`${l.locale}: offered through the API, the tenant answers from the mail, changes it, is bound after the deadline, then signs the lease`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
    const api = await providerApi(landlord, request, 'E2E tilbud');
    const { street, slug } = await shareableHome(api, l.locale);

    const tenant = await (await browser.newContext({ locale: l.locale, acceptDownloads: true })).newPage();
    await signInAt(tenant, `${l.prefix}/anmodninger`);
    const applied = await tenant.request.post('/api/applications', {
      headers: { origin: E2E_ORIGIN, 'accept-language': l.locale },
      data: { property: slug, name: 'Demo Lejer', email: TENANT, phone: '+45 20 30 40 50', message: 'Jeg vil gerne bo her.' },
    });
    expect(applied.status()).toBe(201);
    const applicationId = (await applied.json()).id as string;

    // The home's deposit (34,500: 3 months of its rent) is above 3 months of the offer's lower rent.
    const deadline = new Date(Date.now() + DEADLINE_MS);
    const refused = await api.post('/offers', {
      applicationIds: [applicationId],
      monthlyRent: 11_000,
      moveInDate: '2027-03-01',
      deadline: deadline.toISOString(),
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).type).toBe('/udvikler#problem-above-legal-cap');
    const made = await api.post('/offers', {
      applicationIds: [applicationId],
      monthlyRent: 11_000,
      deposit: 22_000,
      moveInDate: '2027-03-01',
      deadline: deadline.toISOString(),
    });
    expect(made.status()).toBe(201);
    const [offer] = await made.json();

    // From the mail to the offer: the page says from the start that the answer binds after the deadline.
    const offerPath = await mailLink(tenant, TENANT, l.offerSubject, street, /\/tilbud\//);
    await tenant.goto(offerPath);
    await expect(tenant.getByText(l.binding)).toBeVisible();
    // Every figure is the offer's: its rent, its deposit, and the move-in total made of them (22,000 + 11,000 + 600 a conto).
    await expect(tenant.getByText(/11[.,]000/).first()).toBeVisible();
    await expect(
      tenant
        .getByRole('row')
        .filter({ hasText: /22[.,]000/ })
        .first(),
    ).toBeVisible();
    await expect(tenant.getByRole('row').filter({ hasText: /33[.,]600/ })).toBeVisible();
    await expect(tenant.getByText(/34[.,]500/)).toHaveCount(0);
    await expectNoSeriousAxeViolations(tenant);
    await choose(tenant, l.interested);
    await tenant.getByRole('button', { name: l.send }).click();
    await expect(tenant.getByRole('heading', { name: l.thanksInterested })).toBeVisible();
    await expectNoSeriousAxeViolations(tenant);

    // Changed twice before the deadline: not interested, then interested again.
    await tenant.getByRole('link', { name: l.change }).click();
    await choose(tenant, l.notInterested);
    await tenant.getByRole('button', { name: l.change }).click();
    await expect(tenant.getByRole('heading', { name: l.thanksNotInterested })).toBeVisible();
    await tenant.getByRole('link', { name: l.change }).click();
    await choose(tenant, l.interested);
    await tenant.getByRole('button', { name: l.change }).click();
    await expect(tenant.getByRole('heading', { name: l.thanksInterested })).toBeVisible();
    expect((await (await api.get(`/offers/${offer.id}`)).json()).answer).toBe('interested');

    // The person's own pages follow the offer.
    await tenant.goto(`${l.prefix}/anmodning/${applicationId}`);
    await expect(tenant.getByRole('region', { name: l.offersSection })).toBeVisible();
    await tenant.goto(`${l.prefix}/anmodninger`);
    await expect(tenant.getByText(l.offeredStatus).first()).toBeVisible();

    // After the deadline the answer is binding: the page has no form, and the API refuses a change.
    // The tenant's requests say they are made a second past the deadline (the server's test clock).
    const afterDeadline = { [TEST_NOW_HEADER]: new Date(deadline.getTime() + 1_000).toISOString() };
    await tenant.setExtraHTTPHeaders(afterDeadline);
    await tenant.goto(offerPath);
    await expect(tenant.getByText(l.closed)).toBeVisible();
    await expect(tenant.getByRole('radio')).toHaveCount(0);
    const token = offerPath.split('/').pop()!;
    const late = await tenant.request.post(`/api/offer-answers/${token}`, {
      headers: { origin: E2E_ORIGIN, ...afterDeadline },
      data: { answer: 'notInterested' },
    });
    expect(late.status()).toBe(422);
    await tenant.setExtraHTTPHeaders({});

    // The landlord sends the lease: a file that is no PDF is refused, whatever its name.
    expect((await api.upload(`/offers/${offer.id}/contracts`, 'kontrakt.pdf', Buffer.from('not a pdf'))).status()).toBe(422);
    const lease = await leasePdf(`Lejekontrakt ${street}`);
    const sent = await api.upload(`/offers/${offer.id}/contracts`, 'Lejekontrakt.pdf', lease);
    expect(sent.status()).toBe(201);
    const contract = await sent.json();

    await tenant.goto(await mailLink(tenant, TENANT, l.contractSubject, street, /\/kontrakt\//));
    await signLease(tenant, l, 'Demo Lejer', lease);

    // The landlord downloads the signed copy: the lease and its signature page, named in Content-Disposition.
    const copy = await api.get(`/contracts/${contract.id}/document?kind=signed`);
    expect(copy.headers()['content-disposition']).toContain('Lejekontrakt-v1-underskrevet.pdf');
    expect((await PDFDocument.load(await copy.body())).getPageCount()).toBe(2);
    expect((await (await api.get(`/contracts/${contract.id}`)).json()).signature).toMatchObject({ signerName: 'Demo Lejer' });

    // The console shows the answer and the signed lease, and offers its download.
    await landlord.goto('/konto/virksomhed/tilbud');
    const row = landlord.getByRole('row').filter({ hasText: street });
    await expect(row).toContainText('Interesseret');
    await expect(row).toContainText('Underskrevet');
    await expect(row.getByRole('link', { name: 'Hent underskrevet' })).toHaveAttribute('href', /kind=signed/);
    await expectNoSeriousAxeViolations(landlord);
  });
}

test('an external tenant without an account signs the lease from the mail alone', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  const api = await providerApi(landlord, request, 'E2E tilbud');
  const { group, street } = await shareableHome(api, 'external');
  const email = `ekstern-${Date.now()}@example.dk`;
  const registered = await api.post('/tenants', { name: 'Karl Jensen', email, phone: '+45 20 30 40 50', groupId: group, homeId: '1' });
  expect(registered.status()).toBe(201);
  const tenantId = (await registered.json()).id as string;
  const lease = await leasePdf(`Lejekontrakt Karl ${street}`);
  const sent = await api.upload(`/tenants/${tenantId}/contracts`, 'Lejekontrakt.pdf', lease);
  expect(sent.status()).toBe(201);

  // A browser that has never signed in: the mail's link is all it has.
  const stranger = await (await browser.newContext({ locale: 'da-DK', acceptDownloads: true })).newPage();
  const path = await mailLink(stranger, email, 'Din lejekontrakt for', street, /\/kontrakt\//);
  await stranger.goto(path);
  await signLease(stranger, LOCALES[0], 'Karl Jensen', lease);
  const contract = (await sent.json()).id as string;
  const signedCopy = await api.get(`/contracts/${contract}/document?kind=signed`);
  expect(signedCopy.status()).toBe(200);

  await landlord.goto('/konto/virksomhed/kontrakter');
  const tenantItem = landlord.getByRole('listitem').filter({ hasText: email });
  await expect(tenantItem).toContainText('Ekstern');
  await expect(tenantItem).toContainText('Underskrevet');
  await expectNoSeriousAxeViolations(landlord);
});

test('an unknown offer or contract link is the 404 page', async ({ page }) => {
  expect((await page.goto(`/tilbud/${'A'.repeat(43)}`))?.status()).toBe(404);
  expect((await page.goto(`/en-DK/kontrakt/${'B'.repeat(43)}`))?.status()).toBe(404);
});

for (const l of LOCALES) {
  test(`${l.locale}: without JavaScript the tenant answers the offer and an external tenant signs the lease`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
    const api = await providerApi(landlord, request, 'E2E tilbud');
    const { group, street, slug } = await shareableHome(api, `nojs-${l.locale}`);
    const tenant = await (await browser.newContext({ locale: l.locale })).newPage();
    await signInAt(tenant, `${l.prefix}/anmodninger`);
    const applied = await tenant.request.post('/api/applications', {
      headers: { origin: E2E_ORIGIN, 'accept-language': l.locale },
      data: { property: slug, name: 'Demo Lejer', email: TENANT, phone: '+45 20 30 40 50', message: 'Uden JavaScript.' },
    });
    const applicationId = (await applied.json()).id as string;
    const deadline = new Date(Date.now() + 24 * 3600_000).toISOString();
    // The deposit within the legal cap of 3 months of the offer's rent (the home's own is above it).
    const made = await api.post('/offers', {
      applicationIds: [applicationId],
      monthlyRent: 11_000,
      deposit: 22_000,
      moveInDate: '2027-03-01',
      deadline,
    });
    expect(made.status()).toBe(201);
    const [offer] = await made.json();
    const offerPath = await mailLink(tenant, TENANT, l.offerSubject, street, /\/tilbud\//);

    // The same browser's mail link, opened where no script runs: the form posts itself.
    const plain = await (await browser.newContext({ locale: l.locale, javaScriptEnabled: false })).newPage();
    await plain.goto(offerPath);
    await plain.getByRole('button', { name: l.send }).click();
    await expect(plain.getByRole('alert').filter({ hasText: l.answerRequired })).toBeVisible();
    await plain.getByLabel(l.interested).check();
    await plain.getByRole('button', { name: l.send }).click();
    await expect(plain.getByRole('heading', { name: l.thanksInterested })).toBeVisible();
    await expect(plain).toHaveURL(/\/tilbud\/[^/]+\/interesse$/);
    expect((await (await api.get(`/offers/${offer.id}`)).json()).answer).toBe('interested');

    // A lease for a tenant found outside Hjemly, signed from the mail's link without a script.
    const email = `ekstern-nojs-${Date.now()}@example.dk`;
    const registered = await api.post('/tenants', {
      name: 'Kim Plain',
      email,
      phone: '+45 20 30 40 50',
      groupId: group,
      homeId: '1',
      locale: l.locale,
    });
    const tenantId = (await registered.json()).id as string;
    const lease = await leasePdf(`Lejekontrakt uden JavaScript ${street}`);
    const sent = await api.upload(`/tenants/${tenantId}/contracts`, 'Lejekontrakt.pdf', lease);
    expect(sent.status()).toBe(201);
    await plain.goto(await mailLink(tenant, email, l.contractSubject, street, /\/kontrakt\//));
    await plain.getByLabel(l.fullName).fill('Kim Plain');
    await plain.getByRole('button', { name: l.sign }).click();
    await expect(plain.getByRole('alert').filter({ hasText: l.consentRequired })).toBeVisible();
    await plain.getByLabel(l.fullName).fill('Kim Plain');
    await plain.getByLabel(l.consent).check();
    await plain.getByRole('button', { name: l.sign }).click();
    await expect(plain.getByRole('status').filter({ hasText: l.signed })).toBeVisible();
    const contract = (await sent.json()).id as string;
    expect((await (await api.get(`/contracts/${contract}`)).json()).signature).toMatchObject({ signerName: 'Kim Plain' });
  });
}
