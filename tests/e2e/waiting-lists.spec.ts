import { expect, test } from './support/test';
import { createVerifiedAccountAt } from './support/auth';
import { fixtures } from './support/fixtures';

/** A CPR number issued after 2007 that fails modulus 11: valid, and searched for in every output below. */
const CPR = '150715-4003';
const CPR_FORMS = ['1507154003', '150715-4003', '150715 4003'];

const LOCALES = [
  {
    prefix: '',
    form: {
      affiliation: 'Tilknytning til udlejer',
      cpr: 'CPR-nummer',
      join: 'Skriv dig op',
      affiliationRequired: 'Vælg din tilknytning',
      cprRequired: 'Udfyld dit CPR-nummer',
      cprInvalid: 'Ugyldigt CPR-nummer',
      sizeFrom: 'Størrelse fra (m²)',
    },
    inLine: /du står i kø/,
    confirmation: 'Du er skrevet op',
    mine: {
      goTo: 'Se dine ventelister',
      place: 'Nr. 1 af 1',
      passive: 'Gør passiv',
      active: 'Gør aktiv',
      notCounted: /^Passiv: tælles ikke/,
    },
    edit: {
      button: 'Redigér',
      form: 'Redigér din tilmelding',
      save: 'Gem ændringer',
      saved: 'Dine ændringer er gemt.',
      sizeFrom: 'mindst 60 m²',
    },
    leave: {
      button: 'Meld dig af',
      dialog: 'Meld dig af ventelisten?',
      lost: /mister du din plads og al din anciennitet/,
      confirm: 'Ja, meld mig af',
    },
    empty: 'Du er ikke skrevet op på nogen ventelister endnu.',
  },
  {
    prefix: '/en-DK',
    form: {
      affiliation: 'Affiliation with the landlord',
      cpr: 'CPR number',
      join: 'Join the list',
      affiliationRequired: 'Please select your affiliation',
      cprRequired: 'Please fill in your CPR number',
      cprInvalid: 'Invalid CPR number',
      sizeFrom: 'Size from (m²)',
    },
    inLine: /you are in line/,
    confirmation: 'You are on the list',
    mine: {
      goTo: 'See your waiting lists',
      place: 'No. 1 of 1',
      passive: 'Make passive',
      active: 'Make active',
      notCounted: /^Passive: not counted/,
    },
    edit: {
      button: 'Edit',
      form: 'Edit your sign-up',
      save: 'Save changes',
      saved: 'Your changes have been saved.',
      sizeFrom: 'at least 60 m²',
    },
    leave: {
      button: 'Leave the list',
      dialog: 'Leave the waiting list?',
      lost: /you lose your place and all your seniority/,
      confirm: 'Yes, leave the list',
    },
    empty: 'You are not on any waiting lists yet.',
  },
] as const;

// Both languages join the same list one after the other, each expecting to be first on it.
test.describe.configure({ mode: 'serial' });

/** Nothing the server sent may hold the CPR number, in any of its written forms. */
function expectNoCpr(text: string, where: string) {
  for (const form of CPR_FORMS) expect(text.includes(form), `${form} in ${where}`).toBe(false);
}

for (const locale of LOCALES) {
  test(`free sign-up → /ventelister → passive → active → leave, and the CPR number is in no output (${locale.prefix || 'da-DK'})`, async ({
    page,
  }) => {
    test.slow(); // an account, a dozen pages and the outbox
    const apply = `${locale.prefix}/ejendom/${fixtures.openFreeWaitingListGroup}/waiting-list/apply`;
    const email = await createVerifiedAccountAt(page, apply, locale.prefix ? 'en-DK' : 'da-DK', 'venteliste');

    // The form's messages, in the page's language, before anything is sent.
    await page.getByRole('button', { name: locale.form.join }).click();
    await expect(page.getByLabel(locale.form.affiliation)).toBeFocused();
    await expect(page.getByLabel(locale.form.affiliation)).toHaveAccessibleDescription(new RegExp(`^${locale.form.affiliationRequired}`));
    await expect(page.getByLabel(locale.form.cpr)).toHaveAccessibleDescription(new RegExp(`^${locale.form.cprRequired}`));
    await page.getByLabel(locale.form.affiliation).selectOption('Ingen tilknytning');
    await page.getByLabel(locale.form.cpr).fill('320190-1234');
    await expect(page.getByLabel(locale.form.cpr)).toHaveAccessibleDescription(new RegExp(`^${locale.form.cprInvalid}`));
    await page.getByLabel(locale.form.cpr).fill(CPR);
    await page.getByLabel(locale.form.sizeFrom).fill('55');

    // A busy server turns the first try away with a ticket to its line: the page says the person is
    // in line, waits as told and sends the same sign-up again with the ticket.
    const ticketsSent: (string | null)[] = [];
    await page.route('**/api/waiting-lists/*/memberships', async (route) => {
      ticketsSent.push(route.request().headers()['hjemly-line-ticket'] ?? null);
      if (ticketsSent.length > 1) return route.continue();
      return route.fulfill({
        status: 503,
        headers: { 'Retry-After': '3', 'Hjemly-Line-Ticket': '1.ticket' },
        body: 'Hjemly har meget travlt lige nu.',
      });
    });
    await page.getByRole('button', { name: locale.form.join }).click();
    await expect(page.getByRole('status').filter({ hasText: locale.inLine })).toBeVisible();

    await expect(page.getByRole('heading', { level: 1, name: locale.confirmation })).toBeVisible();
    expect(ticketsSent).toEqual([null, '1.ticket']);
    await page.unrouteAll();
    expectNoCpr(await page.content(), 'the confirmation page');
    await page.getByRole('link', { name: locale.mine.goTo }).first().click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/ventelister$`));

    const card = page.getByRole('article');
    await expect(card.getByText(locale.mine.place, { exact: true })).toBeVisible();
    await expect(card.getByText('150715-XXXX')).toBeVisible();
    await card.getByRole('button', { name: locale.mine.passive }).click();
    await expect(card.getByText(locale.mine.notCounted)).toBeVisible();
    await card.getByRole('button', { name: locale.mine.active }).click();
    await expect(card.getByRole('button', { name: locale.mine.passive })).toBeVisible();

    // The wishes are edited in place; the form arrives when editing starts, with the saved values.
    await card.getByRole('button', { name: locale.edit.button }).click();
    const wishes = card.getByRole('form', { name: locale.edit.form });
    await expect(wishes.getByLabel(locale.form.sizeFrom)).toHaveValue('55');
    await wishes.getByLabel(locale.form.sizeFrom).fill('60');
    await wishes.getByRole('button', { name: locale.edit.save }).click();
    await expect(card.getByText(locale.edit.saved)).toBeVisible();
    await expect(card.getByText(locale.edit.sizeFrom)).toBeVisible();

    // Every output: the page's HTML and its RSC payload, the API's answer, the sign-up page, the mails.
    expectNoCpr(await page.content(), '/ventelister');
    const rsc = await page.request.get(page.url(), { headers: { RSC: '1' } });
    expectNoCpr(await rsc.text(), 'the RSC payload of /ventelister');
    const api = await page.request.get('/api/waiting-list-memberships');
    expect(api.status()).toBe(200);
    expectNoCpr(await api.text(), 'GET /api/waiting-list-memberships');
    expectNoCpr(await (await page.request.get(apply)).text(), 'the sign-up page');
    const outbox = await page.request.get('/dev/outbox');
    const mails = await outbox.text();
    expect(mails).toContain(email);
    expectNoCpr(mails, 'the outbox');

    await card.getByRole('button', { name: locale.leave.button }).click();
    const dialog = page.getByRole('dialog', { name: locale.leave.dialog });
    await expect(dialog.getByText(locale.leave.lost)).toBeVisible();
    await dialog.getByRole('button', { name: locale.leave.confirm }).click();
    await expect(page.getByText(locale.empty)).toBeVisible();
  });
}
