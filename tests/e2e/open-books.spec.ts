import { expectNoSeriousAxeViolations } from './support/axe';
import { signInAt } from './support/auth';
import { fixtures } from './support/fixtures';
import { expect, test, type Page } from './support/test';

/*
 * Open books on the public pages: a home let from its waiting list tells what happened (never a
 * name), every home states its rent per m² beside comparable homes with the method one click away,
 * and the group lists its lettings. The demo data houses members from awarded offers.
 */

const PHONE = { width: 390, height: 844 };
const home = `/bolig/${fixtures.lettedHome.slug}`;
const group = `/ejendom/${fixtures.lettedHome.group}`;

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.describe('a let home and its group @mobile', () => {
  for (const locale of ['da-DK', 'en-DK'] as const) {
    const danish = locale === 'da-DK';
    const prefix = danish ? '' : '/en-DK';

    test(`the home tells how it was let and how its rent compares (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}${home}`);
      const outcome = page.getByRole('region', { name: danish ? 'Sådan blev boligen udlejet' : 'How this home was let' });
      await expect(outcome).toContainText(danish ? 'via ejendommens venteliste' : "through the building's waiting list");
      await expect(outcome).toContainText(danish ? '6 medlemmer fik tilbudt boligen.' : '6 members were offered the home.');
      // The winner by place and seniority bracket, never by name.
      await expect(outcome).toContainText(
        danish ? /Boligen gik til nr\. 3 på listen · anciennitet fra \d{4}/ : /went to no\. 3 on the list · seniority from \d{4}/,
      );
      await expect(outcome).not.toContainText('Boligtager');
      await expect(outcome).toContainText(danish ? 'færre end 5 personer' : 'fewer than 5 people');

      const rent = page.getByTestId('rent-comparison');
      await expect(rent).toContainText(danish ? /^Huslejen er [\d.]+ kr\.\/m² om året/ : /^The rent is [\d.]+ kr\.\/m² a year/);
      await expect(rent).toContainText(danish ? 'Det er ikke en juridisk vurdering.' : 'This is not a legal assessment.');
      const method = rent.getByText(danish ? 'Sådan sammenligner vi' : 'How we compare');
      await expect(rent.getByText(danish ? /huslejenævnet, der afgør/ : /the rent board/)).toBeHidden();
      await method.click();
      await expect(rent.getByText(danish ? /huslejenævnet, der afgør/ : /the rent board/)).toBeVisible();
      await expect(rent).toContainText(danish ? 'mindst 5 boliger' : 'at least 5 homes');

      await expectNoSeriousAxeViolations(page);
      if (page.viewportSize()!.width <= PHONE.width) await expectNoSidewaysScroll(page);
    });

    test(`the group lists its lettings and figures per year (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}${group}`);
      const lettings = page.getByRole('region', { name: danish ? 'Udlejet via Hjemly' : 'Let through Hjemly' });
      const rows = lettings.getByRole('table').first().getByRole('row');
      // A header and at least the seeded award.
      expect(await rows.count()).toBeGreaterThan(1);
      await expect(rows.nth(1)).toContainText(danish ? 'Venteliste' : 'Waiting list');
      await expect(rows.nth(1)).toContainText(danish ? /nr\. 3 · fra \d{4}/ : /no\. 3 · from \d{4}/);
      await expect(lettings.getByRole('table', { name: danish ? 'Udlejninger pr. år' : 'Lettings per year' })).toBeVisible();
      await rows.nth(1).getByRole('link').click();
      await expect(page).toHaveURL(/\/bolig\//);
      await expect(page.getByRole('region', { name: danish ? 'Sådan blev boligen udlejet' : 'How this home was let' })).toBeVisible();
    });
  }

  test('at 390 px the group page does not scroll sideways', async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const path of [group, `/en-DK${group}`]) {
      await page.goto(path);
      await expectNoSidewaysScroll(page);
    }
  });
});

test('the console sets the publication delay with the API’s rules and says what it kept', async ({ page }) => {
  await signInAt(page, '/konto', 'udlejer@hjemly.dk');
  await page.goto('/konto/virksomhed');
  const form = page.getByRole('form', { name: 'Åbne bøger: offentliggørelse af udlejninger' });
  const field = form.getByLabel('Udskyd detaljerne (dage)');
  const save = form.getByRole('button', { name: 'Gem' });
  for (const wrong of ['91', '']) {
    await field.fill(wrong);
    await save.click();
    await expect(form.getByText('Skriv et helt antal dage fra 0 til 90.')).toBeVisible();
    await expect(field).toBeFocused();
  }
  // A day hides nothing of the demo data, whose newest letting is weeks old, from the specs beside this one.
  await field.fill('1');
  await save.click();
  await expect(form.getByText('Gemt: detaljerne vises 1 dag efter udlejningen.')).toBeVisible();
  await page.reload();
  await expect(field).toHaveValue('1');
  await field.fill('0');
  await save.click();
  await expect(form.getByText('Gemt: detaljerne vises med det samme.')).toBeVisible();
});
