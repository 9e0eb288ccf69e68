import { expect, test } from '@playwright/test';
import { fixtures } from './support/fixtures';

const f = fixtures;

/** One concrete path for every route of the routing table (SPEC §2 plus the implied screens). */
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
  `/ejendom/${f.publishedGroup}/aabent-hus`,
  `/ejendom/${f.waitingListGroup}/waiting-list/apply`,
  `/ejendom/${f.waitingListGroup}/waiting-list/confirmation`,
  `/bolig/${f.property}`,
  `/bolig/${f.property}/anmod`,
  '/ordbog',
  '/ordbog/depositum',
  `/virksomhed/${f.company}`,
  '/konto',
  '/konto/personlig-info',
  '/konto/profil',
  '/konto/notifikationer',
  '/interesselister',
  '/ventelister',
  '/abonnementer',
  '/gemte-soegninger',
  '/anmodninger',
  '/anmodning/1',
  '/feedback',
  '/fremvisning/demo-token',
  '/fremvisning/demo-token/bekraeftelse',
  '/evaluering/demo-token',
  '/evaluering/demo-token/bekraeftelse',
  '/tilbud/demo-token',
  '/tilbud/demo-token/interesse',
  '/ventelistetilbud/demo-token',
  '/venteliste-tilmelding/demo-token',
  '/betaling/1',
  `/embed/${f.company}`,
];

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
