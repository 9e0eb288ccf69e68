import { expect, test, type Page } from './support/test';
import { DEMO_EMAIL, DEMO_PASSWORD, signInAt } from './support/auth';
import { E2E_ORIGIN } from './support/consent';
import { fixtures } from './support/fixtures';
import { expectNoSeriousAxeViolations } from './support/axe';

// The signed-in journeys use the one demo tenant: one locale after the other, never side by side.
test.describe.configure({ mode: 'serial' });

const LOCALES = [
  {
    prefix: '',
    title: /^Åbent hus i /,
    banner: 'Se tidspunkter og tilmeld dig',
    register: 'Tilmeld dig',
    name: 'Navn',
    email: 'E-mail',
    registered: (email: string) => `Du er tilmeldt. Vi har sendt en bekræftelse med kalenderfil til ${email}.`,
    subject: /^Du er tilmeldt åbent hus i /,
    cancelLink: /aabent-hus\?token=/,
    yourRegistration: 'Din tilmelding',
    stateRegistered: 'Du er tilmeldt.',
    cancel: 'Meld mig fra',
    cancelled: 'Du er meldt fra. Tak fordi du gav pladsen videre.',
    stateCancelled: 'Tilmeldingen er afmeldt.',
    download: 'Hent kalenderfil (.ics)',
    required: 'Skriv dit navn.',
    outcome: 'Du er tilmeldt. Vi har sendt en bekræftelse med kalenderfil til din e-mail.',
    signedInAs: 'Du tilmelder dig som Demo Lejer (demo@hjemly.dk).',
  },
  {
    prefix: '/en-DK',
    title: /^Open house at /,
    banner: 'See the times and register',
    register: 'Register',
    name: 'Name',
    email: 'E-mail',
    registered: (email: string) => `You are registered. We have sent a confirmation with a calendar file to ${email}.`,
    subject: /^You are registered for the open house at /,
    cancelLink: /aabent-hus\?token=/,
    yourRegistration: 'Your registration',
    stateRegistered: 'You are registered.',
    cancel: 'Cancel my registration',
    cancelled: 'Your registration is cancelled. Thank you for passing the place on.',
    stateCancelled: 'This registration is cancelled.',
    download: 'Download calendar file (.ics)',
    required: 'Enter your name.',
    outcome: 'You are registered. We have sent a confirmation with a calendar file to your e-mail.',
    signedInAs: 'You register as Demo Lejer (demo@hjemly.dk).',
  },
] as const;

const openHousePath = (prefix: string) => `${prefix}/ejendom/${fixtures.openHouseGroup}/aabent-hus`;
const firstEvent = (page: Page) => page.locator('article').first();

for (const l of LOCALES) {
  const locale = l.prefix || 'da';
  const tag = l.prefix ? 'en' : 'da';

  test(`${locale}: from the group's banner, a guest registers with name and e-mail and cancels from the mail's link`, async ({ page }) => {
    test.slow();
    await page.goto(`${l.prefix}/ejendom/${fixtures.openHouseGroup}`);
    await page.getByRole('link', { name: l.banner }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.title);
    await expectNoSeriousAxeViolations(page);

    const guest = `gaest-${tag}-${Date.now()}@example.dk`;
    const card = firstEvent(page);
    // A click before the page has hydrated does nothing yet: click until the form opens.
    await expect(async () => {
      await card.getByRole('button', { name: l.register }).click();
      await expect(card.getByLabel(l.name)).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await card.getByRole('button', { name: l.register }).click();
    await expect(card.getByText(l.required)).toBeVisible();
    await card.getByLabel(l.name).fill('Gæst Hansen');
    await card.getByLabel(l.email).fill(guest);
    await card.getByRole('button', { name: l.register }).click();
    await expect(card.getByRole('status')).toHaveText(l.registered(guest));
    await expectNoSeriousAxeViolations(page);

    await page.goto(`/dev/outbox?to=${encodeURIComponent(guest)}`);
    const mail = page.locator('article').filter({ hasText: l.subject }).first();
    await expect(mail.getByRole('link', { name: /\.ics$/ })).toBeVisible();
    await mail.getByRole('link', { name: l.cancelLink }).first().click();

    const mine = page.getByRole('region', { name: l.yourRegistration });
    await expect(mine.getByRole('status')).toHaveText(l.stateRegistered);
    await expect(mine).toContainText(guest);
    await mine.getByRole('button', { name: l.cancel }).click();
    await expect(mine.getByText(l.cancelled)).toBeVisible();
    await expect(mine.getByRole('status').last()).toHaveText(l.stateCancelled);
    await expect(mine.getByRole('button', { name: l.cancel })).toHaveCount(0);
  });

  test(`${locale}: a signed-in person registers with their account, sees it, cancels; the calendar file downloads`, async ({ page }) => {
    test.slow();
    await signInAt(page, openHousePath(l.prefix));
    const card = firstEvent(page);
    await expect(async () => {
      await card.getByRole('button', { name: l.register }).click();
      await expect(card.getByRole('status').first()).toContainText(l.stateRegistered, { timeout: 2_000 });
    }).toPass();
    await expect(card.getByLabel(l.name)).toHaveCount(0);
    await page.reload();
    await expect(firstEvent(page).getByRole('status')).toHaveText(l.stateRegistered);
    await firstEvent(page).getByRole('button', { name: l.cancel }).click();
    await expect(firstEvent(page).getByText(l.cancelled)).toBeVisible();
    await expect(firstEvent(page).getByRole('button', { name: l.register })).toBeVisible();

    const download = page.waitForEvent('download');
    await firstEvent(page).getByRole('button', { name: l.download }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^aabent-hus-${fixtures.openHouseGroup}-\\d{4}-\\d{2}-\\d{2}\\.ics$`));
  });
}

for (const l of LOCALES) {
  test(`${l.prefix || 'da'}: without JavaScript a guest registers with the plain form`, async ({ browser }) => {
    const plain = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await plain.goto(openHousePath(l.prefix));
    // Each coming open house is a schema.org Event for search engines.
    const structured = (await plain.locator('script[type="application/ld+json"]').allTextContents()).map((json) => JSON.parse(json));
    const events = structured.flatMap((data) => data['@graph'] ?? []).filter((node: { '@type': string }) => node['@type'] === 'Event');
    expect(events.length).toBeGreaterThan(0);
    expect(events[0].url).toMatch(new RegExp(`${l.prefix}/ejendom/${fixtures.openHouseGroup}/aabent-hus$`));
    const card = firstEvent(plain);
    await card.getByRole('button', { name: l.register }).click();
    await expect(plain.getByRole('alert').filter({ hasText: l.required })).toBeVisible();
    const guest = `gaest-plain-${Date.now()}@example.dk`;
    await firstEvent(plain).getByLabel(l.name).fill('Gæst Uden Script');
    await firstEvent(plain).getByLabel(l.email).fill(guest);
    await firstEvent(plain).getByRole('button', { name: l.register }).click();
    await expect(plain).toHaveURL(/aabent-hus\?tilmelding=registered$/);
    await expect(plain.getByRole('status').filter({ hasText: l.outcome })).toBeVisible();
    await plain.goto(`/dev/outbox?to=${encodeURIComponent(guest)}`);
    await expect(plain.locator('article').filter({ hasText: l.subject })).toHaveCount(1);
  });
}

for (const l of LOCALES) {
  test(`${l.prefix || 'da'}: without JavaScript a signed-in person gets no guest fields, only whom they register as`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      headers: { origin: E2E_ORIGIN },
    });
    expect(signIn.status()).toBe(200);
    const plain = await context.newPage();
    await plain.goto(openHousePath(l.prefix));
    const card = firstEvent(plain);
    // getByText skips what stands in <noscript>: the paragraph is found by its place in the form.
    await expect(card.locator('form p')).toHaveText(l.signedInAs);
    await expect(card.getByLabel(l.name)).toHaveCount(0);
    await expect(card.getByLabel(l.email)).toHaveCount(0);
    await expect(card.getByRole('button', { name: l.register })).toBeVisible();
  });
}

test('the landlord sees the open houses and their registrations in the console; an unknown one is the 404 page', async ({ page }) => {
  test.slow();
  await signInAt(page, '/konto/virksomhed/aabent-hus', 'udlejer@hjemly.dk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Åbent hus');
  const table = page.getByRole('table', { name: 'Jeres åbne huse' });
  await expect(table.getByRole('row')).toHaveCount(3);
  // Latest start first: the last row is the first open house, with the seeded guests.
  await table.getByRole('link').last().click();
  await expect(page.getByRole('table')).toContainText('Freja Lund');
  await expect(page.getByRole('table')).toContainText('freja.lund@example.dk');
  await expectNoSeriousAxeViolations(page);
  const missing = await page.goto('/konto/virksomhed/aabent-hus/999999');
  expect(missing?.status()).toBe(404);
});

test('the public page counts the places the console lists: registered guests and accounts, not the cancelled', async ({ page }) => {
  await signInAt(page, '/konto/virksomhed/aabent-hus', 'udlejer@hjemly.dk');
  // The last row is the group's first open house (20 places, the seeded guests).
  const taken = await page.getByRole('table', { name: 'Jeres åbne huse' }).getByRole('row').last().getByRole('cell').nth(3).textContent();
  const [, registered, capacity] = /^(\d+) af (\d+)$/.exec(taken!.trim())!.map(Number);
  expect(registered).toBeGreaterThanOrEqual(3);
  await page.goto(openHousePath(''));
  const free = capacity - registered;
  await expect(firstEvent(page).getByText(`${free} ledige pladser af ${capacity}`)).toBeVisible();
});

test('a group that is not public has no open-house page', async ({ page }) => {
  const response = await page.goto(`/ejendom/${fixtures.unpublishedGroup}/aabent-hus`);
  expect(response?.status()).toBe(404);
});
