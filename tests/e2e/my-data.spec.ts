import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { MyDataExport } from '@/lib/my-data/schema';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DEMO_EMAIL, signInAt } from './support/auth';
import { expect, test } from './support/test';

/*
 * /konto/mine-data: the person's data as a page (both languages, a phone too), the JSON download,
 * and the mailed link that downloads it once. The CPR number is never shown whole.
 */

const TEXTS = {
  'da-DK': {
    prefix: '',
    title: 'Mine data',
    sections: ['Konto', 'Ansøgninger', 'Ventelister', 'Lejekontrakter', 'Mails sendt til dig', 'Hvad vi gemmer, og hvor længe'],
    download: 'Hent som fil (JSON)',
    deleteLink: 'Slet din konto',
  },
  'en-DK': {
    prefix: '/en-DK',
    title: 'My data',
    sections: ['Account', 'Applications', 'Waiting lists', 'Leases', 'Mails sent to you', 'What we keep, and for how long'],
    download: 'Download as a file (JSON)',
    deleteLink: 'Delete your account',
  },
} as const;

/** State codes as the file holds them: the page shows each in words instead. */
const RAW_CODES = new Set([
  'active',
  'passive',
  'interested',
  'notInterested',
  'open',
  'succeeded',
  'sent',
  'accepted',
  'declined',
  'queued',
  'registered',
  'awaitingSignature',
  'signed',
]);

/** A whole CPR number in any spelling: ten digits, or six and four with a dash or space between. */
const FULL_CPR = /\b\d{6}[- ]?\d{4}\b/;

// Signing in and building a person's whole export are slow on a loaded two-core machine.
test.slow();

/** Signs in on `path`, then opens it again: the page's own refresh after signing in has lagged under load. */
async function openSignedIn(page: Page, path: string) {
  await signInAt(page, path);
  await page.goto(path);
}

async function downloadedJson(page: Page, click: () => Promise<void>): Promise<MyDataExport> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toMatch(/^hjemly-mine-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(await readFile((await download.path())!, 'utf8')) as MyDataExport;
}

for (const [locale, texts] of Object.entries(TEXTS)) {
  test(`@mobile my data in ${locale}: every section under its heading, server-rendered, no full CPR, no serious axe finding`, async ({
    page,
  }) => {
    await openSignedIn(page, `${texts.prefix}/konto/mine-data`);
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    // The page renders again once signed in: on a busy machine that refresh has taken over 5 s.
    await expect(page.getByRole('heading', { name: texts.sections[0], exact: true })).toBeVisible({ timeout: 15_000 });
    for (const name of texts.sections) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: texts.deleteLink })).toBeVisible();
    const html = await (await page.request.get(`${texts.prefix}/konto/mine-data`)).text();
    for (const name of texts.sections) expect(html).toContain(name);
    expect(await page.locator('main').innerText()).not.toMatch(FULL_CPR);
    const values = await page.locator('main dd').allInnerTexts();
    expect(values.length).toBeGreaterThan(5);
    expect(values.filter((value) => RAW_CODES.has(value.trim()))).toEqual([]);
    await expectNoSeriousAxeViolations(page, 'page');
  });
}

test('the JSON download is the signed-in person’s, version 1, without a full CPR; signed out asks to sign in and the API says 401', async ({
  page,
}) => {
  const signedOut = await page.request.get('/api/account/export');
  expect(signedOut.status()).toBe(401);
  await page.goto('/konto/mine-data');
  await expect(page.getByRole('link', { name: 'Log ind' }).first()).toBeVisible();

  await openSignedIn(page, '/konto/mine-data');
  const download = page.getByRole('link', { name: TEXTS['da-DK'].download });
  await expect(download).toBeVisible({ timeout: 15_000 });
  const data = await downloadedJson(page, () => download.click());
  expect(data).toMatchObject({ format: 'hjemly-my-data', version: 1, account: { email: DEMO_EMAIL } });
  expect(JSON.stringify(data.waitingLists)).not.toMatch(FULL_CPR);
  for (const list of data.waitingLists) expect(list.cprMasked).toMatch(/^\d{6}-XXXX$/);
});

test('"Email me a copy" mails a link that downloads once, then says it was used', async ({ page }) => {
  await openSignedIn(page, '/en-DK/konto/mine-data');
  const copy = page.getByRole('button', { name: 'Email me a copy' });
  await expect(copy).toBeVisible({ timeout: 15_000 });
  await copy.click();
  await expect(page.getByRole('status').filter({ hasText: 'We have sent a link to' })).toBeVisible();
  const link = page
    .locator(`article[data-to="${DEMO_EMAIL}"]`)
    .getByRole('link', { name: /mine-data\// })
    .first();
  await expect(async () => {
    await page.goto(`/dev/outbox?to=${encodeURIComponent(DEMO_EMAIL)}`);
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const href = (await link.getAttribute('href'))!;
  await page.goto(new URL(href).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Download your data' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const data = await downloadedJson(page, () => page.getByRole('button', { name: 'Download my data' }).click());
  expect(data.account.email).toBe(DEMO_EMAIL);
  await page.reload();
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'This link has already been used. Sign in and ask for a new one on the My data page.',
  );
});
