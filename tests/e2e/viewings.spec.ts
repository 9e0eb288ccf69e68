import { expect, test, type Browser, type Page } from './support/test';
import { signInAt } from './support/auth';
import { E2E_ORIGIN } from './support/consent';
import { expectNoSeriousAxeViolations } from './support/axe';
import { providerApi, type ProviderApi } from './support/provider-api';
import { importDemoMember } from './support/waiting-list-member';

// The demo tenant's journeys: one locale after the other, never side by side.
test.describe.configure({ mode: 'serial' });

const TENANT = 'demo@hjemly.dk';

const LOCALES = [
  {
    locale: 'da-DK',
    prefix: '',
    invitationSubject: 'Invitation til fremvisning af',
    accept: 'Ja, jeg kommer',
    decline: 'Nej, jeg kan ikke komme',
    accepted: 'Vi ses til fremvisningen',
    declined: 'Tak for dit svar',
    calendar: 'Føj til kalender',
    calendarFile: 'fremvisning.ics',
    change: 'Skift svar',
    alreadyAccepted: 'Du har allerede takket ja til denne fremvisning.',
    changeUntil: /^Du kan ændre dit svar indtil .+ kl\. 10:00\.$/,
    chooseTime: 'Vælg et tidspunkt',
    surveySubject: 'Hvordan gik fremvisningen af',
    submit: 'Send svar',
    alreadyAnswered: 'Du har allerede svaret på denne evaluering. Tak!',
    seeAnswer: 'Se dit svar',
    attendedRequired: 'Svar på, om du deltog i fremvisningen',
    attended: 'Deltog du i fremvisningen?',
    interested: 'Er du stadig interesseret i boligen?',
    yes: 'Ja',
    comment: 'Kommentar (valgfri)',
    outcome: 'Dejligt, at du stadig er interesseret',
    timeline: 'Fremvisninger',
    timelineAccepted: 'Du har takket ja',
  },
  {
    locale: 'en-DK',
    prefix: '/en-DK',
    invitationSubject: 'Invitation to view',
    accept: 'Yes, I will come',
    decline: 'No, I cannot come',
    accepted: 'See you at the viewing',
    declined: 'Thank you for your answer',
    calendar: 'Add to calendar',
    calendarFile: 'viewing.ics',
    change: 'Change answer',
    alreadyAccepted: 'You have already accepted this viewing.',
    changeUntil: /^You can change your answer until .+ at 10:00\.$/,
    chooseTime: 'Choose a time',
    surveySubject: 'How did the viewing of',
    submit: 'Send answers',
    alreadyAnswered: 'You have already answered this survey. Thank you!',
    seeAnswer: 'See your answer',
    attendedRequired: 'Please say whether you attended the viewing',
    attended: 'Did you attend the viewing?',
    interested: 'Are you still interested in the home?',
    yes: 'Yes',
    comment: 'Comment (optional)',
    outcome: 'Great that you are still interested',
    timeline: 'Viewings',
    timelineAccepted: 'You have accepted',
  },
] as const;

/** The Danish date `minutes` from now (the slot dates the API takes). */
function copenhagenIn(minutes: number) {
  const date = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Copenhagen',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + minutes * 60_000));
  return { date };
}

/** The link in the newest mail to the tenant whose subject starts with `subject` and that names `street`. */
async function mailLink(page: Page, subject: string, street: string, path: RegExp): Promise<string> {
  await page.goto(`/dev/outbox?to=${encodeURIComponent(TENANT)}`);
  const mail = page.locator('article').filter({ hasText: subject }).filter({ hasText: street }).first();
  await expect(mail).toBeVisible();
  const href = await mail.getByRole('link', { name: path }).first().getAttribute('href');
  return new URL(href!).pathname;
}

/**
 * Answers on the invitation page and waits for the confirmation. A click before the page has hydrated
 * does nothing (or is undone by hydration), so the whole answer is retried until it lands.
 */
async function answer(page: Page, button: string, confirmed: string, pickFirstSlot: boolean) {
  await expect(async () => {
    if (pickFirstSlot) await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('status').filter({ hasText: confirmed })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * The console's invitations go at today's midday (the server's test clock): queued at night, the mails
 * would wait for 07:00 and the console would say so instead of "sent".
 */
async function inviteAtMidday(landlord: Page) {
  const midday = `${copenhagenIn(0).date}T10:00:00Z`;
  await landlord.route('**/api/company/viewings?*', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-test-now': midday } }),
  );
}

/** A new home of the landlord's (SHAREABLE: reachable by its link, out of the lists other tests count) and the demo tenant's application for it. */
async function applicantOfNewHome(browser: Browser, api: ProviderApi, locale: string, prefix: string) {
  const group = `VIEW-${locale}-${Date.now()}`;
  const street = `Fremvisningsvej ${Date.now() % 100_000}`;
  expect((await api.put(`/groups/${group}`, { name: `Fremvisningshuset ${group}`, street, postcode: '8000' })).status()).toBe(201);
  const home = await api.put(`/groups/${group}/homes/1`, { rooms: 3, sizeM2: 80, monthlyRent: 11_500 });
  const slug = (await home.json()).homes[0].slug as string;
  expect((await api.put(`/groups/${group}/status`, { status: 'SHAREABLE' })).status()).toBe(200);

  // The demo tenant applies in the test's language.
  const tenant = await (await browser.newContext({ locale })).newPage();
  await signInAt(tenant, `${prefix}/anmodninger`);
  const applied = await tenant.request.post('/api/applications', {
    headers: { origin: E2E_ORIGIN, 'accept-language': locale },
    data: { property: slug, name: 'Demo Lejer', email: TENANT, phone: '+45 20 30 40 50', message: 'Jeg kommer gerne.' },
  });
  expect(applied.status()).toBe(201);
  const applicationId = (await applied.json()).id as string;

  return { street, applicationId, tenant };
}

for (const l of LOCALES) {
  test(`${l.locale}: invited through the API, the tenant accepts from the mail, downloads the .ics, changes the answer and answers the survey`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
    const api = await providerApi(landlord, request, 'E2E fremvisning');

    const { street, applicationId, tenant } = await applicantOfNewHome(browser, api, l.locale, l.prefix);

    // Tomorrow's slot (at most 35 hours ahead), which the survey comes after, and a far one.
    const tomorrow = copenhagenIn(24 * 60);
    const later = copenhagenIn(7 * 24 * 60);
    const created = await api.post('/viewings', {
      applicationIds: [applicationId],
      meetingLocation: 'Ved hoveddøren',
      slots: [
        { date: tomorrow.date, fromTime: '10:00', toTime: '10:30', capacity: 5 },
        { date: later.date, fromTime: '16:00', toTime: '16:30' },
      ],
    });
    expect(created.status()).toBe(201);
    const viewing = await created.json();

    // From the mail in the outbox to the invitation page.
    await tenant.goto(await mailLink(tenant, l.invitationSubject, street, /\/fremvisning\//));
    await expect(tenant.getByText('Ved hoveddøren')).toBeVisible();
    await expectNoSeriousAxeViolations(tenant);
    await answer(tenant, l.accept, l.accepted, true);
    await expectNoSeriousAxeViolations(tenant);

    const download = tenant.waitForEvent('download');
    await tenant.getByRole('button', { name: l.calendar }).click();
    expect((await download).suggestedFilename()).toBe(l.calendarFile);

    // The answer can change until the viewing starts: decline, then accept again.
    await tenant.getByRole('link', { name: l.change }).click();
    await expect(tenant.getByText(l.alreadyAccepted)).toBeVisible();
    // One clock on the page: the deadline to change is written as the slots are (10:00, never 10.00).
    await expect(tenant.getByText(l.changeUntil)).toBeVisible();
    await expect(tenant.getByRole('main')).not.toContainText(/\b(kl\.|at) \d{2}\.\d{2}\b/);
    await answer(tenant, l.decline, l.declined, false);
    await tenant.getByRole('link', { name: l.change }).click();
    await answer(tenant, l.accept, l.accepted, true);

    // The application page shows the viewing.
    await tenant.goto(`${l.prefix}/anmodning/${applicationId}`);
    const timeline = tenant.getByRole('region', { name: l.timeline });
    await expect(timeline).toContainText(l.timelineAccepted);

    // The survey goes only once the accepted slot has ended: not now, but two days on (the server's
    // test clock) it does.
    const surveys = (at?: Date) => api.post(`/viewings/${viewing.id}/surveys`, undefined, at);
    expect((await (await surveys()).json()).sent).toBe(0);
    expect((await (await surveys(new Date(Date.now() + 2 * 24 * 3600_000))).json()).sent).toBe(1);

    await tenant.goto(await mailLink(tenant, l.surveySubject, street, /\/evaluering\//));
    await expect(tenant.getByRole('group', { name: l.attended })).toBeVisible();
    await expect(async () => {
      await tenant.getByRole('button', { name: l.submit }).click();
      await expect(tenant.getByText(l.attendedRequired)).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await tenant.getByRole('group', { name: l.attended }).getByLabel(l.yes).check();
    await tenant.getByRole('group', { name: l.interested }).getByLabel(l.yes).check();
    await tenant.getByLabel(l.comment).fill('En dejlig lejlighed.');
    await expectNoSeriousAxeViolations(tenant);
    await tenant.getByRole('button', { name: l.submit }).click();
    await expect(tenant.getByRole('status').filter({ hasText: l.outcome })).toBeVisible();

    // Back on the survey: answered, with a link to the answer and nothing that offers to send it again.
    await tenant.goBack();
    await tenant.reload();
    await expect(tenant.getByText(l.alreadyAnswered)).toBeVisible();
    await expect(tenant.getByText(l.submit, { exact: true })).toHaveCount(0);
    await tenant.getByRole('link', { name: l.seeAnswer }).click();
    await expect(tenant.getByRole('status').filter({ hasText: l.outcome })).toBeVisible();

    const answered = await (await api.get(`/viewings/${viewing.id}`)).json();
    expect(answered.invitations[0]).toMatchObject({
      state: 'accepted',
      survey: { attended: true, stillInterested: true, comment: 'En dejlig lejlighed.', outcome: 'attendedInterested' },
    });
  });
}

test('the landlord invites from the console and follows the answers there', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  const api = await providerApi(landlord, request, 'E2E fremvisning');
  const { street, tenant } = await applicantOfNewHome(browser, api, 'da-DK', '');
  const later = copenhagenIn(10 * 24 * 60);

  await inviteAtMidday(landlord);
  await landlord.goto('/konto/virksomhed/fremvisninger');
  await expect(landlord.getByRole('heading', { level: 1 })).toHaveText('Fremvisninger');
  const form = landlord.getByRole('form', { name: 'Inviter til fremvisning' });
  // Adding a time works only once the page has hydrated: the form is then ready.
  await expect(async () => {
    await form.getByRole('button', { name: 'Tilføj tidspunkt' }).click();
    await expect(form.getByRole('group', { name: 'Tidspunkt 2' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await form.getByRole('group', { name: 'Tidspunkt 2' }).getByRole('button', { name: 'Fjern tidspunkt' }).click();
  await form.getByRole('button', { name: 'Send invitationer' }).click();
  await expect(form.getByText('Vælg mindst én ansøger eller ét ventelistemedlem – eller lad andre booke.')).toBeVisible();

  await form.locator('div.mb-2').filter({ hasText: street }).getByRole('checkbox').check();
  await form.getByLabel('Mødested', { exact: true }).fill('Ved porten');
  const slot = form.getByRole('group', { name: 'Tidspunkt 1' });
  const [year, month, day] = later.date.split('-');
  await slot.getByLabel('Dato').fill(`${day}-${month}-${year}`);
  await slot.getByLabel('Fra', { exact: true }).fill('10:00');
  await slot.getByLabel('Til', { exact: true }).fill('10:30');
  await slot.getByLabel('Pladser (valgfrit)').fill('4');
  await form.getByRole('button', { name: 'Send invitationer' }).click();
  await expect(form.getByText('Invitationerne er sendt.')).toBeVisible();
  await expectNoSeriousAxeViolations(landlord);

  const card = landlord.getByRole('article').filter({ hasText: street });
  await expect(card).toContainText('Ikke besvaret');
  await expect(card).toContainText('0 af 4');

  // The tenant accepts from the mail; the console shows it.
  await tenant.goto(await mailLink(tenant, 'Invitation til fremvisning af', street, /\/fremvisning\//));
  await answer(tenant, 'Ja, jeg kommer', 'Vi ses til fremvisningen', true);
  await landlord.reload();
  await expect(card).toContainText('1 af 4');
  await expect(card).toContainText('Kommer');
});

test('a waiting-list member who said yes to an offer is invited from the console and answers from /ventelister', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  const api = await providerApi(landlord, request, 'E2E fremvisning');
  const group = { id: `VLV-${Date.now()}`, name: `Medlemshuset ${Date.now()}` };
  const street = `Medlemsvej ${Date.now() % 100_000}`;
  expect((await api.put(`/groups/${group.id}`, { name: group.name, street, postcode: '8000', hasWaitingList: true })).status()).toBe(201);
  expect((await api.put(`/groups/${group.id}/homes/1`, { rooms: 2, sizeM2: 61, monthlyRent: 8900 })).status()).toBe(201);
  expect((await api.put(`/groups/${group.id}/status`, { status: 'SHAREABLE' })).status()).toBe(200);
  const tenant = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  await signInAt(tenant, '/konto', TENANT);
  await importDemoMember(request, api.secret, group, tenant);

  // The landlord offers the home to the list; the member says yes from the mail.
  const deadline = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
  expect((await api.post(`/groups/${group.id}/waiting-list/offers`, { homeId: '1', count: 1, deadline })).status()).toBe(201);
  await tenant.goto(await mailLink(tenant, 'Tilbud fra ventelisten', street, /\/ventelistetilbud\//));
  await tenant.getByRole('button', { name: 'Ja, jeg vil gerne leje boligen' }).click();
  await expect(tenant.getByRole('status').filter({ hasText: 'Tak for dit svar' })).toBeVisible();

  // And an applicant of a home in another group.
  const other = await applicantOfNewHome(browser, api, 'da-DK', '');

  // The console lists the member under the home, named with its group, marked; the invitation goes from there.
  await inviteAtMidday(landlord);
  await landlord.goto('/konto/virksomhed/fremvisninger');
  const form = landlord.getByRole('form', { name: 'Inviter til fremvisning' });
  const home = form.locator('div.mb-2').filter({ hasText: street });
  await expect(home.locator('p').first()).toHaveText(`${street} · ${group.name} · 1`);
  const member = home.getByRole('checkbox', { name: /ventelistemedlem, sagde ja til tilbuddet/ });
  const applicant = form.locator('div.mb-2').filter({ hasText: other.street }).getByRole('checkbox');
  await expect(async () => {
    await member.check();
    await expect(member).toBeChecked({ timeout: 1_000 });
  }).toPass();
  const fillPlaceAndTime = async (from: string, to: string) => {
    await form.getByLabel('Mødested', { exact: true }).fill('Ved opgangen');
    const slot = form.getByRole('group', { name: 'Tidspunkt 1' });
    const [year, month, day] = copenhagenIn(8 * 24 * 60).date.split('-');
    await slot.getByLabel('Dato').fill(`${day}-${month}-${year}`);
    await slot.getByLabel('Fra', { exact: true }).fill(from);
    await slot.getByLabel('Til', { exact: true }).fill(to);
  };
  await fillPlaceAndTime('16:00', '16:30');
  // Two homes at once are refused; unticking the member leaves the applicant's own home, not the member's.
  await applicant.check();
  await form.getByRole('button', { name: 'Send invitationer' }).click();
  await expect(form.getByRole('alert')).toContainText('Der kan kun inviteres til fremvisning fra aktive ansøgninger om den samme bolig');
  await member.uncheck();
  await form.getByRole('button', { name: 'Send invitationer' }).click();
  await expect(form.getByText('Invitationerne er sendt.')).toBeVisible();
  await expect(landlord.getByRole('article').filter({ hasText: other.street })).toContainText('Ikke besvaret');

  await expect(async () => {
    await member.check();
    await expect(member).toBeChecked({ timeout: 1_000 });
  }).toPass();
  await fillPlaceAndTime('17:00', '17:30');
  await form.getByRole('button', { name: 'Send invitationer' }).click();
  await expect(form.getByText('Invitationerne er sendt.')).toBeVisible();
  const card = landlord.getByRole('article').filter({ hasText: street });
  await expect(card.getByRole('row').filter({ hasText: 'Ventelistemedlem' })).toContainText('Ikke besvaret');

  // The member accepts from the mail and finds the viewing on /ventelister, with its link.
  await tenant.goto(await mailLink(tenant, 'Invitation til fremvisning af', street, /\/fremvisning\//));
  await answer(tenant, 'Ja, jeg kommer', 'Vi ses til fremvisningen', true);
  await tenant.goto('/ventelister');
  const viewings = tenant.getByRole('region', { name: 'Fremvisninger fra dine ventelister' });
  const item = viewings.getByRole('listitem').filter({ hasText: street });
  await expect(item).toContainText('Du har takket ja');
  await expectNoSeriousAxeViolations(tenant);
  await item.getByRole('link', { name: 'Se invitationen' }).click();
  await expect(tenant.getByText('Ved opgangen')).toBeVisible();
  await landlord.reload();
  await expect(card.getByRole('row').filter({ hasText: 'Ventelistemedlem' })).toContainText('Kommer');
});

for (const l of LOCALES) {
  test(`${l.locale}: without JavaScript the tenant picks a time from the mail and comes`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
    const api = await providerApi(landlord, request, 'E2E fremvisning');
    const { street, applicationId, tenant } = await applicantOfNewHome(browser, api, l.locale, l.prefix);
    const later = copenhagenIn(9 * 24 * 60);
    const created = await api.post('/viewings', {
      applicationIds: [applicationId],
      meetingLocation: 'Ved cykelskuret',
      slots: [
        { date: later.date, fromTime: '15:00', toTime: '15:30' },
        { date: later.date, fromTime: '16:00', toTime: '16:30' },
      ],
    });
    expect(created.status()).toBe(201);
    const link = await mailLink(tenant, l.invitationSubject, street, /\/fremvisning\//);

    const plain = await (await browser.newContext({ locale: l.locale, javaScriptEnabled: false })).newPage();
    await plain.goto(link);
    await expect(plain.getByText('Ved cykelskuret')).toBeVisible();
    await plain.getByRole('button', { name: l.accept }).click();
    await expect(plain.getByRole('alert').filter({ hasText: l.chooseTime })).toBeVisible();
    await plain.getByRole('radio').nth(1).check();
    await plain.getByRole('button', { name: l.accept }).click();
    await expect(plain).toHaveURL(/\/fremvisning\/[^/]+\/bekraeftelse$/);
    await expect(plain.getByRole('status').filter({ hasText: l.accepted })).toContainText('16:00');
    const viewing = await created.json();
    expect((await (await api.get(`/viewings/${viewing.id}`)).json()).invitations[0]).toMatchObject({ state: 'accepted' });
  });
}

test('an unknown invitation or survey link is the 404 page', async ({ page }) => {
  expect((await page.goto(`/fremvisning/${'A'.repeat(43)}`))?.status()).toBe(404);
  expect((await page.goto(`/en-DK/evaluering/${'B'.repeat(43)}`))?.status()).toBe(404);
});
