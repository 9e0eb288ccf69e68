import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { authDialog, createVerifiedAccountAt, DEMO_EMAIL, DEMO_PASSWORD, signInAt } from './support/auth';

const LANDLORD = 'udlejer@hjemly.dk';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/*
 * "Hold mig orienteret" on a new build that takes no sign-ups yet: asked signed out, the person signs
 * in and is on the list; the marketing consent is its own unticked box; /interesselister shows the
 * group and leaves it. The landlord's group is made through the provider API and hidden again.
 */
test('follow a new build from its page after signing in, see it on /interesselister and leave it', async ({ browser, request }) => {
  test.slow();
  const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  await signInAt(landlord, '/konto/virksomhed/api-noegler', LANDLORD);
  await landlord.getByRole('button', { name: 'Lav nøgle' }).click();
  await landlord.getByLabel('Navn').fill(`E2E interesselister ${Date.now()}`);
  await landlord.getByRole('button', { name: 'Lav nøgle' }).click();
  const secret = (await landlord.getByTestId('new-api-key').textContent())!.trim();
  const group = `INTERESSE-${Date.now()}`;
  const name = `Fjordbyen ${group}`;
  const put = (path: string, data: unknown) =>
    request.put(`/api/provider/v1${path}`, {
      headers: { authorization: `Bearer ${secret}`, 'idempotency-key': randomUUID() },
      data,
    });
  const created = await put(`/groups/${group}`, { name, street: 'Fjordvej 1', postcode: '8000', isNewBuild: true });
  expect(created.status()).toBe(201);
  const slug = (await created.json()).slug as string;
  expect((await put(`/groups/${group}/status`, { status: 'WAITING_LIST' })).status()).toBe(200);

  const page = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  try {
    await page.goto(`/ejendom/${slug}`);
    const box = page.getByRole('region', { name: 'Hold mig orienteret' });
    await expect(box).toBeVisible();
    const consent = box.getByRole('checkbox', { name: /må også sende mig nyt om sine andre projekter/ });
    await expect(consent).not.toBeChecked();
    await expectNoAxeViolations(page);

    // Signed out: the sign-in dialog, then the person is on the list without another click. A click
    // before hydration does nothing, so it is repeated — but not once the dialog is open: under load
    // an earlier click's dialog can come late, and a click on the button it covers waits until the
    // test times out.
    await expect(async () => {
      if (!(await authDialog(page).isVisible())) await box.getByRole('button', { name: 'Hold mig orienteret' }).click({ timeout: 5_000 });
      await expect(authDialog(page)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await authDialog(page).getByLabel('E-mail').fill(DEMO_EMAIL);
    await authDialog(page).getByLabel('Adgangskode').fill(DEMO_PASSWORD);
    await authDialog(page).locator('form [type=submit]').click();
    await expect(authDialog(page)).toBeHidden({ timeout: 15_000 });
    await expect(box.getByRole('status').filter({ hasText: `Du er nu på interesselisten for ${name}.` })).toBeVisible();
    await expect(consent).not.toBeChecked();

    // The consent is a switch of its own once on the list.
    await consent.check();
    await expect(box.getByRole('status').filter({ hasText: 'Dit valg er gemt.' })).toBeVisible();

    await page.goto('/en-DK/interesselister');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(item).toContainText('Waiting list open');
    await expect(item.getByRole('checkbox', { name: 'The landlord may send me news about its other projects' })).toBeChecked();
    await expectNoAxeViolations(page);
    await item.getByRole('button', { name: 'Leave the list' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await expect(item).toHaveCount(0);
  } finally {
    await put(`/groups/${group}/status`, { status: 'UNPUBLISHED' });
  }
});

/*
 * Where people look: the new-build overview offers "Gem søgning" and the new builds to follow, each
 * leading to its group's box; a home of a new build has the box for its group; and someone who
 * follows nothing is led from /interesselister straight to that list.
 */
test('"Hold mig orienteret" and "Gem søgning" on the new-build overview and on a home\'s page', async ({ page }) => {
  test.slow(); // three listing pages and a group page, each a first render on a fresh server
  await page.goto('/nybyggeri');
  await expect(page.getByRole('button', { name: 'Gem søgning' }).first()).toBeVisible();
  const toFollow = page.locator('#nybyggeri-at-foelge');
  await expect(toFollow.getByRole('heading', { name: 'Hold mig orienteret' })).toBeVisible();
  await toFollow
    .getByRole('link', { name: /^Hold mig orienteret om / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ejendom\/[^/#]+#hold-mig-orienteret$/);
  await expect(page.getByRole('region', { name: 'Hold mig orienteret' })).toBeVisible();

  await page.goto('/nybyggeri');
  const home = await page.getByRole('main').locator('a[href^="/bolig/"]').first().getAttribute('href');
  await page.goto(home!);
  await expect(page.getByRole('region', { name: 'Hold mig orienteret' })).toBeVisible();
});

test('the empty interest-list page links straight to the new builds one can follow', async ({ page }) => {
  test.slow(); // a new account through the sign-up dialog and the outbox
  await createVerifiedAccountAt(page, '/interesselister', 'da-DK', 'interesse');
  await expect(page.getByText('Du er ikke på nogen interesseliste endnu.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Se nybyggeri' }).click();
  await expect(page).toHaveURL(/\/nybyggeri#nybyggeri-at-foelge$/);
  await expect(
    page
      .locator('#nybyggeri-at-foelge')
      .getByRole('link', { name: /^Hold mig orienteret om / })
      .first(),
  ).toBeVisible();
});
