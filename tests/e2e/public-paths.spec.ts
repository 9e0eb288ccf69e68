import { expect, test } from './support/test';
import { signInAt } from './support/auth';
import { fixtures } from './support/fixtures';

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

/**
 * One concrete path for every route of the table that is not built yet: it must answer the 404 page,
 * whole in the server's HTML, to everyone — never a title over nothing, never a request to sign in.
 */
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

for (const [prefix, lang] of [
  ['', 'da-DK'],
  ['/en-DK', 'en-DK'],
] as const) {
  test.describe(`every public path renders in ${lang}`, () => {
    for (const path of paths) {
      const url = `${prefix}${path === '/' && prefix ? '' : prefix ? (englishPaths[path] ?? path) : path}`;
      test(url, async ({ page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveCount(1);
        await expect(heading).not.toBeEmpty();
        if (path !== '/' && !path.startsWith('/embed')) {
          const current = page.getByRole('navigation', { name: /Brødkrummer|Breadcrumbs/ }).locator('[aria-current="page"]');
          await expect(current).toHaveText((await heading.textContent())!.trim());
        }
        expect(new URL(page.url()).pathname).toBe(url || '/');
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
    test(`signed out (${prefix || '/'})`, async ({ page }) => {
      for (const path of unknownLinks) {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
      }
    });
  }

  test('signed in', async ({ page }) => {
    test.slow(); // nine pages in a row
    await signInAt(page, '/konto');
    for (const path of [...unknownLinks, unknownPayment]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Siden blev ikke fundet');
      // The not-found page is static: the header learns about the session from the browser's own request.
      await expect(page.getByTestId('auth-slot').getByRole('button', { name: /Demo Lejer/ }), path).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('Log ind for at se denne side.'), path).toHaveCount(0);
    }
  });
});
