import { expect, test, type Locator, type Page } from './support/test';
import { signInAt } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { providerApi } from './support/provider-api';

// Times people book themselves through a viewing's shared link, with the keyboard only, on a phone's
// width, in both languages; the cancel link from the mail works without JavaScript.
test.describe.configure({ mode: 'serial' });

const TENANT = 'demo@hjemly.dk';

const LOCALES = [
  {
    locale: 'da-DK',
    prefix: '',
    book: 'Book tiden',
    booked: 'Vi ses til fremvisningen',
    confirmation: 'Du har tilmeldt dig fremvisning af',
    cancel: 'Afbestil pladsen',
    cancelled: 'Tak for dit svar',
    upcoming: 'Fremvisning',
  },
  {
    locale: 'en-DK',
    prefix: '/en-DK',
    book: 'Book the time',
    booked: 'See you at the viewing',
    confirmation: 'You are signed up for the viewing of',
    cancel: 'Cancel the place',
    cancelled: 'Thank you for your answer',
    upcoming: 'Viewing',
  },
] as const;

/** The Danish date `days` from now. */
const copenhagenDate = (days: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 24 * 3600_000),
  );

/** Presses Tab until one of `targets` has the focus: the way a keyboard reaches it, never a click. */
async function tabTo(page: Page, targets: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await targets.evaluateAll((elements) => elements.some((element) => element === document.activeElement)).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** The link in the newest mail to the tenant whose subject starts with `subject` and that names `street`. */
async function mailLink(page: Page, subject: string, street: string, path: RegExp): Promise<string> {
  await page.goto(`/dev/outbox?to=${encodeURIComponent(TENANT)}`);
  const mail = page.locator('article').filter({ hasText: subject }).filter({ hasText: street }).first();
  await expect(mail).toBeVisible();
  const href = await mail.getByRole('link', { name: path }).first().getAttribute('href');
  return new URL(href!).pathname;
}

for (const l of LOCALES) {
  test(`${l.locale}: a person books a time through the shared link with the keyboard on a phone, finds it on /konto and cancels from the mail without JavaScript`, async ({
    browser,
    request,
  }) => {
    // Two signed-in browsers, a browser without scripts and four axe checks on two shared cores.
    test.setTimeout(240_000);
    const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
    const api = await providerApi(landlord, request, 'E2E fremvisningstider');
    const group = `BOOK-${l.locale}-${Date.now()}`;
    const street = `Bookingvej ${Date.now() % 100_000}`;
    expect((await api.put(`/groups/${group}`, { name: `Bookinghuset ${group}`, street, postcode: '8000' })).status()).toBe(201);
    expect((await api.put(`/groups/${group}/homes/1`, { rooms: 2, sizeM2: 64, monthlyRent: 9_400 })).status()).toBe(201);
    expect((await api.put(`/groups/${group}/status`, { status: 'SHAREABLE' })).status()).toBe(200);
    const created = await api.post('/viewings', {
      bookableBy: 'link',
      groupId: group,
      homeId: '1',
      meetingLocation: 'Ved postkasserne',
      slots: [
        { date: copenhagenDate(6), fromTime: '15:00', toTime: '15:30', capacity: 1 },
        { date: copenhagenDate(6), fromTime: '16:00', toTime: '16:30', capacity: 3 },
      ],
    });
    expect(created.status()).toBe(201);
    const viewing = await created.json();
    // No locale in the shared link: each visitor reads the page in their own language.
    expect(new URL(viewing.bookingUrl).pathname).toMatch(/^\/fremvisningstider\/[\w-]{43}$/);
    const link = `${l.prefix}${new URL(viewing.bookingUrl).pathname}`;

    const context = await browser.newContext({ locale: l.locale, viewport: { width: 390, height: 844 } });
    const tenant = await context.newPage();
    await signInAt(tenant, `${l.prefix}/konto`, TENANT);
    await tenant.goto(link);
    await expect(tenant.getByText('Ved postkasserne')).toBeVisible();
    await expectNoSidewaysScroll(tenant);
    await expectNoSeriousAxeViolations(tenant);

    // The keyboard only: Tab to the times, an arrow key to the second, Tab to the button, Enter.
    const times = tenant.getByRole('radio');
    await expect(times).toHaveCount(2);
    await expect(async () => {
      // A radio group is one stop for Tab: it lands on the checked time, or the first when none is.
      await tabTo(tenant, times);
      if (!(await times.nth(1).isChecked())) {
        await tenant.keyboard.press('Space');
        if (!(await times.nth(1).isChecked())) await tenant.keyboard.press('ArrowDown');
      }
      await expect(times.nth(1)).toBeChecked({ timeout: 2_000 });
      await tabTo(tenant, tenant.getByRole('button', { name: l.book }));
      await tenant.keyboard.press('Enter');
      await expect(tenant.getByRole('status').filter({ hasText: l.booked })).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await expect(tenant.getByRole('status').filter({ hasText: l.booked })).toContainText('16:00');
    await expectNoSidewaysScroll(tenant);
    await expectNoSeriousAxeViolations(tenant);

    // The booking is on the person's home base.
    await tenant.goto(`${l.prefix}/konto`);
    await expect(tenant.getByRole('main')).toContainText(street);

    // The landlord sees the booking, marked as made through the link.
    const booked = await (await api.get(`/viewings/${viewing.id}`)).json();
    expect(booked.invitations).toMatchObject([{ invitee: 'linkBooking', state: 'accepted', slotId: viewing.slots[1].id }]);
    expect(booked.slots.map((slot: { accepted: number }) => slot.accepted)).toEqual([0, 1]);

    // The confirmation mail's cancel link, in a browser without JavaScript and without a sign-in.
    const cancelPath = await mailLink(tenant, l.confirmation, street, /\/afbestil$/);
    const plain = await (
      await browser.newContext({ locale: l.locale, javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    ).newPage();
    await plain.goto(cancelPath);
    await expect(plain.getByText(street).first()).toBeVisible();
    await expectNoSidewaysScroll(plain);
    // axe needs scripts: the same server-rendered page, checked in the tenant's scripted browser.
    await tenant.goto(cancelPath);
    await expectNoSeriousAxeViolations(tenant);
    await tabTo(plain, plain.getByRole('button', { name: l.cancel }));
    await plain.keyboard.press('Enter');
    await expect(plain).toHaveURL(/\/fremvisning\/[^/]+\/bekraeftelse$/);
    await expect(plain.getByRole('status').filter({ hasText: l.cancelled })).toBeVisible();

    // The place is free again at once.
    const cancelled = await (await api.get(`/viewings/${viewing.id}`)).json();
    expect(cancelled.invitations[0].state).toBe('declined');
    expect(cancelled.slots.map((slot: { accepted: number }) => slot.accepted)).toEqual([0, 0]);
  });
}

test('the landlord publishes a viewing bookable through its link from the console and shares the link', async ({ browser }) => {
  test.setTimeout(180_000);
  const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  // Published at today's midday (the server's test clock), so the console says the mails went.
  const midday = `${copenhagenDate(0)}T10:00:00Z`;
  await landlord.route('**/api/company/viewings?*', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-test-now': midday } }),
  );
  await signInAt(landlord, '/konto/virksomhed/fremvisninger', 'udlejer@hjemly.dk');
  const form = landlord.getByRole('form', { name: 'Inviter til fremvisning' });
  const anyone = form.getByLabel('Alle med linket (de skal være logget ind)');
  await expect(async () => {
    await anyone.check();
    await expect(anyone).toBeChecked({ timeout: 1_000 });
  }).toPass();
  const home = form.getByLabel('Bolig', { exact: true });
  const firstHome = await home.locator('option').nth(1).getAttribute('value');
  await home.selectOption(firstHome!);
  // A meeting place of this run's own, to find its viewing among those the shared database holds.
  const meetingPlace = `Ved porten ${Date.now()}`;
  await form.getByLabel('Mødested', { exact: true }).fill(meetingPlace);
  const slot = form.getByRole('group', { name: 'Tidspunkt 1' });
  const [year, month, day] = copenhagenDate(12).split('-');
  await slot.getByLabel('Dato').fill(`${day}-${month}-${year}`);
  await slot.getByLabel('Fra', { exact: true }).fill('11:00');
  await slot.getByLabel('Til', { exact: true }).fill('11:30');
  await form.getByRole('button', { name: 'Send invitationer' }).click();
  const shared = form.getByRole('status').filter({ hasText: 'Del dette link' });
  await expect(shared.getByRole('link')).toHaveAttribute('href', /\/fremvisningstider\/[\w-]{43}$/);
  await expectNoSeriousAxeViolations(landlord);
  const published = landlord.getByRole('article').filter({ hasText: meetingPlace });
  await expect(published).toContainText('Alle med linket kan booke');
});
