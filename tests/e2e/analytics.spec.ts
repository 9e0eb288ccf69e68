import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from './support/test';
import { E2E_ORIGIN, rememberCookieChoice } from './support/consent';
import { switchFlag } from './support/flags';

const BASE = E2E_ORIGIN;
const THIRTY_DAYS = 2_592_000;
const CAMPAIGN = '/?utm_source=google&utm_medium=cpc&utm_campaign=foraar&company_id=12&property_group_id=34';
const GOOGLE = 'https://www.google.com/';

const banner = (page: Page) => page.getByRole('region', { name: 'Vi bruger cookies' });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Cookie-indstillinger' });

async function cookieValues(context: BrowserContext): Promise<Record<string, string>> {
  return Object.fromEntries((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
}

function consentOf(cookies: Record<string, string>) {
  const params = new URLSearchParams(cookies.hjemly_consent ?? '');
  return { v: params.get('v'), statistics: params.get('statistics'), marketing: params.get('marketing') };
}

/**
 * Our cookies that need a choice first: all but the necessary hjemly_js, which says the browser runs
 * scripts (so the page cache may answer it), and which the privacy policy lists among the necessary.
 */
const optional = (name: string) => name.startsWith('hjemly_') && name !== 'hjemly_js';

const withConsent = (context: BrowserContext, statistics: boolean, marketing: boolean) =>
  rememberCookieChoice(context, { statistics, marketing });

const pageViews = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'page_view'));

/** The page has loaded its auth state (the tracker waits for it): the header shows the sign-in button. */
async function authLoaded(page: Page) {
  await expect(page.getByTestId('auth-slot').getByRole('button', { name: 'Log ind' })).toBeVisible();
}

test.describe('consent banner', () => {
  test('asks on the first visit, with three equal choices and nothing before a choice', async ({ page, context }) => {
    let referrerEvents = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/referrer')) referrerEvents++;
    });
    await page.goto(CAMPAIGN, { referer: GOOGLE });
    await expect(banner(page)).toBeVisible();
    const choices = banner(page).getByRole('button');
    await expect(choices).toHaveText(['Accepter alle', 'Afvis alle', 'Tilpas']);
    const classes = await choices.evaluateAll((buttons) => buttons.map((b) => b.className));
    expect(new Set(classes).size).toBe(1);
    // The page stays readable and usable under the question.
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    await authLoaded(page);
    await page.waitForTimeout(500);
    expect(Object.keys(await cookieValues(context)).filter(optional)).toEqual([]);
    expect(await pageViews(page)).toEqual([]);
    expect(referrerEvents).toBe(0);
  });

  test('is answered with the keyboard: accepting starts attribution, says so and hands focus on', async ({ page, context }) => {
    let referrerEvents = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/referrer')) referrerEvents++;
    });
    const referrer = page.waitForRequest((request) => request.url().endsWith('/api/user/referrer'));
    await page.goto(CAMPAIGN, { referer: GOOGLE });
    await authLoaded(page);
    // The banner comes first on the page: the first stops of Tab are its link and its choices.
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: /privatlivspolitik/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Accepter alle' })).toBeFocused();
    await page.keyboard.press('Enter');

    const outcome = banner(page).getByText('Du har accepteret alle cookies.');
    await expect(outcome).toBeFocused();
    const sent = await referrer;
    expect(JSON.parse(sent.postData() ?? '{}')).toEqual({ referrer: GOOGLE, url: `${BASE}${CAMPAIGN}` });
    expect((await sent.response())?.status()).toBe(204);
    await expect.poll(async () => (await cookieValues(context)).hjemly_ft_utm_source).toBe('google');
    const cookies = await cookieValues(context);
    expect(consentOf(cookies)).toEqual({ v: '1', statistics: '1', marketing: '1' });
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);

    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Skjul besked' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect(page.locator('main')).toBeFocused();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    // One referrer event per browser session.
    await authLoaded(page);
    await expect.poll(() => referrerEvents).toBe(1);
  });

  test('rejecting all keeps every optional cookie, event and request away', async ({ page, context }) => {
    let referrerEvents = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/referrer')) referrerEvents++;
    });
    await page.goto(CAMPAIGN, { referer: GOOGLE });
    await banner(page).getByRole('button', { name: 'Afvis alle' }).click();
    await expect(banner(page).getByText('Du har afvist alle cookies, der ikke er nødvendige.')).toBeFocused();
    await authLoaded(page);
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Lejeboliger', exact: true }).click();
    await expect(page).toHaveURL(/\/lejebolig$/);
    await page.waitForTimeout(500);

    const cookies = await cookieValues(context);
    expect(consentOf(cookies)).toEqual({ v: '1', statistics: '0', marketing: '0' });
    expect(Object.keys(cookies).filter((name) => optional(name) && name !== 'hjemly_consent')).toEqual([]);
    expect(await pageViews(page)).toEqual([]);
    expect(referrerEvents).toBe(0);
  });

  test('"Tilpas" opens settings with nothing pre-ticked; a saved choice is kept', async ({ page, context }) => {
    await page.goto('/');
    const customise = banner(page).getByRole('button', { name: 'Tilpas' });
    await customise.click();
    await expect(settings(page)).toBeVisible();
    await expect(settings(page).getByRole('switch', { name: /Nødvendige/ })).toBeChecked();
    await expect(settings(page).getByRole('switch', { name: /Nødvendige/ })).toBeDisabled();
    await expect(settings(page).getByRole('switch', { name: 'Statistik' })).not.toBeChecked();
    await expect(settings(page).getByRole('switch', { name: 'Markedsføring' })).not.toBeChecked();
    await expect(settings(page).getByRole('switch', { name: 'Statistik' })).toBeFocused();

    await page.keyboard.press('Space');
    await expect(settings(page).getByRole('switch', { name: 'Statistik' })).toBeChecked();
    await settings(page).getByRole('button', { name: 'Gem valg' }).click();
    await expect(settings(page)).toBeHidden();
    await expect(banner(page).getByText('Dine cookie-valg er gemt.')).toBeFocused();
    expect(consentOf(await cookieValues(context))).toEqual({ v: '1', statistics: '1', marketing: '0' });
  });

  test('settings reopen from the footer; withdrawing marketing deletes the attribution cookies', async ({ page, context }) => {
    await withConsent(context, true, true);
    await page.goto(CAMPAIGN, { referer: GOOGLE });
    await expect(banner(page)).toBeHidden();
    await expect.poll(async () => (await cookieValues(context)).hjemly_lt_utm_campaign).toBe('foraar');

    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-indstillinger' });
    await footerButton.focus();
    await page.keyboard.press('Enter');
    await expect(settings(page)).toBeVisible();
    await expect(settings(page).getByRole('switch', { name: 'Statistik' })).toBeChecked();
    await expect(settings(page).getByRole('switch', { name: 'Markedsføring' })).toBeChecked();
    // Escape closes without a change and gives focus back to the footer.
    await page.keyboard.press('Escape');
    await expect(settings(page)).toBeHidden();
    await expect(footerButton).toBeFocused();

    await footerButton.click();
    await settings(page).getByRole('switch', { name: 'Markedsføring' }).uncheck();
    await settings(page).getByRole('button', { name: 'Gem valg' }).click();
    await expect(settings(page)).toBeHidden();
    await expect(footerButton).toBeFocused();
    const cookies = await cookieValues(context);
    expect(consentOf(cookies)).toEqual({ v: '1', statistics: '1', marketing: '0' });
    expect(Object.keys(cookies).filter((name) => /^hjemly_(ft|lt|wl)_/.test(name))).toEqual([]);
  });

  test('@mobile the banner and the settings have no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
    expect(await serious()).toEqual([]);
    await banner(page).getByRole('button', { name: 'Tilpas' }).click();
    await expect(settings(page)).toBeVisible();
    expect(await serious()).toEqual([]);
  });

  test('never covers what has focus, asking or after "Afvis alle": every keyboard stop is above it', async ({ page }) => {
    // A short window, where the banner takes the biggest share of it.
    await page.setViewportSize({ width: 1024, height: 600 });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    /** Whether the banner overlaps the focused element (one inside the banner is its own). */
    const covered = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        const notice = document.querySelector('section[aria-labelledby="hj-consent-title"]');
        if (!focused || !notice || focused === document.body || notice.contains(focused)) return null;
        const [own, over] = [focused.getBoundingClientRect(), notice.getBoundingClientRect()];
        return own.height > 0 && own.bottom > over.top + 0.5 && own.top < over.bottom ? focused.outerHTML.slice(0, 120) : null;
      });
    const tabThrough = async (stops: number) => {
      for (let stop = 0; stop < stops; stop++) {
        await page.keyboard.press('Tab');
        expect(await covered(), `stop ${stop}`).toBeNull();
      }
    };
    await tabThrough(25);
    await banner(page).getByRole('button', { name: 'Afvis alle' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner(page).getByText(/Du har afvist/)).toBeFocused();
    await tabThrough(25);
  });

  test.describe('before its scripts run', () => {
    test.use({ waitsForHydration: false });

    test('is in the page as sent, and a stored choice hides it before the page runs', async ({ page, context }) => {
      // Without the page's scripts, what shows is the HTML and the inline hint alone (docs/performance.md: the
      // banner is part of the first paint, not a late largest paint of its own).
      await page.route('**/_next/static/**/*.js', (route) => route.abort());
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      // Until the page runs, the two answers are a plain form's; only the settings need the page's code.
      await expect(banner(page).getByRole('button', { name: 'Accepter alle' })).toBeEnabled();
      await expect(banner(page).getByRole('button', { name: 'Afvis alle' })).toBeEnabled();
      await expect(banner(page).getByRole('button', { name: 'Tilpas' })).toBeDisabled();

      await rememberCookieChoice(context);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, waitsForHydration: false });

    test('"Afvis alle" posts the choice: it is kept as the banner would keep it, and no page shows the banner again', async ({
      page,
      context,
    }) => {
      await page.goto('/soeg');
      await banner(page).getByRole('button', { name: 'Afvis alle' }).click();
      await expect(page).toHaveURL(/\/soeg$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
      expect(consentOf(await cookieValues(context))).toEqual({ v: '1', statistics: '0', marketing: '0' });
      for (const path of ['/', '/en-DK/om-os']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('region', { name: /^(Vi bruger cookies|We use cookies)$/ })).toBeHidden();
      }
    });

    test('"Accepter alle" from another site is refused, and nothing is kept', async ({ page, context }) => {
      const forged = await page.request.post('/api/consent', { form: { choice: 'all' }, headers: { origin: 'https://evil.example' } });
      expect(forged.status()).toBe(403);
      expect((await cookieValues(context)).hjemly_consent).toBeUndefined();
    });
  });

  test('speaks English on the English site', async ({ page }) => {
    await page.goto('/en-DK');
    const english = page.getByRole('region', { name: 'We use cookies' });
    await expect(english.getByRole('button')).toHaveText(['Accept all', 'Reject all', 'Customise']);
    await english.getByRole('button', { name: 'Customise' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  });
});

test.describe('attribution', () => {
  test('the first visit with utm parameters sets first- and last-touch cookies for 30 days on path /', async ({ page, context }) => {
    await withConsent(context, true, true);
    await page.goto(CAMPAIGN, { referer: GOOGLE });
    await expect.poll(async () => (await cookieValues(context)).hjemly_ft_property_group_id).toBe('34');

    const jar = await context.cookies();
    const expected = {
      hjemly_ft_utm_source: 'google',
      hjemly_ft_utm_medium: 'cpc',
      hjemly_ft_utm_campaign: 'foraar',
      hjemly_ft_referrer: GOOGLE,
      hjemly_ft_company_id: '12',
      hjemly_ft_property_group_id: '34',
      hjemly_lt_utm_source: 'google',
      hjemly_lt_utm_medium: 'cpc',
      hjemly_lt_utm_campaign: 'foraar',
      hjemly_lt_referrer: GOOGLE,
    };
    const now = Date.now() / 1000;
    for (const [name, value] of Object.entries(expected)) {
      const cookie = jar.find((c) => c.name === name);
      expect(cookie && decodeURIComponent(cookie.value), name).toBe(value);
      expect(cookie?.path).toBe('/');
      expect(cookie!.expires - now).toBeGreaterThan(THIRTY_DAYS - 120);
      expect(cookie!.expires - now).toBeLessThanOrEqual(THIRTY_DAYS + 5);
    }
    // localhost is the platform, not a white label.
    expect(jar.some((c) => c.name.startsWith('hjemly_wl_'))).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('hjemly_attribution_session'))).toBe('1');
  });

  test('later navigations of the session count for nothing; a new session updates only the last touch', async ({ page, context }) => {
    await withConsent(context, true, true);
    await page.goto(CAMPAIGN, { referer: GOOGLE });
    await expect.poll(async () => (await cookieValues(context)).hjemly_lt_utm_source).toBe('google');

    // Same tab, same session: a new campaign URL is not a landing.
    await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=juli');
    await authLoaded(page);
    await page.waitForTimeout(500);
    expect((await cookieValues(context)).hjemly_lt_utm_source).toBe('google');

    // A new tab is a new browser session.
    const second = await context.newPage();
    await second.goto('/lejebolig?utm_source=newsletter&utm_medium=email&utm_campaign=juli&company_id=99', {
      referer: 'https://mail.example.dk/',
    });
    await expect.poll(async () => (await cookieValues(context)).hjemly_lt_utm_source).toBe('newsletter');
    const cookies = await cookieValues(context);
    expect(cookies).toMatchObject({
      hjemly_ft_utm_source: 'google',
      hjemly_ft_utm_medium: 'cpc',
      hjemly_ft_utm_campaign: 'foraar',
      hjemly_ft_referrer: GOOGLE,
      hjemly_ft_company_id: '12',
      hjemly_lt_utm_medium: 'email',
      hjemly_lt_utm_campaign: 'juli',
      hjemly_lt_referrer: 'https://mail.example.dk/',
    });
  });

  test('a white-label host sets its cookies, only when absent', async ({ page, context }) => {
    const origin = `http://whitelabel.localhost:${process.env.E2E_PORT ?? 3100}`;
    await rememberCookieChoice(context, { statistics: true, marketing: true }, origin);
    await context.addCookies([{ name: 'hjemly_wl_hostname', value: 'bolig.tidligere.dk', url: origin }]);
    await page.goto(`${origin}/om-os`);
    await expect.poll(async () => (await cookieValues(context)).hjemly_wl_company_ids ?? '').toMatch(/^\d+(,\d+)*$/);
    const cookies = await context.cookies(origin);
    expect(cookies.find((c) => c.name === 'hjemly_wl_hostname')?.value).toBe('bolig.tidligere.dk');
    expect(cookies.find((c) => c.name === 'hjemly_wl_company_ids')?.path).toBe('/');
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);
    expect((await pageViews(page))[0]).toMatchObject({
      whiteLabelHostname: 'bolig.tidligere.dk',
      whiteLabelCompanyIds: expect.stringMatching(/^\d+/),
    });

    // Without the earlier cookie the host names itself.
    await context.clearCookies({ name: 'hjemly_wl_hostname' });
    await page.reload();
    await expect.poll(async () => (await cookieValues(context)).hjemly_wl_hostname).toBe('whitelabel.localhost');
  });

  test('a reload is not a landing', async ({ page, context }) => {
    await withConsent(context, true, true);
    await page.goto('/om-os');
    await authLoaded(page);
    // Forget the session mark, then reload with a campaign: the navigation type is "reload".
    await page.evaluate(() => {
      sessionStorage.clear();
      history.replaceState(null, '', '/om-os?utm_source=reloaded');
    });
    await page.reload();
    await authLoaded(page);
    await page.waitForTimeout(500);
    expect((await cookieValues(context)).hjemly_ft_utm_source).toBeUndefined();
  });
});

test.describe('page_view', () => {
  // One test switches the analytics flag off for the whole server: the others must not run meanwhile.
  test.describe.configure({ mode: 'serial' });

  test('is pushed once per pathname, with every field and never on a query-only change', async ({ page, context }) => {
    await withConsent(context, true, false);
    await page.goto('/?utm_source=google');
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);
    const [first] = await pageViews(page);
    expect(first).toMatchObject({
      event: 'page_view',
      url: `${BASE}/?utm_source=google`,
      title: await page.title(),
      userId: null,
      email: null,
    });
    expect(Object.keys(first).sort()).toEqual(
      [
        'event',
        'referrer',
        'url',
        'title',
        'userId',
        'firstName',
        'lastName',
        'email',
        'firstTouchUtmSource',
        'firstTouchUtmMedium',
        'firstTouchUtmCampaign',
        'lastTouchUtmSource',
        'lastTouchUtmMedium',
        'lastTouchUtmCampaign',
        'firstTouchReferrer',
        'lastTouchReferrer',
        'firstTouchCompanyId',
        'firstTouchPropertyGroupId',
        'whiteLabelCompanyIds',
        'whiteLabelHostname',
      ].sort(),
    );

    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Lejeboliger', exact: true }).click();
    await expect(page).toHaveURL(/\/lejebolig$/);
    await expect.poll(async () => (await pageViews(page)).length).toBe(2);
    const second = (await pageViews(page))[1] as Record<string, unknown>;
    expect(second.url).toBe(`${BASE}/lejebolig`);
    expect(second.referrer).toBe(`${BASE}/?utm_source=google`);
    expect(second.title).toBe(await page.title());

    await page.evaluate(() => history.pushState(null, '', `${location.pathname}?side=2`));
    await expect(page).toHaveURL(/side=2/);
    await expect.poll(async () => (await pageViews(page)).length).toBe(2);
  });

  test('nothing is pushed while the analytics flag is off', async ({ page, context }) => {
    // Off where it is decided, in the flags the server renders the page with and the browser asks.
    await switchFlag(page, 'analytics', false);
    try {
      await withConsent(context, true, true);
      let flagAnswers = 0;
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/frontend') flagAnswers++;
      });
      await page.goto('/');
      await authLoaded(page);
      await expect.poll(() => flagAnswers).toBeGreaterThan(0);
      await page.waitForTimeout(1000);
      expect(await pageViews(page)).toEqual([]);
    } finally {
      await switchFlag(page, 'analytics', true);
    }
  });

  test('nothing is pushed without statistics consent', async ({ page, context }) => {
    await withConsent(context, false, true);
    await page.goto('/');
    await authLoaded(page);
    await expect.poll(async () => (await cookieValues(context)).hjemly_ft_utm_source ?? 'none').toBe('none');
    await page.waitForTimeout(1000);
    expect(await pageViews(page)).toEqual([]);
  });
});
