import { FLIGHT_HEADERS } from 'next/dist/client/components/app-router-headers.js';
import { expect, test } from './support/test';
import { signInAt } from './support/auth';
import { fixtures } from './support/fixtures';

/*
 * The page cache in front of Next.js (scripts/http-server.ts) relies on the shape of Next's
 * answers and requests: the HTML of a page rendered without a nonce (its inline scripts, hashed
 * into the policy; its chunk tags, moved after the first paint), its CSP header, and the private
 * headers its client sends on client-side navigations. These tests render real pages of the build
 * and fail when a Next.js upgrade changes any of them.
 */

test('a public page is cached whole: no nonce, its inline scripts allowed by hash, its chunks after the first paint', async ({
  page,
  request,
}) => {
  const url = `/bolig/${fixtures.property}`;
  await request.get(url);
  const cached = await request.get(url);
  expect(cached.headers()['age']).toMatch(/^\d+$/);
  expect(cached.headers()['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=300');
  const policy = cached.headers()['content-security-policy'];
  expect(policy).not.toContain("'nonce-");
  expect(policy).toMatch(/script-src [^;]*'sha256-/);
  const html = await cached.text();
  expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""/);
  expect(html).toMatch(/loadAfterFirstFrame[\s\S]*\/_next\/static\/chunks\/[^"]+\.js"/);

  // Every script of the page runs under that policy: the browser refuses none, and React hydrates.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const shown = await page.goto(url);
  expect(shown?.headers()['age']).toMatch(/^\d+$/);
  expect(refused).toEqual([]);
});

test('client-side navigations carry the headers the cache leaves to Next.js', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('a[href^="/bolig/"]').first();
  const target = (await card.getAttribute('href'))!;
  const fetched: Promise<{ flight: boolean; type: string; cached: boolean }>[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname !== target) return;
    fetched.push(
      (async () => {
        const headers = await sent.allHeaders();
        const answer = await (await sent.response())?.allHeaders();
        return {
          flight: FLIGHT_HEADERS.some((name) => headers[name] !== undefined),
          type: answer?.['content-type'] ?? '',
          cached: answer?.age !== undefined,
        };
      })(),
    );
  });
  await card.click();
  await expect(page).toHaveURL(target);
  const requests = await Promise.all(fetched);
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests)
    expect(request).toEqual({ flight: true, type: expect.stringContaining('text/x-component'), cached: false });
});

test('a landlord’s new rent shows at once on the cached page of the home', async ({ browser, request }) => {
  test.slow();
  const landlord = await (await browser.newContext({ locale: 'da-DK' })).newPage();
  await signInAt(landlord, '/konto/virksomhed/api-noegler', 'udlejer@hjemly.dk');
  await landlord.getByRole('button', { name: 'Lav nøgle' }).click();
  await landlord.getByLabel('Navn').fill(`E2E cache ${Date.now()}`);
  await landlord.getByRole('button', { name: 'Lav nøgle' }).click();
  const secret = (await landlord.getByTestId('new-api-key').textContent())!.trim();

  const group = `CACHE-${Date.now()}`;
  let writes = 0;
  const put = (path: string, data: unknown) =>
    request.put(`/api/provider/v1${path}`, {
      headers: { authorization: `Bearer ${secret}`, 'idempotency-key': `${group}-${++writes}` },
      data,
    });
  expect((await put(`/groups/${group}`, { name: `Cachehusene ${group}`, street: 'Kajgade 8', postcode: '8000' })).status()).toBe(201);
  const home = await put(`/groups/${group}/homes/1`, { rooms: 2, sizeM2: 64, monthlyRent: 9800 });
  const slug = (await home.json()).homes[0].slug as string;
  // Shareable: reached by its link, and out of the lists and counts other tests check.
  expect((await put(`/groups/${group}/status`, { status: 'SHAREABLE' })).status()).toBe(200);

  await request.get(`/bolig/${slug}`);
  const before = await request.get(`/bolig/${slug}`);
  expect(before.headers()['age']).toMatch(/^\d+$/);
  expect(await before.text()).toContain('9.800');

  expect((await put(`/groups/${group}/homes/1`, { rooms: 2, sizeM2: 64, monthlyRent: 10950 })).status()).toBe(200);
  const after = await request.get(`/bolig/${slug}`);
  expect(after.headers()['age']).toBe('0');
  expect(await after.text()).toContain('10.950');
});
