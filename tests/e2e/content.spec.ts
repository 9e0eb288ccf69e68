import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { fixtures } from './support/fixtures';
import { expectNoSeriousAxeViolations } from './support/axe';

type Entry = { slug: string; title: string; summary: string; localizations: { locale: string; slug: string }[] };

/** An entry as the CMS folder holds it: the tests follow the content instead of copying its wording. */
function entry(locale: 'da-DK' | 'en-DK', collection: string, slug: string): Entry {
  return JSON.parse(readFileSync(path.resolve('content', locale, collection, `${slug}.json`), 'utf8'));
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  return blocks.map((block) => block['@type']);
}

// A returning visitor who has chosen cookies already: the consent banner has its own spec.
test.beforeEach(async ({ context, baseURL }) => {
  const value = `v=1&ts=${Date.now()}&statistics=0&marketing=0`;
  await context.addCookies([{ name: 'hjemly_consent', value: encodeURIComponent(value), url: baseURL! }]);
});

const daArticle = entry('da-DK', 'articles', 'depositum-og-forudbetalt-leje');
const enArticle = entry('en-DK', 'articles', 'deposit-and-prepaid-rent');
const daGuide = entry('da-DK', 'city-guides', 'koebenhavn');
const enGuide = entry('en-DK', 'city-guides', 'copenhagen');
const term = entry('en-DK', 'glossary-terms', 'depositum');

test.describe('city guides', () => {
  test('the list leads to a guide with typical rents from our homes and the homes there now', async ({ page }) => {
    await page.goto('/byguides');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Byguides');
    await expectNoSeriousAxeViolations(page, 'page');
    await page.getByRole('link', { name: daGuide.title }).click();
    await expect(page).toHaveURL(/\/byguides\/koebenhavn$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(daGuide.title);
    const rents = page.getByRole('table', { name: 'Husleje pr. måned efter antal værelser' });
    await expect(rents.getByRole('row', { name: /Alle boliger/ })).toContainText('kr.');
    await expect(page.getByRole('heading', { level: 2, name: 'Kvarterer' })).toBeVisible();
    await expect(page.getByTestId('home-list').locator('article').first()).toBeVisible();
    expect(await jsonLdTypes(page)).toContain('Article');
    // After a client-side navigation the title can come a moment after the content (streamed metadata).
    await expect(page).toHaveTitle(new RegExp(daGuide.title));
    await expectNoSeriousAxeViolations(page, 'page');
    await page.getByRole('link', { name: 'Se alle boliger i København' }).click();
    await expect(page).toHaveURL(/\/lejebolig\/koebenhavn$/);
  });

  test('the language switcher lands on the English guide under its English slug', async ({ page }) => {
    await page.goto('/byguides/koebenhavn');
    // Once the page has loaded, the switcher links straight to the translation (no redirect on the way).
    await expect(page.getByRole('link', { name: 'Skift sprog til English' })).toHaveAttribute('href', '/en-DK/byguides/copenhagen');
    await page.getByRole('link', { name: 'Skift sprog til English' }).click();
    await expect(page).toHaveURL(/\/en-DK\/byguides\/copenhagen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enGuide.title);
    await expect(page.getByRole('table', { name: 'Monthly rent by number of rooms' })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="da-DK"]')).toHaveAttribute('href', /\/byguides\/koebenhavn$/);
  });
});

test.describe('articles', () => {
  test('filter by category, read an article, and switch to its English translation', async ({ page }) => {
    await page.goto('/artikler');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artikler');
    await expectNoSeriousAxeViolations(page, 'page');
    const categories = page.getByRole('navigation', { name: 'Kategorier' });
    await categories.getByRole('link', { name: 'Penge og husleje' }).click();
    await expect(page).toHaveURL(/\/artikler\?kategori=penge$/);
    await expect(categories.getByRole('link', { name: 'Penge og husleje' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
    await page.getByRole('link', { name: daArticle.title }).click();

    await expect(page).toHaveURL(/\/artikler\/depositum-og-forudbetalt-leje$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(daArticle.title);
    await expect(page.getByText(/minutters? læsning/).first()).toBeVisible();
    await expect(page.getByText(/^Opdateret /)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Læs også' })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', daArticle.summary);
    expect(await jsonLdTypes(page)).toContain('Article');
    await expectNoSeriousAxeViolations(page, 'page');

    await page.getByRole('link', { name: 'Skift sprog til English' }).click();
    await expect(page).toHaveURL(/\/en-DK\/artikler\/deposit-and-prepaid-rent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enArticle.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en-DK\/artikler\/deposit-and-prepaid-rent$/);
  });

  test('links in an English body stay in English; external links open safely in a new tab', async ({ page }) => {
    await page.goto('/en-DK/artikler/deposit-and-prepaid-rent');
    const body = page.locator('main');
    await expect(body.locator('a[href="/en-DK/ordbog/depositum"]').first()).toBeVisible();
    await expect(body.locator('a[href^="/ordbog/"]')).toHaveCount(0);
    const external = body.locator('a[href^="https://"]').first();
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
    await expect(external).toContainText('opens in a new tab');
    await body.locator('a[href="/en-DK/ordbog/depositum"]').first().click();
    await expect(page).toHaveURL(/\/en-DK\/ordbog\/depositum$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(term.title);
  });
});

test.describe('glossary', () => {
  test('A–Z index with disabled letters, live search that keeps the URL, and a term page', async ({ page }) => {
    test.slow(); // three pages and a live search: 31 s once in a full CI run on 2 loaded cores
    await page.goto('/ordbog');
    const letters = page.getByRole('navigation', { name: 'Ordbogen fra A til Å' });
    await expect(letters.getByRole('link', { name: 'D', exact: true })).toHaveAttribute('href', '#letter-d');
    await expect(letters.getByRole('link', { name: 'Q', exact: true })).toHaveCount(0);
    await expect(letters.getByText('Q: ingen ord')).toBeAttached();
    await expect(letters.locator('li').last()).toContainText('Å');
    expect(await jsonLdTypes(page)).toContain('DefinedTermSet');
    await expectNoSeriousAxeViolations(page, 'page');

    await letters.getByRole('link', { name: 'D', exact: true }).click();
    await expect(page).toHaveURL(/#letter-d$/);
    await page.getByRole('searchbox', { name: 'Søg i ordbogen' }).fill('forudbetalt');
    await expect(page).toHaveURL(/\?q=forudbetalt/);
    await expect(page.getByText(/resultat(er)? for “forudbetalt”/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forudbetalt leje', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anciennitet', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Forudbetalt leje', exact: true }).click();
    await expect(page).toHaveURL(/\/ordbog\/forudbetalt-leje$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Relaterede ord' })).toBeVisible();
    // After a client-side navigation the route's title can land a moment after its content, and axe
    // would check a document without a title.
    await expect(page).toHaveTitle(/Forudbetalt leje/);
    expect(await jsonLdTypes(page)).toContain('DefinedTerm');
    await expectNoSeriousAxeViolations(page, 'page');
  });

  test('the English term page shows the English term and links back to the index', async ({ page }) => {
    await page.goto('/en-DK/ordbog/depositum');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(term.title);
    await expect(page.locator('main')).toContainText(term.summary);
    await page.getByRole('link', { name: 'All terms in the glossary' }).click();
    await expect(page).toHaveURL(/\/en-DK\/ordbog$/);
  });

  test('property costs link their terms to the glossary in the page language', async ({ page }) => {
    await page.goto(`/bolig/${fixtures.property}`);
    await expect(page.getByRole('link', { name: 'Depositum', exact: true })).toHaveAttribute('href', '/ordbog/depositum');
    await expect(page.getByRole('link', { name: 'Forudbetalt leje', exact: true })).toHaveAttribute('href', '/ordbog/forudbetalt-leje');
    await page.goto(`/en-DK/bolig/${fixtures.property}`);
    await page.getByRole('link', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/en-DK\/ordbog\/depositum$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('glossary and help search work through ?q=', async ({ page }) => {
    await page.goto('/ordbog');
    await page.getByRole('searchbox', { name: 'Søg i ordbogen' }).fill('depositum');
    await page.getByRole('button', { name: 'Søg' }).click();
    await expect(page).toHaveURL(/\/ordbog\?q=depositum$/);
    await expect(page.getByRole('link', { name: 'Depositum', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Venteliste', exact: true })).toHaveCount(0);

    await page.goto('/hjaelp?q=anciennitet');
    const details = page.locator('main details');
    await expect(details.first()).toHaveAttribute('open', '');
    expect(await details.count()).toBeLessThan(10);
    for (const text of await page.locator('main details').allTextContents()) expect(text.toLowerCase()).toContain('anciennitet');
  });
});

test.describe('help and the legal pages', () => {
  test('help: topics, accordions and a live search over questions and answers', async ({ page }) => {
    await page.goto('/hjaelp');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hjælp');
    expect(await jsonLdTypes(page)).toContain('FAQPage');
    await expectNoSeriousAxeViolations(page, 'page');
    const all = await page.locator('main details').count();
    const question = page.locator('main summary').filter({ hasText: 'Hvad er en venteliste' });
    await question.click();
    await expect(question.locator('xpath=..')).toHaveAttribute('open', '');
    await page.getByRole('searchbox', { name: 'Søg i spørgsmål og svar' }).fill('anciennitet');
    await expect.poll(() => page.locator('main details').count()).toBeLessThan(all);
    await expect(page.getByRole('heading', { level: 2, name: 'Ventelister og anciennitet' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Søg i spørgsmål og svar' }).fill('zzzz');
    await expect(page.getByText('Ingen resultater for “zzzz”.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Ryd søgning' }).click();
    await expect(page.locator('main details')).toHaveCount(all);
  });

  for (const [url, locale, type] of [
    ['/om-os', 'da-DK', 'about'],
    ['/en-DK/privatliv', 'en-DK', 'privacy'],
    ['/vilkaar', 'da-DK', 'terms'],
  ] as const) {
    test(`${url} is rendered from its CMS single type`, async ({ page }) => {
      const content = JSON.parse(readFileSync(path.resolve('content', locale, `${type}.json`), 'utf8')).data;
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.summary);
      await expectNoSeriousAxeViolations(page, 'page');
    });
  }
});

test('guide and glossary pages work on a phone @mobile', async ({ page }) => {
  await page.goto('/byguides/aarhus');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto('/ordbog');
  await page.getByRole('searchbox', { name: 'Søg i ordbogen' }).fill('husleje');
  await expect(page.getByRole('link', { name: 'Huslejenævn', exact: true })).toBeVisible();
});
