import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { landlordKey } from './support/landlord-key';
import { launchBrowser, startBuiltServer, testPort, type BuiltServer } from './support/server';

// MitID through the real oidc-provider as the broker (contract/services/oidc.mjs): the built server,
// a browser, the broker's own login pages. Anna's broker returns a CPR match, Bo's does not.
// The refusals come from the broker answering one token request with an ID token changed on the
// way out (contract/support/oidc-broker.mjs): each is a message in the person's language, no session.
const ISSUER = process.env.OIDC_ISSUER_URL!;
const PORT = testPort(50);
const SITE = `http://127.0.0.1:${PORT}`;
const CALLBACK = `${SITE}/api/auth/mitid/callback`;
const PASSWORD = 'Rolig-Fjord-2026';

let server: BuiltServer;
let browser: Browser;

async function registerClient(): Promise<{ client_id: string; client_secret: string }> {
  const response = await fetch(`${ISSUER}/reg`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      redirect_uris: [CALLBACK],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    }),
  });
  expect(response.status).toBe(201);
  return response.json();
}

beforeAll(async () => {
  const client = await registerClient();
  server = await startBuiltServer(
    PORT,
    'mitid',
    {
      PREPARE_DATABASE_ON_START: '1',
      SITE_URL: SITE,
      MITID_ISSUER_URL: ISSUER,
      MITID_CLIENT_ID: client.client_id,
      MITID_CLIENT_SECRET: client.client_secret,
      MITID_SCOPES: 'openid profile ssn',
      ENABLE_DEV_OUTBOX: '1',
      AUTH_RATE_LIMIT_SCALE: '20',
      CPR_KEY: 'e'.repeat(64),
      HEALTH_TOKEN: 'contract-health',
    },
    // Seeded, for the demo landlord whose key makes the list that requires MitID.
    { timeoutMs: 240_000 },
  );
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Playwright's own waiting, as the browser tests' expect(…).toBeVisible() does (vitest runs these). */
const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible', timeout: 20_000 });

async function fresh(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: SITE });
  return { context, page: await context.newPage() };
}

/** The broker's development login (any password); back on our site once it has answered. */
async function atBroker(page: Page, login: 'anna' | 'bo') {
  await page.waitForURL((url) => url.href.startsWith(ISSUER));
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.waitForURL((url) => url.href.startsWith(SITE));
}

async function signedInUser(page: Page): Promise<{ name: string; email: string } | null> {
  const answer = await page.request.get('/api/auth/get-session');
  const body = await answer.json().catch(() => null);
  return body?.user ?? null;
}

async function signInWithMitid(page: Page, login: 'anna' | 'bo', path = '/') {
  await page.goto(`${path}?auth=login`);
  await page.getByRole('button', { name: /^(Log ind med MitID|Sign in with MitID)$/ }).click();
  await atBroker(page, login);
}

async function verifyFromOutbox(page: Page, email: string) {
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  await page
    .locator(`article[data-to="${email}"]`)
    .getByRole('link', { name: /verify-email/ })
    .first()
    .click();
  await page.waitForLoadState('load');
}

/** A new account with a password, its address confirmed through the outbox: signed in on return. */
async function passwordAccount(page: Page, email: string) {
  await page.goto('/?auth=signup');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Navn').fill('Bo N.');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /^Jeg accepterer/ }).check();
  await dialog.locator('form [type=submit]').click();
  await visible(dialog.getByText(`Vi har sendt en e-mail til ${email}.`));
  await verifyFromOutbox(page, email);
}

async function tamperNext(mode: string) {
  const response = await fetch(`${ISSUER}/__test/tamper?mode=${mode}`, { method: 'POST' });
  expect(response.status).toBe(204);
}

const annaEmail = `anna-${Date.now()}@example.com`;

describe('MitID through an OpenID Connect broker', () => {
  it('health says MitID is on and its broker reachable', async () => {
    const report = await (await fetch(`${SITE}/api/health`, { headers: { authorization: 'Bearer contract-health' } })).json();
    expect(report.details.mitid).toEqual({ configured: true, discovery: 'reachable' });
    expect(report.details.adapters.mitid).toBe('oidc');
  });

  it('signs up with MitID: the name and the CPR come from MitID, shown masked; the e-mail is confirmed by mail', async () => {
    const { context, page } = await fresh();
    await page.goto('/?auth=signup');
    await page.getByRole('button', { name: 'Opret profil med MitID' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(annaEmail);
    await dialog.getByRole('checkbox', { name: /^Jeg accepterer/ }).check();
    await dialog.locator('[type=submit]').click();
    await atBroker(page, 'anna');
    await visible(page.getByRole('status').filter({ hasText: 'Din profil er oprettet' }));
    expect(await signedInUser(page)).toBeNull();

    await verifyFromOutbox(page, annaEmail);
    expect(await signedInUser(page)).toMatchObject({ name: 'Anna Møller Jensen', email: annaEmail });
    await page.goto('/konto/personlig-info');
    const section = page.getByRole('region', { name: 'MitID' });
    await visible(section.getByText(/^Identitet bekræftet med MitID den /));
    await visible(section.getByText('140290-XXXX'));
    expect(await page.content()).not.toContain('1402901234');
    await context.close();
  });

  it('signs in with MitID to the account it is linked to', async () => {
    const { context, page } = await fresh();
    await signInWithMitid(page, 'anna');
    await visible(page.getByRole('status').filter({ hasText: 'Du er logget ind med MitID.' }));
    expect(await signedInUser(page)).toMatchObject({ email: annaEmail });
    await context.close();
  });

  it('links MitID to a signed-in password account, refuses an identity another account holds, and unlinks after asking', async () => {
    const { context, page } = await fresh();
    const email = `bo-${Date.now()}@example.com`;
    await passwordAccount(page, email);

    // Anna's MitID belongs to Anna's account.
    await page.goto('/konto/personlig-info');
    await page.getByRole('button', { name: 'Knyt MitID til din profil' }).click();
    await atBroker(page, 'anna');
    await visible(page.getByRole('alert').filter({ hasText: 'Dette MitID er allerede knyttet til en anden profil.' }));
    await visible(page.getByRole('button', { name: 'Knyt MitID til din profil' }));

    await page.getByRole('button', { name: 'Knyt MitID til din profil' }).click();
    await atBroker(page, 'bo');
    await visible(page.getByRole('status').filter({ hasText: 'MitID er nu knyttet til din profil.' }));
    const section = page.getByRole('region', { name: 'MitID' });
    await visible(section.getByText('Bo Nielsen'));
    expect(await section.getByText('CPR-nummer').count()).toBe(0);

    await section.getByRole('button', { name: 'Fjern MitID fra profilen' }).click();
    await section.getByRole('button', { name: 'Fortryd' }).click();
    await visible(section.getByText('Bo Nielsen'));
    await section.getByRole('button', { name: 'Fjern MitID fra profilen' }).click();
    await section.getByRole('button', { name: 'Ja, fjern MitID' }).click();
    await visible(section.getByRole('button', { name: 'Knyt MitID til din profil' }));
    await context.close();

    // Unlinked, Bo's MitID signs in to nothing.
    const other = await fresh();
    await signInWithMitid(other.page, 'bo');
    await visible(other.page.getByRole('alert').filter({ hasText: 'Ingen profil er knyttet til dette MitID endnu.' }));
    expect(await signedInUser(other.page)).toBeNull();
    await other.context.close();
  });

  it('a waiting list that requires MitID tells a password account why and how, and signs up Anna without asking her CPR', async () => {
    const key = await landlordKey(SITE, 'mitid contract');
    const write = async (address: string, body: unknown) => {
      const response = await fetch(`${SITE}/api/provider/v1${address}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': crypto.randomUUID(), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.ok).toBe(true);
      return response.json();
    };
    const group = { name: 'MitID-husene', street: 'Havnegade 12', postcode: '8000', hasWaitingList: true, waitingListRequiresMitid: true };
    await write('/groups/MITID-1', group);
    await write('/groups/MITID-1/homes/MITID-1-1', { floorDoor: '1. tv.', rooms: 2, sizeM2: 60, monthlyRent: 8000 });
    const { slug } = await write('/groups/MITID-1/status', { status: 'PUBLISHED' });
    const apply = `/ejendom/${slug}/waiting-list/apply`;

    const { context, page } = await fresh();
    await passwordAccount(page, `cato-${Date.now()}@example.com`);
    await page.goto(apply);
    await visible(page.getByText('Udlejeren kræver, at din identitet er bekræftet med MitID, før du skriver dig op.'));
    await visible(page.getByRole('status').filter({ hasText: 'Din identitet er ikke bekræftet med MitID endnu.' }));
    expect(await page.getByRole('button', { name: 'Skriv dig op' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Knyt MitID til din profil' }).click();
    await page.waitForURL(/\/konto\/personlig-info/);
    await context.close();

    const anna = await fresh();
    await signInWithMitid(anna.page, 'anna', apply);
    await visible(anna.page.getByText('140290-XXXX'));
    await anna.page.getByLabel('Tilknytning til udlejer').selectOption({ index: 1 });
    await anna.page.getByRole('button', { name: 'Skriv dig op' }).click();
    await anna.page.waitForURL(/\/waiting-list\/confirmation$/);
    await anna.context.close();
  });

  it('a wrong state is refused, in the person’s language, and no session is made', async () => {
    const { context, page } = await fresh();
    await tamperNext('wrongState');
    await signInWithMitid(page, 'anna', '/en-DK');
    // Back on the page the journey began on, in its language.
    expect(new URL(page.url()).pathname).toBe('/en-DK');
    await visible(page.getByRole('alert').filter({ hasText: 'The MitID sign-in could not be completed' }));
    expect(await signedInUser(page)).toBeNull();
    await context.close();
  });

  it('a replayed code is refused', async () => {
    const { context, page } = await fresh();
    await tamperNext('replayCode');
    await signInWithMitid(page, 'anna');
    await visible(page.getByRole('alert').filter({ hasText: 'Svaret fra MitID var allerede brugt eller er udløbet.' }));
    expect(await signedInUser(page)).toBeNull();
    await context.close();
  });

  const changed = [
    { mode: 'foreignKey', what: 'signed by a key the broker does not publish', message: 'Vi kunne ikke bekræfte svaret fra MitID' },
    { mode: 'expired', what: 'expired', message: 'Svaret fra MitID er udløbet.' },
    { mode: 'otherAudience', what: 'for another audience', message: 'Vi kunne ikke bekræfte svaret fra MitID' },
    { mode: 'unknownIssuer', what: 'from an unknown issuer', message: 'Vi kunne ikke bekræfte svaret fra MitID' },
  ];
  for (const { mode, what, message } of changed) {
    it(`an ID token ${what} is refused, and no session is made`, async () => {
      const { context, page } = await fresh();
      await tamperNext(mode);
      await signInWithMitid(page, 'anna');
      await visible(page.getByRole('alert').filter({ hasText: message }));
      expect(await signedInUser(page)).toBeNull();
      await context.close();
    });
  }

  it('a token signed by a new key the broker publishes (key rotation) is accepted', async () => {
    const { context, page } = await fresh();
    await tamperNext('rotated');
    await signInWithMitid(page, 'anna');
    expect(await signedInUser(page)).toMatchObject({ email: annaEmail });
    await context.close();
  });
});
