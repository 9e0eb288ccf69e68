import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { DEMO_EMAIL, DEMO_PASSWORD, signInAt } from './support/auth';
import { fixtures } from './support/fixtures';

test.describe('not found', () => {
  for (const url of [
    '/findes-ikke',
    '/bolig/no-such-home',
    '/lejebolig/atlantis',
    `/ejendom/${fixtures.unpublishedGroup}`,
    `/ejendom/${fixtures.shareableGroup}`,
    `/ejendom/shared/${fixtures.publishedGroup}`,
    '/ordbog/ukendt',
  ]) {
    test(`${url} is a 404 with a way home`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siden blev ikke fundet');
      await page.getByRole('link', { name: 'Gå til forsiden' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find dit næste lejede hjem');
    });
  }

  test('is in English under /en-DK', async ({ page }) => {
    const response = await page.goto('/en-DK/bolig/no-such-home');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/en-DK');
  });
});

const notFoundTexts = {
  'da-DK': {
    title: 'Siden blev ikke fundet',
    text: 'Vi kan ikke finde den side, du leder efter. Den kan være flyttet eller fjernet.',
    home: 'Gå til forsiden',
    href: '/',
  },
  'en-DK': {
    title: 'Page not found',
    text: 'We cannot find the page you are looking for. It may have been moved or removed.',
    home: 'Go to the homepage',
    href: '/en-DK',
  },
} as const;

/** The whole not-found page, in the server's HTML: opened with JavaScript off. */
async function expectWholeNotFound(page: Page, url: string, lang: keyof typeof notFoundTexts) {
  const { title, text, home, href } = notFoundTexts[lang];
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle(`${title} | Hjemly`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(text)).toBeVisible();
  const link = page.getByRole('link', { name: home });
  await expect(link).toHaveAttribute('href', href);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`:\\d+${href}$`));
}

test.describe('not found, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // A path no route has, and pages that find nothing to show: an unknown home, an unpublished group,
  // bad token links.
  for (const [url, lang] of [
    ['/dette-findes-ikke', 'da-DK'],
    ['/en-DK/does-not-exist', 'en-DK'],
    ['/bolig/no-such-home', 'da-DK'],
    [`/ejendom/${fixtures.unpublishedGroup}`, 'da-DK'],
    [`/en-DK/ejendom/${fixtures.unpublishedGroup}`, 'en-DK'],
    [`/tilbud/${'A'.repeat(43)}`, 'da-DK'],
    [`/en-DK/kontrakt/${'B'.repeat(43)}`, 'en-DK'],
  ] as const) {
    test(`${url} is a whole 404 page in the server's HTML`, async ({ page }) => {
      await expectWholeNotFound(page, url, lang);
    });
  }

  // The page answers an id that is not the signed-in person's as it answers an unknown one.
  test("a payment page that is not the signed-in person's is a whole 404 page in the server's HTML", async ({ page }) => {
    const origin = new URL(test.info().project.use.baseURL!).origin;
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      headers: { origin },
    });
    expect(signIn.status()).toBe(200);
    await expectWholeNotFound(page, `/betaling/${'0'.repeat(32)}`, 'da-DK');
  });
});

test("a page's 404 behind HTTPS keeps the HTTPS headers", async ({ request }) => {
  const response = await request.get('/bolig/no-such-home', { headers: { 'x-forwarded-proto': 'https' } });
  expect(response.status()).toBe(404);
  expect(response.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
});

test('a shareable group is reachable at its share link only, and never indexed', async ({ page }) => {
  await page.goto(`/ejendom/shared/${fixtures.shareableGroup}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.goto(`/ejendom/${fixtures.publishedGroup}`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/ejendom/${fixtures.publishedGroup}$`));
});

test.describe('internal English paths', () => {
  for (const [internal, publicPath] of [
    ['/rental-housing', '/lejebolig'],
    ['/rental-housing/aarhus', '/lejebolig/aarhus'],
    ['/en-DK/account/personal-info', '/en-DK/konto/personlig-info'],
    [`/property/${fixtures.property}/apply`, `/bolig/${fixtures.property}/anmod`],
  ]) {
    test(`${internal} redirects permanently to ${publicPath}`, async ({ page, request }) => {
      const response = await request.get(internal, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location, response.url()).pathname).toBe(publicPath);
      await page.goto(internal);
      expect(new URL(page.url()).pathname).toBe(publicPath);
    });
  }
});

test.describe('the notice for browsers that cannot run the site', () => {
  for (const [prefix, text] of [
    ['', 'Din browser er for gammel til Hjemly.'],
    ['/en-DK', 'Your browser is too old for Hjemly.'],
  ] as const) {
    test(`is the CMS's text, hidden where the site's CSS works and shown where it does not (${prefix || '/'})`, async ({ page }) => {
      await page.goto(`${prefix}/om-os`);
      const notice = page.getByTestId('browser-not-supported');
      await expect(notice).toContainText(text);
      await expect(notice).toBeHidden();
      // A browser without color-mix() skips the rule that hides it: take the rule away.
      const removed = await page.evaluate(() => {
        let count = 0;
        for (const sheet of Array.from(document.styleSheets)) {
          const rules = Array.from(sheet.cssRules);
          for (let i = rules.length - 1; i >= 0; i--) {
            const rule = rules[i];
            if (
              rule instanceof CSSSupportsRule &&
              rule.conditionText.includes('color-mix') &&
              rule.cssText.includes('hj-browser-not-supported')
            ) {
              sheet.deleteRule(i);
              count++;
            }
          }
        }
        return count;
      });
      expect(removed).toBe(1);
      await expect(notice).toBeVisible();
    });
  }
});

test.describe('languages', () => {
  test('the switcher keeps the page and its parameters', async ({ page }) => {
    await page.goto('/lejebolig/aarhus?side=2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lejeboliger i Aarhus');
    // The entry's flag and label are shown; its description is the link's tooltip.
    await expect(page.getByRole('link', { name: 'Skift sprog til English' })).toHaveText('🇬🇧English');
    await expect(page.getByRole('link', { name: 'Skift sprog til English' })).toHaveAttribute('title', 'English (Denmark)');
    await page.getByRole('link', { name: 'Skift sprog til English' }).click();
    await expect(page).toHaveURL(/\/en-DK\/lejebolig\/aarhus\?side=2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-DK');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rental homes in Aarhus');
    await expect(page.getByRole('link', { name: 'Change language to Dansk' })).toHaveAttribute('title', 'Dansk (Danmark)');
    await page.getByRole('link', { name: 'Change language to Dansk' }).click();
    await expect(page).toHaveURL(/\/lejebolig\/aarhus\?side=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lejeboliger i Aarhus');
  });

  test('an English browser lands on English pages', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/om-os');
    await expect(page).toHaveURL(/\/en-DK\/om-os$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Hjemly');
    await context.close();
  });

  test('a Danish mail link opens in Danish after a visit to English pages', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'da-DK' });
    const page = await context.newPage();
    await page.goto('/en-DK/om-os');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Hjemly');
    // The links of a Danish mail carry /da-DK/ (lib/seo/urls.ts mailUrl).
    await page.goto('/da-DK/om-os');
    await expect(page).toHaveURL(/\/om-os$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'da-DK');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om Hjemly');
    await page.goto('/hjaelp');
    await expect(page).toHaveURL(/\/hjaelp$/);
    await context.close();
  });

  test('a Danish browser stays on unprefixed Danish pages', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'da-DK' });
    const page = await context.newPage();
    await page.goto('/om-os');
    await expect(page).toHaveURL(/\/om-os$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om Hjemly');
    await context.close();
  });
});

test.describe('white-label host', () => {
  const origin = `http://whitelabel.localhost:${process.env.E2E_PORT ?? 3100}`;

  test('the root redirects (307) to the default page and the theme applies', async ({ page }) => {
    // Only the browser resolves *.localhost, so the redirect is read from the navigation itself.
    const response = await page.goto(`${origin}/`);
    const redirect = await response!.request().redirectedFrom()!.response();
    expect(redirect!.status()).toBe(307);
    await expect(page).toHaveURL(new RegExp(`/virksomhed/${fixtures.company}$`));
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--hj-primary'));
    expect(primary.trim()).toBe('#7a1f5c');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon-whitelabel.svg');
  });

  test('the root stays put with an auth parameter', async ({ page }) => {
    const response = await page.goto(`${origin}/?auth=login`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${origin}/?auth=login`);
  });

  test('the platform host is not redirected and uses the default favicon', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  });
});

test.describe('security headers', () => {
  test('pages carry a nonce CSP and refuse framing; only the embed route may be framed', async ({ request }) => {
    const personal = await request.get('/konto/profil');
    expect(personal.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(personal.headers()['cache-control']).toContain('no-store');
    // A public page is one copy for everyone (a CDN may keep it): its inline scripts are allowed by hash.
    const page = await request.get('/lejebolig');
    const headers = page.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(headers['content-security-policy']).not.toContain('nonce-');
    expect(headers['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=300');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // HSTS only over HTTPS (here: as the load balancer reports it), never on plain HTTP.
    expect(headers['strict-transport-security']).toBeUndefined();
    const overHttps = await request.get('/lejebolig', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers()['strict-transport-security']).toContain('max-age=');

    const embed = await request.get(`/embed/${fixtures.company}`);
    expect(embed.headers()['content-security-policy']).toContain("frame-ancestors 'self'");

    const api = await request.get('/api/white-label-config/localhost');
    expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test('a short API answer goes out whole with its length, a long one compressed', async ({ request }) => {
    // scripts/short-answers.ts holds Next's first write back so the compression package sees the
    // length: this fails when Next.js starts sending a route's body some other way.
    const brotli = { 'accept-encoding': 'br, gzip' };
    const short = await request.get('/api/white-label-config/localhost', { headers: brotli });
    expect(short.headers()['content-encoding']).toBeUndefined();
    expect(Number(short.headers()['content-length'])).toBe((await short.body()).length);
    const long = await request.get('/api/search?limit=20', { headers: brotli });
    expect((await long.body()).length).toBeGreaterThan(1024);
    expect(long.headers()['content-encoding']).toBe('br');
    expect((await long.json()).total).toBeGreaterThan(0);
  });
});

test.describe('layout', () => {
  test('@mobile-only the menu opens from its toggle and leads to the waiting lists', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Vis menu' });
    const menu = page.getByRole('navigation', { name: 'Hovedmenu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Ventelister' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Ventelister' }).click();
    await expect(page).toHaveURL(/\/soeg-ventelister$/);
    // The header stays through the client-side navigation; the menu closes behind the link.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Ventelister' })).toBeHidden();
  });

  test('every link of the menus and the footer leads to a working page', async ({ page }) => {
    await signInAt(page, '/');
    await page
      .getByTestId('auth-slot')
      .getByRole('button', { name: /Demo Lejer/ })
      .click();
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs).toContain('/anmodninger');
    for (const href of new Set(hrefs)) expect((await page.request.get(href)).status(), href).toBe(200);
  });

  for (const url of [
    '/',
    '/lejebolig',
    `/ejendom/${fixtures.publishedGroup}`,
    `/bolig/${fixtures.property}`,
    '/en-DK/konto',
    '/findes-ikke',
  ]) {
    test(`@mobile ${url} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(url);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    });
  }
});

test.describe('developer outbox', () => {
  test('is served outside the locale routes in both browser languages', async ({ browser }) => {
    for (const locale of ['da-DK', 'en-GB']) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const response = await page.goto('/dev/outbox');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/dev\/outbox$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await context.close();
    }
  });
});
