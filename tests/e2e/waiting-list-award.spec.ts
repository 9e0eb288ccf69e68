import { randomUUID } from 'node:crypto';
import { createVerifiedAccountAt, DEMO_EMAIL, signInAt } from './support/auth';
import { companyApiKey } from './support/company-key';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { importDemoMember, importMember } from './support/waiting-list-member';

const LANDLORD = 'udlejer@hjemly.dk';

/** The link in the newest waiting-list offer mail to `email` about `street`. */
async function offerLink(page: Page, email: string, street: string): Promise<string> {
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const mail = page.locator('article').filter({ hasText: 'Tilbud fra ventelisten' }).filter({ hasText: street }).first();
  await expect(mail).toBeVisible();
  return new URL(
    (await mail
      .getByRole('link', { name: /\/ventelistetilbud\// })
      .first()
      .getAttribute('href'))!,
  ).pathname;
}

async function sayYes(page: Page, email: string, street: string) {
  await page.goto(await offerLink(page, email, street));
  await page.getByRole('button', { name: 'Ja, jeg vil gerne leje boligen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tak for dit svar' })).toBeVisible();
}

/*
 * Two members say yes to a waiting-list offer. The landlord gives the home to the second in line
 * from the console: the confirmation asks why the first who said yes is passed over and will not
 * award without a reason; the reason stands on the company's log next to the award.
 */
test('passing over the first member who said yes needs a reason, which goes on the company log', async ({ browser, page }) => {
  test.setTimeout(240_000);
  await signInAt(page, '/konto', LANDLORD);
  const secret = await companyApiKey(page, `Tildeling ${Date.now()}`);
  const api = (method: 'put' | 'post', path: string, data: unknown) =>
    page.request[method](`/api/provider/v1${path}`, {
      headers: { authorization: `Bearer ${secret}`, 'idempotency-key': randomUUID() },
      data,
    });
  const group = { id: `TILDEL-${Date.now()}`, name: `Tildelingshuset ${Date.now()}` };
  const street = `Tildelingsvej ${Date.now() % 100_000}`;
  expect((await api('put', `/groups/${group.id}`, { name: group.name, street, postcode: '8000', hasWaitingList: true })).status()).toBe(
    201,
  );
  expect((await api('put', `/groups/${group.id}/homes/1`, { rooms: 2, sizeM2: 60, monthlyRent: 8700 })).status()).toBe(201);
  expect((await api('put', `/groups/${group.id}/status`, { status: 'SHAREABLE' })).status()).toBe(200);

  // The first in line (the older seniority) and the demo tenant after her.
  const first = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  const firstEmail = await createVerifiedAccountAt(first, '/konto', 'da-DK', 'tildeling');
  await importMember(page.request, secret, group, first, {
    email: firstEmail,
    name: 'Ida Holm',
    cpr: '010190-1234',
    seniorityDate: '2010-01-01',
  });
  const second = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  await signInAt(second, '/konto');
  await importDemoMember(page.request, secret, group, second);

  const deadline = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
  expect((await api('post', `/groups/${group.id}/waiting-list/offers`, { homeId: '1', count: 2, deadline })).status()).toBe(201);
  await sayYes(first, firstEmail, street);
  await sayYes(second, DEMO_EMAIL, street);

  await page.goto('/konto/virksomhed/ventelister');
  await page.getByRole('link', { name: new RegExp(`^${group.name}`) }).click();
  const offer = page.getByRole('article').filter({ hasText: street });
  const demoRow = offer.getByRole('row').filter({ hasText: DEMO_EMAIL });
  await expect(offer.getByRole('row').filter({ hasText: firstEmail })).toContainText('Ja tak');
  await expect(async () => {
    await demoRow.getByRole('button', { name: 'Giv boligen' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Boligen går ikke til det første medlem på listen, der har svaret ja (Ida Holm).')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Giv boligen' }).click();
  await expect(dialog.getByText('Skriv, hvorfor boligen ikke går til det første medlem på listen, der har svaret ja.')).toBeVisible();
  const reason = `Ida Holm takkede nej i telefonen ${Date.now()}`;
  await dialog.getByLabel('Begrundelse').fill(reason);
  await dialog.getByRole('button', { name: 'Giv boligen' }).click();
  await expect(offer.getByText('Boligen er givet til Demo Lejer. De øvrige har fået besked.')).toBeVisible();

  await page.goto('/konto/virksomhed/log?action=waitingList.awarded');
  const entry = page.getByRole('table', { name: 'Virksomhedens log, nyeste først' }).getByRole('row').filter({ hasText: reason });
  await expect(entry).toContainText('Bolig givet fra venteliste');
  await expect(entry).toContainText(`Gik ikke til det første medlem, der sagde ja. Begrundelse: ${reason}`);
  // The recipients are on the screen, by their place on the list and with their answers, not only in the CSV.
  await expect(entry).toContainText(/\d+ modtagere: plads \d+: (ja|nej|intet svar)/);
});
