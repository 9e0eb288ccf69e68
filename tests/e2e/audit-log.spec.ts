import { signInAt } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { E2E_ORIGIN } from './support/consent';
import { expect, test } from './support/test';

const LANDLORD = 'udlejer@hjemly.dk';

const TEXTS = {
  'da-DK': {
    prefix: '',
    caption: 'Virksomhedens log, nyeste først',
    filters: 'Filtrér loggen',
    action: 'Handling',
    apply: 'Vis',
    created: 'API-nøgle oprettet',
    revoked: 'API-nøgle tilbagekaldt',
    download: 'Hent som CSV',
    emptyFiltered: 'Ingen handlinger passer til filteret.',
    labelField: 'Navn',
    subject: 'API-nøgle',
    keysPage: '/konto/virksomhed/api-noegler',
  },
  'en-DK': {
    prefix: '/en-DK',
    caption: "The company's log, newest first",
    filters: 'Filter the log',
    action: 'Action',
    apply: 'Show',
    created: 'API key created',
    revoked: 'API key revoked',
    download: 'Download as CSV',
    emptyFiltered: 'Nothing matches the filter.',
    labelField: 'Name',
    subject: 'API key',
    keysPage: '/en-DK/konto/virksomhed/api-noegler',
  },
} as const;

/*
 * /konto/virksomhed/log: the owner makes an API key in the console and finds it on the company's
 * log — by whom, what, from where — filters the log to that action (a plain GET form: the choice is
 * in the address), downloads the same selection as CSV, and finds nothing for a day before any act.
 */
for (const [locale, texts] of Object.entries(TEXTS)) {
  test(`@mobile the owner finds their own act on the company's log, filters it and downloads it (${locale})`, async ({ page }) => {
    // Sign-in, three renders of the log and two axe runs: slow on a loaded 2-core machine.
    test.slow();
    await signInAt(page, `${texts.prefix}/konto`, LANDLORD);
    const label = `Log ${locale} ${Date.now()}`;
    const made = await page.request.post('/api/company/api-keys', { headers: { origin: E2E_ORIGIN }, data: { name: label } });
    expect(made.status()).toBe(201);

    await page.goto(`${texts.prefix}/konto/virksomhed/log`);
    const log = page.getByRole('table', { name: texts.caption });
    const row = log.getByRole('row').filter({ hasText: label });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(texts.created);
    await expect(row).toContainText('Demo Udlejer');
    // The detail in the page's words: the key's name under its label, not the stored field name.
    await expect(row).toContainText(`${texts.labelField}: ${label}`);
    // What it was about, as a link to where keys are handled: never our internal id.
    await expect(row.getByRole('link', { name: texts.subject, exact: true })).toHaveAttribute('href', texts.keysPage);
    // The server's HTML holds the entry: the page needs no script to show it.
    expect(await (await page.request.get(`${texts.prefix}/konto/virksomhed/log`)).text()).toContain(label);
    await expectNoSeriousAxeViolations(page);

    const filters = page.getByRole('form', { name: texts.filters });
    await filters.getByLabel(texts.action, { exact: true }).selectOption('apiKey.created');
    await filters.getByRole('button', { name: texts.apply, exact: true }).click();
    await expect(page).toHaveURL(/[?&]action=apiKey\.created(&|$)/);
    await expect(log.getByRole('row').filter({ hasText: label })).toHaveCount(1);
    await expect(log.getByRole('row').filter({ hasText: texts.revoked })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    const csvHref = await page.getByRole('link', { name: texts.download }).getAttribute('href');
    expect(csvHref).toContain('action=apiKey.created');
    const csv = await page.request.get(csvHref!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toContain(label);

    // A day long before any act: the filtered empty state, not an empty table.
    await page.goto(`${texts.prefix}/konto/virksomhed/log?from=2001-01-01&to=2001-01-02`);
    await expect(page.getByText(texts.emptyFiltered)).toBeVisible();
  });
}

test('a filter the page cannot read shows the whole log and says so; a signed-out visitor is asked to sign in', async ({ page }) => {
  await page.goto('/konto/virksomhed/log');
  await expect(page.getByRole('link', { name: 'Log ind' }).first()).toBeVisible();
  await signInAt(page, '/konto', LANDLORD);
  const response = await page.goto('/konto/virksomhed/log?from=not-a-day&action=offer.unknown');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: 'Filteret kunne ikke bruges, så hele loggen vises.' })).toBeVisible();
  await expect(page.getByRole('table', { name: TEXTS['da-DK'].caption })).toBeVisible();
});
