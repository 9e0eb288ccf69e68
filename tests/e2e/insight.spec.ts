import { companyApiKey } from './support/company-key';
import { signInAt } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';

const LANDLORD = 'udlejer@hjemly.dk';
/** A share, a count, a decimal or a duration as Danish writes them, or the dash of a figure with nothing to divide by. */
const DANISH_VALUE = /^(–|\d{1,3}(\.\d{3})*(,\d+)?(\s%|\sdage?|\stimer?)?)$/;

const keyFigures = (page: Page, name: RegExp) => page.getByRole('table', { name });
const valueOf = (table: ReturnType<typeof keyFigures>, figure: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: figure, exact: true }) })
    .getByRole('cell')
    .first();
const countOf = async (table: ReturnType<typeof keyFigures>, figure: string) =>
  Number((await valueOf(table, figure).textContent())!.replace(/\./g, ''));

test('the owner reads the overview, switches period and group, and finds it in English @mobile', async ({ page }) => {
  // Sign-in, eight console pages and two axe runs: over a minute on a loaded 2-core machine.
  test.slow();
  await signInAt(page, '/konto', LANDLORD);
  await page.goto('/konto/virksomhed');
  await page.getByRole('navigation', { name: 'Virksomhedskonsol' }).getByRole('link', { name: 'Indsigt', exact: true }).click();
  await expect(page).toHaveURL(/\/konto\/virksomhed\/indsigt$/);
  await expect(page.getByRole('heading', { name: 'Indsigt', level: 2 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Andele i perioden (ventelister: nu)' })).toBeVisible();

  const month = keyFigures(page, /^Nøgletal for Hele virksomheden, de seneste 30 dage$/);
  await expect(month.getByRole('row')).toHaveCount(14);
  for (const figure of ['Ledige boliger', 'Ansøgninger', 'Svarprocent', 'Tid til første svar (median)', 'Aktive medlemmer']) {
    await expect(valueOf(month, figure)).toHaveText(DANISH_VALUE);
  }
  const applicationsInMonth = await countOf(month, 'Ansøgninger');
  await expectNoSeriousAxeViolations(page);

  // The period is a plain GET form: the choice is in the address.
  const main = page.getByRole('main');
  await main.getByLabel('Periode', { exact: true }).selectOption('365');
  await main.getByRole('button', { name: 'Vis', exact: true }).click();
  await expect(page).toHaveURL(/\/konto\/virksomhed\/indsigt\?period=365&group=$/);
  const year = keyFigures(page, /de seneste 365 dage$/);
  await expect(year).toBeVisible();
  await expect(main.getByLabel('Periode', { exact: true })).toHaveValue('365');
  // A year holds at least what a month does.
  expect(await countOf(year, 'Ansøgninger')).toBeGreaterThanOrEqual(applicationsInMonth);

  // One group.
  const group = main.getByLabel('Afdeling', { exact: true });
  const firstGroup = await group.locator('option').nth(1).textContent();
  await group.selectOption({ index: 1 });
  await main.getByRole('button', { name: 'Vis', exact: true }).click();
  await expect(keyFigures(page, new RegExp(`^Nøgletal for ${firstGroup}, de seneste 365 dage$`))).toBeVisible();

  // The internal English path is sent on to the public one, whose words are Danish in both languages.
  await page.goto('/en-DK/account/company/insight?period=90');
  await expect(page).toHaveURL(/\/en-DK\/konto\/virksomhed\/indsigt\?period=90$/);
  await expect(page.getByRole('heading', { name: 'Insight', level: 2 })).toBeVisible();
  const quarter = keyFigures(page, /^Key figures for The whole company, the last 90 days$/);
  await expect(quarter.getByRole('row')).toHaveCount(14);
  // English pages write numbers as Danish ones do (87,5 %), as they write amounts.
  await expect(valueOf(quarter, 'Answer rate')).toHaveText(DANISH_VALUE);
  await expectNoSeriousAxeViolations(page);
});

test('a group with nothing in it shows the empty state, and an unknown period or group is a 404', async ({ page }) => {
  test.slow();
  await signInAt(page, '/konto', LANDLORD);
  // A new group without homes, made through the provider API with a key of the company's own.
  const secret = await companyApiKey(page, `Indsigt ${Date.now()}`);
  const externalId = `INDSIGT-${Date.now()}`;
  const put = await page.request.put(`/api/provider/v1/groups/${externalId}`, {
    headers: { authorization: `Bearer ${secret}`, 'idempotency-key': externalId },
    data: { name: `Tom afdeling ${externalId}`, street: 'Tomgade 1', postcode: '8000' },
  });
  expect(put.status()).toBe(201);
  const { slug } = (await put.json()) as { slug: string };

  await page.goto(`/konto/virksomhed/indsigt?group=${slug}`);
  await expect(page.getByText('Der er endnu intet at vise', { exact: false })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // The API answers the same empty figures for the key's company.
  const api = await page.request.get(`/api/provider/v1/insight?group=${slug}`, { headers: { authorization: `Bearer ${secret}` } });
  expect(await api.json()).toMatchObject({
    group: { slug },
    homes: { total: 0, free: 0 },
    applications: { received: 0, answerRate: null },
  });

  expect((await page.goto('/konto/virksomhed/indsigt?period=31'))?.status()).toBe(404);
  expect((await page.goto('/konto/virksomhed/indsigt?group=ingen-saadan-afdeling'))?.status()).toBe(404);
});
