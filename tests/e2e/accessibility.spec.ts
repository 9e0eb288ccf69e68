import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, APIResponse, Browser, Locator, Page, PlaywrightWorkerArgs } from '@playwright/test';
import type { Result } from 'axe-core';
import { PDFDocument } from 'pdf-lib';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/auth';
import { E2E_ORIGIN } from './support/consent';
import { fixtures as f } from './support/fixtures';
import { expect, test as base } from './support/test';
import { runJobNow } from './support/jobs';
import { importDemoMember } from './support/waiting-list-member';

/*
 * Every page type, signed out and signed in, passes axe's WCAG 2.2 AA rules without a serious or
 * critical finding. The whole page is checked — header, footer, consent banner and dialogs
 * included — since that is what a person meets. Tests tagged @mobile run on a phone too.
 *
 * Every page is checked in Danish. In English, the pages whose text is written per language
 * (content/<locale>: the CMS pages, whose headings, lists, links and titles are the English
 * document's own) are checked as well, and with them the English header, footer, banner and
 * `lang`. The other pages render the same components from messages/, which tests/unit/messages.test.ts
 * holds to the same keys, no empty string, and the same ICU arguments and tags in both languages:
 * the English page has the Danish page's elements, roles and named controls, so its scan found
 * nothing the Danish one does not.
 */

const LANDLORD = 'udlejer@hjemly.dk';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const LOCALES = [
  { locale: 'da-DK', prefix: '' },
  { locale: 'en-DK', prefix: '/en-DK' },
] as const;
type Locale = (typeof LOCALES)[number]['locale'];

/** One finding per line: the rule, its impact and words, then each element and what is wrong with it. */
function describe(violations: Result[]): string {
  return violations
    .map((v) =>
      [
        `${v.id} (${v.impact}): ${v.help} — ${v.helpUrl}`,
        ...v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`),
      ].join('\n'),
    )
    .join('\n');
}

/**
 * The English pages are the Danish ones' components with other words: every rule that reads names,
 * labels, titles or languages runs on them too, but not the colour contrast, which is the same
 * stylesheet on the same elements, already checked on the Danish page. It is axe's dearest rule:
 * on a long page most of the check's time.
 */
async function expectAccessible(page: Page) {
  const english = new URL(page.url()).pathname.startsWith('/en-DK');
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (english ? builder.disableRules(['color-contrast']) : builder).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // The count in the report of every run, passed or not: the figure to compare runs by.
  const elements = serious.reduce((sum, v) => sum + v.nodes.length, 0);
  base.info().annotations.push({ type: 'axe', description: `${serious.length} serious/critical rules, ${elements} elements` });
  expect(serious.length, `axe on ${page.url()}:\n${describe(serious)}`).toBe(0);
}

/**
 * Opens `path` (an app page: the test's `goto` waits for hydration) and checks it, once `loaded` (what
 * the browser fetches after the page, on a page that fetches its content) is shown.
 */
async function visitAndCheck(page: Page, path: string, status = 200, loaded?: (page: Page) => Locator) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await expect(page.locator('main')).toBeVisible();
  if (loaded) await expect(loaded(page)).toBeVisible();
  await expectAccessible(page);
}

/** The pathname of the link to `segment` in the newest mail to `to` that mentions `text`, without a language prefix for Danish. */
async function outboxLink(page: Page, to: string, text: string, segment: string): Promise<string> {
  const link = page.locator('article').filter({ hasText: text }).locator(`a[href*="${segment}"]`).first();
  // A mail may leave through the job queue a moment after the request that sent it.
  await expect(async () => {
    await page.goto(`/dev/outbox?to=${encodeURIComponent(to)}`);
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return new URL((await link.getAttribute('href'))!).pathname.replace(/^\/da-DK(?=\/)/, '');
}

/** A calendar day `days` from now, in Copenhagen (YYYY-MM-DD). */
function copenhagenDay(days: number) {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(new Date(Date.now() + days * 24 * 3600_000));
}

type TokenPaths = {
  viewing: string;
  contract: string;
  waitingListOffer: string;
  completeSignup: string;
  survey: string;
  subscriptionStop: string;
  savedSearchUnsubscribe: string;
  /** The status page of a checkout: its owner's only, so opened signed in. */
  payment: string;
};
type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** A request context signed in as `email` (a seeded demo user). */
async function signedIn(playwright: PlaywrightWorkerArgs['playwright'], email: string) {
  const request = await playwright.request.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: { origin: E2E_ORIGIN } });
  expect((await request.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD } })).status()).toBe(200);
  return request;
}

/** The smallest PDF the lease upload takes. */
async function leasePdf() {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Lejekontrakt');
  return Buffer.from(await doc.save());
}

type ProviderCalls = {
  secret: string;
  put: (path: string, data: unknown, headers?: Record<string, string>) => Promise<APIResponse>;
  post: (path: string, data: unknown, headers?: Record<string, string>) => Promise<APIResponse>;
};

/** A new key of the landlord's company and the provider API's calls with it. */
async function providerCalls(landlord: APIRequestContext): Promise<ProviderCalls> {
  const created = await landlord.post('/api/company/api-keys', { data: { name: `E2E tilgængelighed ${Date.now()}` } });
  expect(created.status()).toBe(201);
  const { secret } = (await created.json()) as { secret: string };
  const headers = (key: string) => ({ authorization: `Bearer ${secret}`, 'idempotency-key': `${key}-${Date.now()}-${Math.random()}` });
  return {
    secret,
    put: (path, data, extra = {}) => landlord.put(`/api/provider/v1${path}`, { headers: { ...headers(path), ...extra }, data }),
    post: (path, data, extra = {}) => landlord.post(`/api/provider/v1${path}`, { headers: { ...headers(path), ...extra }, data }),
  };
}

/** A new group of the landlord's with `homes` homes at `status`; the homes' slugs. */
async function newGroup(api: ProviderCalls, group: { id: string; name: string; street: string }, status: string, extra: object = {}) {
  const written = await api.put(`/groups/${group.id}`, { name: group.name, street: group.street, postcode: '8000', ...extra });
  expect(written.status()).toBe(201);
  const home = await api.put(`/groups/${group.id}/homes/1`, { rooms: 3, sizeM2: 80, monthlyRent: 11_000, description: group.name });
  expect(home.status()).toBe(201);
  expect((await api.put(`/groups/${group.id}/status`, { status })).status()).toBe(200);
  return (await home.json()).homes.at(-1).slug as string;
}

/** The demo tenant's application for the home `slug`; its id. */
async function applyAsTenant(tenant: APIRequestContext, slug: string) {
  const applied = await tenant.post('/api/applications', {
    data: { property: slug, name: 'Demo Lejer', email: DEMO_EMAIL, phone: '+45 20 30 40 50', message: 'Jeg vil gerne bo her.' },
  });
  expect(applied.status()).toBe(201);
  return (await applied.json()).id as string;
}

function uniqueId(kind: string) {
  return `${kind}-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
}

/**
 * A landlord's new shareable group — a home with a viewing, one offered to its waiting list, a lease
 * for an outside tenant, a newcomer imported to the list — and the links of the mails those send:
 * every kind of page a mail's token opens but the offer's (makeOfferPage).
 */
async function makeTokenPages(landlord: APIRequestContext, tenant: APIRequestContext, tenantPage: Page): Promise<TokenPaths> {
  const api = await providerCalls(landlord);
  const { put, post } = api;

  const id = uniqueId('A11Y');
  const group = { id, name: `Tilgængelighuset ${id}` };
  const street = `Tilgængelighedsvej ${Date.now() % 100_000}`;
  expect((await put(`/groups/${id}`, { name: group.name, street, postcode: '8000', hasWaitingList: true })).status()).toBe(201);
  const slugs: string[] = [];
  for (const home of ['1', '2', '3']) {
    const written = await put(`/groups/${id}/homes/${home}`, { rooms: 3, sizeM2: 80, monthlyRent: 11_000 });
    expect(written.status()).toBe(201);
    slugs.push((await written.json()).homes.at(-1).slug);
  }
  expect((await put(`/groups/${id}/status`, { status: 'SHAREABLE' })).status()).toBe(200);

  const deadline = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
  const invited = await post('/viewings', {
    applicationIds: [await applyAsTenant(tenant, slugs[1])],
    meetingLocation: 'Ved hoveddøren',
    slots: [{ date: copenhagenDay(14), fromTime: '16:00', toTime: '16:30' }],
  });
  expect(invited.status()).toBe(201);

  await importDemoMember(landlord, api.secret, group, tenantPage);
  expect((await post(`/groups/${id}/waiting-list/offers`, { homeId: '3', count: 1, deadline })).status()).toBe(201);
  const newcomer = `a11y-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.dk`;
  expect(
    (await post(`/groups/${id}/waiting-list/members`, { email: newcomer, name: 'Ny Ventende', seniorityDate: '2018-01-01' })).status(),
  ).toBe(201);

  const outsider = `a11y-lease-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.dk`;
  const registered = await post('/tenants', { name: 'Karl Jensen', email: outsider, phone: '+45 20 30 40 50', groupId: id, homeId: '1' });
  expect(registered.status()).toBe(201);
  const lease = await landlord.post(`/api/provider/v1/tenants/${(await registered.json()).id}/contracts`, {
    headers: { authorization: `Bearer ${api.secret}`, 'idempotency-key': uniqueId('lease') },
    multipart: { file: { name: 'Lejekontrakt.pdf', mimeType: 'application/pdf', buffer: await leasePdf() } },
  });
  expect(lease.status()).toBe(201);

  return {
    viewing: await outboxLink(tenantPage, DEMO_EMAIL, street, '/fremvisning/'),
    waitingListOffer: await outboxLink(tenantPage, DEMO_EMAIL, street, '/ventelistetilbud/'),
    completeSignup: await outboxLink(tenantPage, newcomer, group.name, '/venteliste-tilmelding/'),
    contract: await outboxLink(tenantPage, outsider, street, '/kontrakt/'),
    ...(await makeFeeListPages(api, landlord, tenant, tenantPage)),
    savedSearchUnsubscribe: await makeUnsubscribePage(api, tenant, tenantPage),
  };
}

/**
 * A landlord's new group with a home offered to the demo tenant: the offer mail's page. Apart from
 * the other mails' pages, since the phone opens only this one and need not wait for the rest.
 */
async function makeOfferPage(landlord: APIRequestContext, tenant: APIRequestContext, tenantPage: Page) {
  const api = await providerCalls(landlord);
  const group = { id: uniqueId('A11Y-OFFER'), street: `Tilbudsvej ${Date.now() % 100_000}`, name: '' };
  group.name = `Tilbudshuset ${group.id}`;
  const slug = await newGroup(api, group, 'SHAREABLE');
  const offered = await api.post('/offers', {
    applicationIds: [await applyAsTenant(tenant, slug)],
    monthlyRent: 11_000,
    deposit: 22_000,
    moveInDate: copenhagenDay(60),
    deadline: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
  });
  expect(offered.status()).toBe(201);
  return outboxLink(tenantPage, DEMO_EMAIL, group.street, '/tilbud/');
}

/** A request context for each of the landlord and the demo tenant, and a page of the tenant's, for `make`. */
async function withLandlordAndTenant<T>(
  { playwright, browser }: { playwright: PlaywrightWorkerArgs['playwright']; browser: Browser },
  make: (landlord: APIRequestContext, tenant: APIRequestContext, tenantPage: Page) => Promise<T>,
): Promise<T> {
  const landlord = await signedIn(playwright, LANDLORD);
  const tenant = await signedIn(playwright, DEMO_EMAIL);
  const context = await browser.newContext({ baseURL: E2E_ORIGIN, storageState: await tenant.storageState() });
  try {
    return await make(landlord, tenant, await context.newPage());
  } finally {
    await context.close();
    await Promise.all([landlord.dispose(), tenant.dispose()]);
  }
}

/**
 * Two groups whose waiting lists cost a yearly fee. On the first the demo tenant is a member whose
 * fee was paid outside Hjemly until ten days from now, so the renewal job mails the reminder with its
 * stop link; they also had a viewing there, whose survey the landlord sends as at the day after it.
 * On the second they start the checkout and stop there: the payment's status page.
 */
async function makeFeeListPages(api: ProviderCalls, landlord: APIRequestContext, tenant: APIRequestContext, tenantPage: Page) {
  const fee = { hasWaitingList: true, waitingListYearlyFee: 200 };
  const prepaid = { id: uniqueId('A11Y-FEE'), street: `Gebyrvej ${Date.now() % 100_000}`, name: '' };
  prepaid.name = `Gebyrhuset ${prepaid.id}`;
  const slug = await newGroup(api, prepaid, 'SHAREABLE', fee);
  await importDemoMember(landlord, api.secret, prepaid, tenantPage, { feePaidUntil: copenhagenDay(10) });
  await runJobNow('renew-subscriptions');

  const day = copenhagenDay(14);
  const viewing = await api.post('/viewings', {
    applicationIds: [await applyAsTenant(tenant, slug)],
    meetingLocation: 'Ved hoveddøren',
    slots: [{ date: day, fromTime: '16:00', toTime: '16:30' }],
  });
  expect(viewing.status()).toBe(201);
  const invitation = (await outboxLink(tenantPage, DEMO_EMAIL, prepaid.street, '/fremvisning/')).split('/').at(-1)!;
  const slots = (await (await tenant.get(`/api/viewings/invitations/${invitation}`)).json()) as { slots: { id: string }[] };
  const accepted = await tenant.post(`/api/viewings/invitations/${invitation}`, { data: { answer: 'accept', slotId: slots.slots[0].id } });
  expect(accepted.status()).toBe(200);
  const surveys = await api.post(`/viewings/${(await viewing.json()).id}/surveys`, undefined, {
    'x-test-now': `${copenhagenDay(15)}T12:00:00Z`,
  });
  expect((await surveys.json()).sent).toBe(1);

  const checkout = { id: uniqueId('A11Y-PAY'), street: `Betalingsvej ${Date.now() % 100_000}`, name: '' };
  checkout.name = `Betalingshuset ${checkout.id}`;
  await newGroup(api, checkout, 'SHAREABLE', fee);
  await importDemoMember(landlord, api.secret, checkout, tenantPage, { landing: /\/betaling\/[0-9a-f]{32}\/test$/ });

  return {
    payment: new URL(tenantPage.url()).pathname.replace(/\/test$/, ''),
    survey: await outboxLink(tenantPage, DEMO_EMAIL, prepaid.street, '/evaluering/'),
    subscriptionStop: await outboxLink(tenantPage, DEMO_EMAIL, prepaid.name, '/abonnementer/stop/'),
  };
}

/**
 * The demo tenant's saved search, mailed at once, and a home that matches it published for as long
 * as the alert job takes to mail it: the mail's unsubscribe page.
 */
async function makeUnsubscribePage(api: ProviderCalls, tenant: APIRequestContext, tenantPage: Page) {
  const word = `tilgaengelighedsord${Date.now()}${Math.round(Math.random() * 1e6)}`;
  const saved = await tenant.post('/api/saved-searches', { data: { name: `Alarm ${word}`, params: { q: word } } });
  expect(saved.status()).toBe(201);
  const instant = await tenant.put(`/api/saved-searches/${(await saved.json()).id}`, { data: { frequency: 'instant' } });
  expect(instant.status()).toBe(204);
  const group = { id: uniqueId('A11Y-ALARM'), street: `Alarmvej ${Date.now() % 100_000}`, name: `Alarmhuset ${word}` };
  await newGroup(api, group, 'PUBLISHED');
  try {
    await runJobNow('send-alerts');
    return await outboxLink(tenantPage, DEMO_EMAIL, `Alarm ${word}`, '/gemte-soegninger/afmeld/');
  } finally {
    // Out of the public lists again, so other tests count the company's homes as seeded.
    await api.put(`/groups/${group.id}/status`, { status: 'UNPUBLISHED' });
  }
}

/** The sign-ins and the mails' pages are made once per worker and shared by its tests. */
const test = base.extend<
  { tenantPage: Page; landlordPage: Page },
  { tenantState: StorageState; landlordState: StorageState; tokenPaths: TokenPaths; offerPath: string }
>({
  tenantState: [
    async ({ playwright }, provide) => {
      const request = await signedIn(playwright, DEMO_EMAIL);
      await provide(await request.storageState());
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  landlordState: [
    async ({ playwright }, provide) => {
      const request = await signedIn(playwright, LANDLORD);
      await provide(await request.storageState());
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  tokenPaths: [
    async ({ playwright, browser }, provide) => provide(await withLandlordAndTenant({ playwright, browser }, makeTokenPages)),
    { scope: 'worker', timeout: 240_000 },
  ],
  offerPath: [
    async ({ playwright, browser }, provide) => provide(await withLandlordAndTenant({ playwright, browser }, makeOfferPage)),
    { scope: 'worker', timeout: 120_000 },
  ],
  tenantPage: async ({ page, context, tenantState }, provide) => {
    await context.addCookies(tenantState.cookies);
    await provide(page);
  },
  landlordPage: async ({ page, context, landlordState }, provide) => {
    await context.addCookies(landlordState.cookies);
    await provide(page);
  },
});

/**
 * Public pages, by page type: the same path in both languages unless the content's slug is its own.
 * `slow`: a long page, whose axe run has taken over 30 s on a loaded 2-core machine. `ownText`: the
 * page's text is written per language (content/<locale>), so it is checked in English too.
 */
const PUBLIC_PAGES: {
  type: string;
  path: (locale: Locale) => string;
  status?: number;
  mobile?: boolean;
  slow?: boolean;
  ownText?: boolean;
}[] = [
  { type: 'front page', path: () => '/', mobile: true },
  { type: 'search', path: () => '/soeg', mobile: true },
  { type: 'home page', path: () => `/bolig/${f.property}`, mobile: true },
  { type: 'group page', path: () => `/ejendom/${f.publishedGroup}`, mobile: true },
  { type: 'shared group page', path: () => `/ejendom/shared/${f.shareableGroup}` },
  { type: 'new builds overview', path: () => '/nybyggeri' },
  { type: 'new builds in a town', path: () => '/nybyggeri/odense' },
  { type: 'rentals overview', path: () => '/lejebolig' },
  { type: 'rentals in a town', path: () => '/lejebolig/aarhus' },
  { type: 'waiting-list search', path: () => '/soeg-ventelister' },
  { type: 'waiting-list sign-up', path: () => `/ejendom/${f.openFreeWaitingListGroup}/waiting-list/apply` },
  { type: 'open house', path: () => `/ejendom/${f.openHouseGroup}/aabent-hus`, mobile: true },
  { type: 'company page', path: () => `/virksomhed/${f.company}` },
  { type: 'about (CMS)', path: () => '/om-os', ownText: true },
  { type: 'help (CMS)', path: () => '/hjaelp', ownText: true },
  { type: 'privacy (CMS)', path: () => '/privatliv', ownText: true },
  { type: 'terms (CMS)', path: () => '/vilkaar', ownText: true },
  { type: 'accessibility statement (CMS)', path: () => '/tilgaengelighedserklaering', ownText: true },
  { type: 'city guides (CMS)', path: () => '/byguides', ownText: true },
  { type: 'city guide (CMS)', path: (l) => (l === 'da-DK' ? '/byguides/koebenhavn' : '/byguides/copenhagen'), ownText: true },
  { type: 'articles (CMS)', path: () => '/artikler', ownText: true },
  {
    type: 'article (CMS)',
    path: (l) => (l === 'da-DK' ? '/artikler/depositum-og-forudbetalt-leje' : '/artikler/deposit-and-prepaid-rent'),
    ownText: true,
  },
  { type: 'glossary (CMS)', path: () => '/ordbog', ownText: true },
  { type: 'glossary term (CMS)', path: () => '/ordbog/depositum', ownText: true },
  { type: 'feedback', path: () => '/feedback' },
  { type: 'developers', path: () => '/udvikler', mobile: true, slow: true },
  { type: 'sign-in dialog', path: () => '/?auth=login', mobile: true },
  { type: 'sign-up dialog', path: () => '/?auth=signup' },
  { type: 'not found', path: () => '/findes-ikke', status: 404 },
];

/** The signed-in person's own pages. */
const TENANT_PAGES: { type: string; path: string; mobile?: boolean; loaded?: (page: Page) => Locator }[] = [
  {
    type: 'home base',
    path: '/konto',
    mobile: true,
    loaded: (page) => page.getByRole('heading', { name: /^(Venter på dit svar|Waiting for your answer)$/ }),
  },
  { type: 'personal info', path: '/konto/personlig-info' },
  { type: 'profile', path: '/konto/profil' },
  { type: 'notifications', path: '/konto/notifikationer' },
  { type: 'applications', path: '/anmodninger', loaded: (page) => page.getByRole('navigation', { name: /^(Vis|Show)$/ }) },
  { type: 'waiting lists', path: '/ventelister', loaded: (page) => page.getByRole('article').first() },
  { type: 'subscriptions', path: '/abonnementer' },
  { type: 'interest lists', path: '/interesselister' },
  { type: 'saved searches', path: '/gemte-soegninger' },
  { type: 'application form', path: `/bolig/${f.applyHomes[0].slug}/anmod` },
  { type: 'waiting-list sign-up, signed in', path: `/ejendom/${f.openFreeWaitingListGroup}/waiting-list/apply` },
  { type: 'open house, signed in', path: `/ejendom/${f.openHouseGroup}/aabent-hus` },
];

const CONSOLE_PAGES = [
  '/konto/virksomhed',
  '/konto/virksomhed/ansoegninger',
  '/konto/virksomhed/medlemmer',
  '/konto/virksomhed/api-noegler',
  '/konto/virksomhed/webhooks',
  '/konto/virksomhed/indlejring',
  '/konto/virksomhed/tilbud',
  '/konto/virksomhed/kontrakter',
  '/konto/virksomhed/aabent-hus',
  '/konto/virksomhed/ventelister',
  '/konto/virksomhed/fremvisninger',
];

const TOKEN_PAGES: Exclude<keyof TokenPaths, 'payment'>[] = [
  'viewing',
  'contract',
  'waitingListOffer',
  'completeSignup',
  'survey',
  'subscriptionStop',
  'savedSearchUnsubscribe',
];

/** The first link in `main` whose path starts with `start` (a detail page of a list). */
async function firstLinkTo(page: Page, start: string) {
  const href = await page.locator(`main a[href^="${start}"]`).first().getAttribute('href');
  return href!;
}

for (const { locale, prefix } of LOCALES) {
  test.describe(`${locale}`, () => {
    test.use({ locale });

    for (const { type, path, status, mobile, slow, ownText } of PUBLIC_PAGES) {
      if (locale !== 'da-DK' && !ownText) continue;
      test(`${mobile ? '@mobile ' : ''}signed out: ${type}`, async ({ page }) => {
        test.slow(slow === true);
        await visitAndCheck(page, `${prefix}${path(locale)}`, status);
      });
    }

    test('the API reference gives each table a name of its own', async ({ page }) => {
      await page.goto(`${prefix}/udvikler`);
      const names = await page
        .locator('main table')
        .evaluateAll((tables) => tables.map((table) => table.querySelector('caption')?.textContent));
      expect(names.length).toBeGreaterThan(10);
      expect(names.filter((name, index) => !name || names.indexOf(name) !== index)).toEqual([]);
      expect(names).toContain(locale === 'da-DK' ? 'Parametre for PUT /groups/{groupId}' : 'Parameters for PUT /groups/{groupId}');
    });
  });
}

/** The pages of messages/ only (see the top of this file): in Danish. */
test.describe('da-DK', () => {
  test.use({ locale: 'da-DK' });

  for (const { type, path, mobile, loaded } of TENANT_PAGES) {
    test(`${mobile ? '@mobile ' : ''}signed in: ${type}`, async ({ tenantPage }) => {
      await visitAndCheck(tenantPage, path, 200, loaded);
    });
  }

  test('signed in: an application', async ({ tenantPage }) => {
    await tenantPage.goto('/anmodninger');
    await visitAndCheck(tenantPage, await firstLinkTo(tenantPage, '/anmodning/'));
  });

  test('@mobile from a mail: offer', async ({ page, offerPath }) => {
    test.setTimeout(150_000);
    await visitAndCheck(page, offerPath);
  });

  test.describe('the pages of mails and a checkout', () => {
    // In one worker, one after the other: the pages they open (tokenPaths) are made once per worker,
    // a minute's set-up on a loaded machine, which the other worker would otherwise make again.
    test.describe.configure({ mode: 'default' });

    for (const token of TOKEN_PAGES) {
      test(`from a mail: ${token}`, async ({ page, tokenPaths }) => {
        test.setTimeout(150_000);
        await visitAndCheck(page, tokenPaths[token]);
      });
    }

    test('signed in, from a checkout: payment', async ({ tenantPage, tokenPaths }) => {
      test.setTimeout(150_000);
      await visitAndCheck(tenantPage, tokenPaths.payment);
    });
  });

  for (const path of CONSOLE_PAGES) {
    test(`${path === '/konto/virksomhed' ? '@mobile ' : ''}company console: ${path}`, async ({ landlordPage }) => {
      await visitAndCheck(landlordPage, path);
    });
  }

  test('company console: an application', async ({ landlordPage }) => {
    await landlordPage.goto('/konto/virksomhed/ansoegninger');
    await visitAndCheck(landlordPage, await firstLinkTo(landlordPage, '/konto/virksomhed/ansoegninger/'));
  });

  test('company console: an open house', async ({ landlordPage }) => {
    await landlordPage.goto('/konto/virksomhed/aabent-hus');
    await visitAndCheck(landlordPage, await firstLinkTo(landlordPage, '/konto/virksomhed/aabent-hus/'));
  });
});
