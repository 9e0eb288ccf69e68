import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { createVerifiedAccountAt, signInAt } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';
import { runJobNow } from './support/jobs';

const LANDLORD = 'udlejer@hjemly.dk';

const LOCALES = [
  {
    prefix: '',
    save: 'Gem søgning',
    saveName: 'Gem',
    nameLabel: 'Navn på søgningen',
    saved: 'Søgningen er gemt.',
    frequency: 'E-mail om nye boliger',
    subject: 'til din søgning',
    stop: 'Stop e-mails om',
    confirm: 'Stop e-mails',
    done: 'Du får ikke flere e-mails om',
    alreadyUsed: 'Det er gjort: dette link har allerede stoppet e-mails',
  },
  {
    prefix: '/en-DK',
    save: 'Save search',
    saveName: 'Save',
    nameLabel: 'Name of the search',
    saved: 'The search has been saved.',
    frequency: 'E-mail about new homes',
    subject: 'for your search',
    stop: 'Stop e-mails about',
    confirm: 'Stop e-mails',
    done: 'You will get no more e-mails about',
    alreadyUsed: 'Done already: this link has stopped the e-mails',
  },
] as const;

/** A key of the demo landlord's company, made in the console as a CRM's developer would. */
async function landlordKey(page: Page): Promise<string> {
  await signInAt(page, '/konto/virksomhed/api-noegler', LANDLORD);
  await page.getByRole('button', { name: 'Lav nøgle' }).click();
  await page.getByLabel('Navn').fill(`E2E alarmer ${Date.now()}`);
  await page.getByRole('button', { name: 'Lav nøgle' }).click();
  return (await page.getByTestId('new-api-key').textContent())!.trim();
}

function providerApi(request: APIRequestContext, secret: string) {
  return (path: string, data: unknown) =>
    request.put(`/api/provider/v1${path}`, {
      headers: { authorization: `Bearer ${secret}`, 'idempotency-key': randomUUID() },
      data,
    });
}

for (const l of LOCALES) {
  test(`${l.prefix || 'da'}: a saved search hears of a matching home the landlord publishes, and stops from the mail`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    // A word no other home has: only the home published here matches the search.
    const word = `alarmord${Date.now()}${l.prefix ? 'en' : 'da'}`;
    const searchName = `Alarm ${word}`;
    const page = await (await browser.newContext({ locale: 'da-DK' })).newPage();
    // A person of their own: one mail a run holds all of a person's finds, and the other locale's test
    // (or another spec's saved search) running at the same time must not land in this one's mail.
    const email = await createVerifiedAccountAt(page, `${l.prefix}/soeg`, l.prefix ? 'en-DK' : 'da-DK', 'alarm');
    await page.goto(`${l.prefix}/soeg?q=${word}`);
    const name = page.getByRole('textbox', { name: l.nameLabel });
    await expect(async () => {
      await page.getByRole('button', { name: l.save }).click();
      await expect(name).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await name.fill(searchName);
    await page.getByRole('button', { name: l.saveName, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: l.saved })).toBeVisible();

    await page.goto(`${l.prefix}/gemte-soegninger`);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: searchName, exact: true }) });
    const frequencySaved = page.waitForResponse((r) => r.url().includes('/api/saved-searches/') && r.request().method() === 'PUT');
    await item.getByLabel(l.frequency).selectOption('instant');
    expect((await frequencySaved).status()).toBe(204);

    // The landlord's CRM publishes a group with a home that matches.
    const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
    const group = `ALARM-${word}`;
    const put = providerApi(request, await landlordKey(landlord));
    expect((await put(`/groups/${group}`, { name: `Alarmhusene ${word}`, street: 'Kajgade 9', postcode: '8000' })).status()).toBe(201);
    const home = await put(`/groups/${group}/homes/1`, {
      floorDoor: '3. th.',
      rooms: 3,
      sizeM2: 82,
      monthlyRent: 11950,
      description: `Lys lejlighed med altan (${word}).`,
    });
    expect(home.status()).toBe(201);
    expect((await put(`/groups/${group}/status`, { status: 'PUBLISHED' })).status()).toBe(200);
    try {
      // The server runs send-alerts every minute; the test runs it now rather than wait up to that
      // minute (should this run come too soon, the server's next one still sends the mail).
      await runJobNow('send-alerts');
      const mail = page.locator('article', { has: page.getByRole('heading', { name: new RegExp(`${l.subject} ${searchName}$`) }) });
      await expect(async () => {
        await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
        await expect(mail).toHaveCount(1, { timeout: 1_000 });
      }).toPass({ timeout: 150_000, intervals: [1_000, 2_000, 5_000] });
      await expect(mail).toContainText('Kajgade 9, 3. th., 8000 Aarhus C');
      await expect(mail).toContainText('savedSearchAlert');
      // RFC 8058: the one-click link and its POST body travel as headers.
      await expect(mail.getByTestId('mail-headers')).toContainText(
        /List-Unsubscribe: <http[^>]+\/api\/saved-searches\/unsubscribe\/[^>]+>/,
      );
      await expect(mail.getByTestId('mail-headers')).toContainText('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

      // Unsubscribe from the mail's own link, signed out: the page asks, the button stops the mails.
      const stopLink = mail.getByRole('link', { name: /\/gemte-soegninger\/afmeld\// }).last();
      const href = (await stopLink.getAttribute('href'))!;
      expect(href).toContain(`${l.prefix}/gemte-soegninger/afmeld/`);
      const stranger = await (await browser.newContext({ locale: 'da-DK' })).newPage();
      await stranger.goto(new URL(href).pathname);
      await expect(stranger.getByRole('listitem').filter({ hasText: searchName })).toBeVisible();
      await expectNoSeriousAxeViolations(stranger);
      await stranger.getByRole('button', { name: l.confirm }).click();
      await expect(stranger.getByRole('status').filter({ hasText: l.done })).toBeVisible();
      // Opened again, the used link says it is done and asks nothing.
      await stranger.goto(new URL(href).pathname);
      await expect(stranger.getByRole('status').filter({ hasText: l.alreadyUsed })).toBeVisible();
      await expect(stranger.getByRole('button', { name: l.confirm })).toHaveCount(0);

      // A forged link is the not-found page.
      const forged = await stranger.goto(`${new URL(href).pathname.slice(0, -3)}AAA`);
      expect(forged?.status()).toBe(404);

      await page.goto(`${l.prefix}/gemte-soegninger`);
      await expect(item.getByLabel(l.frequency)).toHaveValue('off');
    } finally {
      // Out of the public lists again, so other tests count the company's homes as seeded.
      await put(`/groups/${group}/status`, { status: 'UNPUBLISHED' });
      await page.goto(`${l.prefix}/gemte-soegninger`);
      await item.getByRole('button', { name: /^(Slet|Delete)/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^(Slet søgning|Delete search)$/ })
        .click();
    }
  });
}
