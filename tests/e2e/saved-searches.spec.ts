import { expect, test } from './support/test';
import { authDialog, DEMO_EMAIL, DEMO_PASSWORD, signInAt } from './support/auth';
import { expectNoSeriousAxeViolations } from './support/axe';

const LOCALES = [
  {
    prefix: '',
    save: 'Gem søgning',
    saveName: 'Gem',
    saved: 'Søgningen er gemt.',
    list: 'Se dine gemte søgninger',
    matches: /\d+ boliger? lige nu|Ingen boliger lige nu|Over 1\.?000 boliger lige nu/,
    open: 'Åbn søgningen',
    rename: 'Omdøb',
    renameLabel: /^Nyt navn til/,
    frequency: 'E-mail om nye boliger',
    weekly: (name: string) => `Gemt. Du får en ugentlig e-mail om nye boliger til „${name}“.`,
    delete: 'Slet',
    confirm: 'Slet søgning',
    empty: /ingen gemte søgninger/,
  },
  {
    prefix: '/en-DK',
    save: 'Save search',
    saveName: 'Save',
    saved: 'The search has been saved.',
    list: 'See your saved searches',
    matches: /\d+ homes? right now|No homes right now|Over 1[.,]?000 homes right now/,
    open: 'Open the search',
    rename: 'Rename',
    renameLabel: /^New name for/,
    frequency: 'E-mail about new homes',
    weekly: (name: string) => `Saved. You will get a weekly e-mail about new homes matching “${name}”.`,
    delete: 'Delete',
    confirm: 'Delete search',
    empty: /no saved searches/,
  },
] as const;

/** The search page of Aarhus below `rentMax`, however the link encodes the colon. */
const aarhusSearch = (rentMax: number) => new RegExp(`/soeg\\?sted=city(%3A|:)aarhus&rentMax=${rentMax}$`);

for (const l of LOCALES) {
  test(`${l.prefix || 'da'}: save a search for Aarhus with a rent limit, see it with its count, open, rename and delete it`, async ({
    page,
  }) => {
    test.slow();
    // A rent limit of its own per run and locale: the demo user's list is shared with other tests.
    const rentMax = 10_000 + Math.floor(Math.random() * 9_000) + (l.prefix ? 1 : 0);
    await signInAt(page, `${l.prefix}/soeg`);
    await page.goto(`${l.prefix}/soeg?sted=city:aarhus&rentMax=${rentMax}`);
    const name = page.getByRole('textbox', { name: l.prefix ? 'Name of the search' : 'Navn på søgningen' });
    // A click before the page has hydrated does nothing yet: click until the form opens. The form
    // replaces the button, so a form that took longer than one round to show is not clicked again.
    await expect(async () => {
      if (!(await name.isVisible())) await page.getByRole('button', { name: l.save }).click({ timeout: 5_000 });
      await expect(name).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(name).toBeFocused();
    await expect(name).toHaveValue(/^Aarhus, max /);
    const searchName = await name.inputValue();
    await page.getByRole('button', { name: l.saveName, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: l.saved })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: l.list }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/gemte-soegninger$`));
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: searchName, exact: true }) });
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('saved-search-matches')).toHaveText(l.matches);
    await expect(item.getByLabel(l.frequency)).toHaveValue('daily');
    await expectNoSeriousAxeViolations(page);

    await item.getByRole('link', { name: new RegExp(`^${l.open}`) }).click();
    await expect(page).toHaveURL(aarhusSearch(rentMax));
    await page.goBack();

    const renamed = `${searchName} (${l.rename})`;
    await item.getByRole('button', { name: new RegExp(`^${l.rename}`) }).click();
    await page.getByRole('textbox', { name: l.renameLabel }).fill(renamed);
    await page.getByRole('button', { name: l.saveName, exact: true }).click();
    const renamedItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: renamed, exact: true }) });
    await expect(renamedItem).toHaveCount(1);

    const frequencySaved = page.waitForResponse((r) => r.url().includes('/api/saved-searches/') && r.request().method() === 'PUT');
    await renamedItem.getByLabel(l.frequency).selectOption('weekly');
    expect((await frequencySaved).status()).toBe(204);
    await expect(renamedItem.getByRole('status')).toHaveText(l.weekly(renamed));
    await page.reload();
    await expect(renamedItem.getByLabel(l.frequency)).toHaveValue('weekly');

    await renamedItem.getByRole('button', { name: new RegExp(`^${l.delete}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: l.confirm }).click();
    await expect(renamedItem).toHaveCount(0);
  });
}

test('signed out: "Gem søgning" asks to sign in and saves the search afterwards, filters kept', async ({ page }) => {
  test.slow();
  const rentMax = 20_000 + Math.floor(Math.random() * 9_000);
  await page.goto(`/soeg?sted=city:aarhus&rentMax=${rentMax}`);
  await page.getByRole('button', { name: 'Gem søgning' }).click();
  await expect(authDialog(page)).toBeVisible();
  await authDialog(page).getByLabel('E-mail').fill(DEMO_EMAIL);
  await authDialog(page).getByLabel('Adgangskode').fill(DEMO_PASSWORD);
  await authDialog(page).locator('form [type=submit]').click();
  await expect(authDialog(page)).toBeHidden({ timeout: 15_000 });
  await expect(page).toHaveURL(aarhusSearch(rentMax));
  await expect(page.getByRole('status').filter({ hasText: 'Søgningen er gemt.' })).toBeVisible();

  await page.goto('/gemte-soegninger');
  const item = page.getByRole('listitem').filter({ hasText: `max ${new Intl.NumberFormat('da-DK').format(rentMax)} kr.` });
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: /^Slet/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Slet søgning' }).click();
  await expect(item).toHaveCount(0);
});
