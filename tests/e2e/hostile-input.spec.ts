import { expect, test } from './support/test';

// A deterministic slice of the outside fuzz run's findings: each was a 500.
const malformedPaths = [
  '/bolig/%25',
  '/bolig/%ff',
  '/ejendom/%25',
  '/artikler/%25',
  '/anmodning/%25',
  '/en-DK/bolig/%25',
  '/api/image/find-public/%ff',
  '/api/white-label-config/%',
  '/soeg?q=%00',
  '/api/search?q=a%00b',
];

test('malformed addresses are refused with 400 in the person’s language, never a server error', async ({ request }) => {
  for (const path of malformedPaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).toBe('Webadressen er ikke gyldig.');
  }
  const english = await request.get('/en-DK/bolig/%25', { headers: { 'accept-language': 'en-GB' } });
  expect(await english.text()).toBe('This web address is not valid.');
});

test('numbers past the database’s range are no error: an image is not found, a list starts over', async ({ request }) => {
  expect((await request.get('/api/image/find-public/99999999999')).status()).toBeLessThan(500);
  expect((await request.get('/soeg-ventelister?efter=99999999999')).status()).toBe(200);
  expect((await request.get('/soeg-ventelister?efter=abc')).status()).toBe(200);
});

test('a NUL in a sign-in, reset or feedback body is refused as an invalid field', async ({ request }) => {
  const origin = { origin: new URL(test.info().project.use.baseURL!).origin };
  for (const [path, data] of [
    ['/api/auth/request-password-reset', { email: 'a\u0000@example.dk', redirectTo: '/' }],
    ['/api/auth/sign-in/email', { email: 'demo@hjemly.dk', password: 'x\u0000y' }],
    ['/api/feedback', { message: 'Hej med dig\u0000, det virker fint', page: '/' }],
  ] as const) {
    const response = await request.post(path, { data, headers: origin });
    expect(response.status(), path).toBe(400);
  }
});

test('a long address is not echoed back in a response header', async ({ request }) => {
  const long = 'a'.repeat(8_000);
  // A public page (kept by the page cache), one that is not found, and one in English (last: it
  // sets the language cookie, after which an unprefixed path redirects to the English one).
  for (const path of [`/soeg?q=${long}`, `/findes-ikke?q=${long}`, `/en-DK/soeg?q=${long}`]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headersArray();
    expect(
      headers.map(({ name }) => name.toLowerCase()),
      path,
    ).not.toContain('x-middleware-rewrite');
    expect(
      headers.reduce((size, { name, value }) => size + name.length + value.length, 0),
      path,
    ).toBeLessThan(4_000);
  }
});
