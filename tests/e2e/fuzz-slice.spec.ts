import { expect, test } from './support/test';
import {
  describeRequest,
  discoverFieldNames,
  discoverTargets,
  fuzzRequests,
  sendFuzzRequest,
  signIn,
  slugsFromSitemap,
  type FuzzRequest,
} from '../../scripts/fuzz-requests';

// A fixed slice of `npm run fuzz`: the same generator, a few hundred requests
// across every route the file tree holds, against the suite's production server. No answer may be a
// 5xx and every one must come in time. (Rows are compared by the full run, which owns its database.)
const SEED = 1401;
const REQUESTS = 400;
const CONCURRENCY = 2;

test('hostile requests across every route get an answer below 500', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const base = new URL(baseURL!);
  const root = process.cwd();
  const sitemap = await (await fetch(new URL('/sitemap.xml', base))).text();
  const children = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(new URL(match[1]).pathname, base));
  const slugs = slugsFromSitemap((await Promise.all(children.map(async (url) => (await fetch(url)).text()))).join('\n')).slice(0, 20);
  expect(slugs.length).toBeGreaterThan(0);
  const cookie = await signIn(base, 'demo@hjemly.dk', 'Hjemly-demo-2026');
  expect(cookie).toBeTruthy();

  const targets = discoverTargets(root);
  const requests = fuzzRequests({ seed: SEED, count: REQUESTS, targets, fields: discoverFieldNames(root), slugs });
  const failures: string[] = [];
  let sent = 0;
  const worker = async () => {
    for (let next = requests.next(); !next.done; next = requests.next()) {
      const request: FuzzRequest = next.value;
      const outcome = await sendFuzzRequest(base, request, { cookie, timeoutMs: 20_000 });
      sent++;
      if (outcome.status >= 500 || outcome.bodyStart === 'timed out') failures.push(`${outcome.status} ${describeRequest(request)}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(sent).toBe(REQUESTS);
  expect(targets.length).toBeGreaterThan(60);
  expect(failures).toEqual([]);
});

// What the fuzz found that Next.js itself answered with a 500: a POST it took for a server action.
test('a form posted to a page, or an action from a foreign Origin, is refused before Next.js', async ({ request, baseURL }) => {
  const form = await request.post('/nybyggeri/2147483648', {
    headers: { 'content-type': 'multipart/form-data; boundary=x', origin: new URL(baseURL!).origin },
    data: '{"levelAccess":-2147483649}',
  });
  expect(form.status()).toBe(400);
  expect(await form.text()).toBe('Forespørgslen er ugyldig.');
  for (const origin of ['null', 'https://evil.example', 'not a url']) {
    const action = await request.post('/soeg', {
      headers: { 'next-action': 'a'.repeat(42), origin, 'content-type': 'text/plain', 'accept-language': 'en-DK' },
      data: '[]',
    });
    expect(action.status(), origin).toBe(403);
    expect(await action.text()).toBe('The request came from another website and was refused.');
  }
  // Our own Origin goes on to Next.js, which does not know the action: not a 5xx.
  const unknown = await request.post('/soeg', { headers: { 'next-action': 'a'.repeat(42), origin: new URL(baseURL!).origin }, data: '[]' });
  expect(unknown.status()).toBeLessThan(500);
});

// The /dev/flags action's id is in the page for anyone to read; called with anything but the form
// its buttons send, it answers 404, not the 500 Next.js gives an action that throws.
test('the flags action called with anything but its form is a 404', async ({ request, baseURL }) => {
  const page = await (await request.get('/dev/flags')).text();
  const id = /\$ACTION_ID_([0-9a-f]{40,})/.exec(page)?.[1];
  expect(id).toBeTruthy();
  const response = await request.post('/dev/flags', {
    headers: { 'next-action': id!, origin: new URL(baseURL!).origin, 'content-type': 'text/plain;charset=UTF-8' },
    data: '[]',
  });
  expect(response.status()).toBe(404);
});
