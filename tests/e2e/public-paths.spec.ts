import { expect, test } from './support/test';
import { signInAt } from './support/auth';
import { fixtures } from './support/fixtures';
import { innerHtmlOf, textOf } from './support/html';

const f = fixtures;

/** One concrete path for every built route of the routing table (lib/i18n/routing.ts, both blocks). */
const paths = [
  '/',
  '/om-os',
  '/hjaelp',
  '/privatliv',
  '/vilkaar',
  '/byguides',
  '/byguides/koebenhavn',
  '/artikler',
  '/artikler/depositum-og-forudbetalt-leje',
  '/lejebolig',
  '/lejebolig/aarhus',
  '/lejebolig/aarhus/statistik',
  '/nybyggeri',
  '/nybyggeri/odense',
  '/soeg',
  '/soeg-ventelister',
  `/ejendom/${f.publishedGroup}`,
  `/ejendom/shared/${f.shareableGroup}`,
  `/bolig/${f.property}`,
  `/bolig/${f.property}/anmod`,
  '/ordbog',
  '/ordbog/depositum',
  `/virksomhed/${f.company}`,
  '/konto',
  '/konto/personlig-info',
  '/konto/profil',
  '/konto/notifikationer',
  '/anmodninger',
  '/anmodning/1',
  '/gemte-soegninger',
  `/ejendom/${f.waitingListGroup}/waiting-list/apply`,
  `/ejendom/${f.waitingListGroup}/waiting-list/confirmation`,
  '/ventelister',
  '/feedback',
  `/embed/${f.company}`,
];

/** Links whose token or id names nothing: every route is built now, and these answer the not-found page. */
const unknownLinks = [
  '/fremvisning/demo-token',
  '/fremvisning/demo-token/bekraeftelse',
  '/evaluering/demo-token',
  '/evaluering/demo-token/bekraeftelse',
  '/tilbud/demo-token',
  '/tilbud/demo-token/interesse',
  '/ventelistetilbud/demo-token',
  '/venteliste-tilmelding/demo-token',
];
/** A personal page of nothing: signed out it asks for a sign-in, signed in it is the not-found page. */
const unknownPayment = '/betaling/1';

/** CMS slugs differ per locale: these entries' English versions live under their English slugs. */
const englishPaths: Record<string, string> = {
  '/byguides/koebenhavn': '/byguides/copenhagen',
  '/artikler/depositum-og-forudbetalt-leje': '/artikler/deposit-and-prepaid-rent',
};

/*
 * What the server sends for each path, read over HTTP: the checks below are all in the HTML, and a
 * browser (a page load and hydration per path) made this the suite's slowest spec. That each page
 * type works in the browser, the accessibility spec proves (axe on every page type, both languages).
 */
for (const [prefix, lang] of [
  ['', 'da-DK'],
  ['/en-DK', 'en-DK'],
] as const) {
  test.describe(`every public path renders in ${lang}`, () => {
    for (const path of paths) {
      const url = `${prefix}${path === '/' && prefix ? '' : prefix ? (englishPaths[path] ?? path) : path}`;
      test(url, async ({ request }) => {
        // No redirect: the page answers at its own address.
        const response = await request.get(url || '/', { maxRedirects: 0, headers: { 'accept-language': 'da-DK' } });
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html[^>]* lang="${lang}"`));
        const headings = innerHtmlOf(html, 'h1').map(textOf);
        expect(headings).toHaveLength(1);
        expect(headings[0]).not.toBe('');
        if (path !== '/' && !path.startsWith('/embed')) {
          const trails = innerHtmlOf(html, 'nav', /aria-label="(Brødkrummer|Breadcrumbs)"/);
          expect(trails).toHaveLength(1);
          expect(innerHtmlOf(trails[0], 'li', /aria-current="page"/).map(textOf)).toEqual([headings[0]]);
        }
      });
    }
  });
}

test.describe('links that name nothing answer 404 with the not-found page', () => {
  for (const [prefix, title] of [
    ['', 'Siden blev ikke fundet'],
    ['/en-DK', 'Page not found'],
  ] as const) {
    // These pages are rendered per request: the not-found page streams in after the 404 status.
    test(`signed out (${prefix || '/'})`, async ({ request }) => {
      for (const path of unknownLinks) {
        const response = await request.get(`${prefix}${path}`, { maxRedirects: 0, headers: { 'accept-language': 'da-DK' } });
        expect(response.status(), path).toBe(404);
        expect(innerHtmlOf(await response.text(), 'h1').map(textOf), path).toEqual([title]);
      }
    });
  }

  test('signed in', async ({ page }) => {
    test.slow(); // a sign-in, ten answers and two pages in the browser
    await signInAt(page, '/konto');
    // The session's cookies go with page.request: the server's answer, path by path…
    for (const path of [...unknownLinks, unknownPayment]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(innerHtmlOf(html, 'h1').map(textOf), path).toEqual(['Siden blev ikke fundet']);
      expect(textOf(html), path).not.toContain('Log ind for at se denne side.');
    }
    // …and in the browser, a link's not-found page and a personal page's: the not-found page is static,
    // and the header learns about the session from the browser's own request.
    for (const path of [unknownLinks[0], unknownPayment]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Siden blev ikke fundet');
      await expect(page.getByTestId('auth-slot').getByRole('button', { name: /Demo Lejer/ }), path).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('Log ind for at se denne side.'), path).toHaveCount(0);
    }
  });
});
