import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from './support/test';
import { signInAt } from './support/auth';
import { fixtures } from './support/fixtures';
import { expectNoSeriousAxeViolations } from './support/axe';

const port = process.env.E2E_PORT ?? 3100;
const hjemly = `http://localhost:${port}`;
/** The demo landlord's own site, allowed for the first company by the seed (lib/db/seed/white-label.ts). */
const landlordSite = 'http://udlejer.localhost:4000';
/** A site no company allows. */
const strangerSite = 'http://fremmed.localhost:4001';

/**
 * The landlords' sites: real servers on this machine, as Chromium lets a page fetch from the
 * loopback address space (Hjemly here) only when it was itself loaded from there.
 */
const pages = new Map<string, string>();
const servers: Server[] = [];
test.describe.configure({ mode: 'default' });
test.beforeAll(async () => {
  for (const origin of [landlordSite, strangerSite]) {
    const server = createServer((request, response) => {
      const body = pages.get(request.url ?? '');
      response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        body
          ? `<!doctype html><html lang="da"><head><title>Udlejerens side</title></head><body><h1>Vores boliger</h1>${body}<p>Sidefod</p></body></html>`
          : '',
      );
    });
    await new Promise<void>((resolve) => server.listen(Number(new URL(origin).port), resolve));
    servers.push(server);
  }
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Opens a page of the site at `origin` that holds `body`. */
async function openSiteWith(page: Page, origin: string, body: string) {
  const path = `/boliger-${pages.size}`;
  pages.set(path, body);
  await page.goto(`${origin}${path}`);
  return `${origin}${path}`;
}

/** The sites a response's CSP lets frame it. */
const ancestors = (csp: string | undefined) => /frame-ancestors ([^;]*)/.exec(csp ?? '')?.[1];

const snippet = (extra = '') => `<script src="${hjemly}/embed.js" data-company="${fixtures.company}"${extra} async></script>`;

/** How tall the frame is on the landlord's page, and how tall the embed's content is inside it. */
async function heights(page: Page) {
  const frame = page.locator('iframe');
  const outer = (await frame.boundingBox())?.height ?? 0;
  const inner = await frame
    .contentFrame()
    .locator('body')
    .evaluate((body) => body.getBoundingClientRect().height)
    .catch(() => 0);
  return { outer, inner };
}

test('the script serves as JavaScript, cached for a day', async ({ request }) => {
  const response = await request.get('/embed.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(response.headers()['cache-control']).toContain('max-age=86400');
});

test('the embed is framed only by its company’s sites, and is noindex, indexifembedded', async ({ request }) => {
  const response = await request.get(`/embed/${fixtures.company}`);
  expect(ancestors(response.headers()['content-security-policy'])).toBe(`'self' http://whitelabel.localhost:3000 ${landlordSite}`);
  expect(await response.text()).toContain('<meta name="robots" content="noindex, indexifembedded"/>');
  const other = await request.get(`/embed/${fixtures.whiteLabel.otherCompany}`);
  expect(ancestors(other.headers()['content-security-policy'])).toBe("'self'");
});

test('on the landlord’s site the script shows the homes, sized to them, and a home opens on Hjemly in a new tab', async ({
  page,
  context,
}) => {
  const address = await openSiteWith(page, landlordSite, snippet());
  const frame = page.getByTitle('Ledige boliger på Hjemly');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', `${hjemly}/embed/${fixtures.company}?parent=${encodeURIComponent(landlordSite)}`);
  const embed = frame.contentFrame();
  await expect(embed.getByRole('heading', { level: 1 })).toContainText('Ledige boliger hos');

  // The frame takes the height its content reports (480 px until it does): no scroll bar inside.
  await expect
    .poll(async () => {
      const { outer, inner } = await heights(page);
      return outer > 600 && Math.abs(outer - inner) <= 2;
    })
    .toBe(true);

  // Only the frame's own messages count: the landlord's page posting a height itself changes nothing.
  const before = (await heights(page)).outer;
  await page.evaluate(() => window.postMessage({ type: 'hjemly:embed-height', height: 50 }, '*'));
  await page.waitForTimeout(300);
  expect((await heights(page)).outer).toBe(before);

  const home = embed.getByRole('listitem').first().getByRole('link');
  await expect(home).toHaveAttribute('target', '_blank');
  await expect(home).toHaveAttribute('rel', 'noopener');
  const [tab] = await Promise.all([context.waitForEvent('page'), home.click()]);
  await expect(tab).toHaveURL(new RegExp(`^${hjemly}/bolig/[^/?]+$`));
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  // The landlord's page stays where it was.
  expect(page.url()).toBe(address);
});

test('data-locale="en-DK" gives the English embed', async ({ page }) => {
  await openSiteWith(page, landlordSite, snippet(' data-locale="en-DK"'));
  const frame = page.getByTitle('Available homes on Hjemly');
  await expect(frame.contentFrame().getByRole('heading', { level: 1 })).toContainText('Available homes with');
  await expect(frame.contentFrame().getByRole('link', { name: 'See all homes on Hjemly' })).toHaveAttribute('href', /^\/en-DK\//);
});

test('on a site the company does not allow, the refused frame gives way to a link to the company’s homes', async ({ page }) => {
  const loaded = page.waitForResponse((response) => response.url().startsWith(`${hjemly}/embed/`));
  await openSiteWith(page, strangerSite, snippet());
  expect((await loaded).headers()['content-security-policy']).not.toContain(strangerSite);
  const frame = page.getByTitle('Ledige boliger på Hjemly');
  await expect(frame).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(frame.contentFrame().getByRole('heading', { name: /Ledige boliger hos/ })).toHaveCount(0);
  // No broken 480 px box: once the frame has stayed silent, a link to the listings takes its place.
  const link = page.getByRole('link', { name: 'Se de ledige boliger på Hjemly' });
  await expect(link).toHaveAttribute('href', `${hjemly}/virksomhed/${fixtures.company}`, { timeout: 15_000 });
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('in English, a refused frame gives way to an English link', async ({ page }) => {
  await openSiteWith(page, strangerSite, snippet(' data-locale="en-DK"'));
  const link = page.getByRole('link', { name: 'See the available homes on Hjemly' });
  await expect(link).toHaveAttribute('href', `${hjemly}/en-DK/virksomhed/${fixtures.company}`, { timeout: 15_000 });
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('the console gives the landlord the snippet, a preview and the allowed sites, in both languages', async ({ page, context }) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hjemly });
  await signInAt(page, '/konto/virksomhed/indlejring', 'udlejer@hjemly.dk');
  const code = page.getByTestId('embed-snippet');
  await expect(code).toHaveText(snippet());
  await expect(page.getByRole('listitem').filter({ hasText: landlordSite })).toBeVisible();
  await page.getByRole('button', { name: 'Kopiér koden' }).click();
  await expect(page.getByRole('button', { name: 'Kopieret' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet());
  await expect(page.getByRole('link', { name: /Se indlejringen/ })).toHaveAttribute('href', `/embed/${fixtures.company}`);
  const tabs = page.getByRole('navigation', { name: 'Virksomhedskonsol' });
  await expect(tabs.getByRole('link', { name: 'Indlejring', exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousAxeViolations(page, 'page');

  await page.goto('/en-DK/konto/virksomhed/indlejring');
  await expect(page.getByRole('heading', { name: 'Embed on your own site' })).toBeVisible();
  await expect(page.getByTestId('embed-snippet')).toHaveText(snippet());
  await expectNoSeriousAxeViolations(page, 'page');
});
