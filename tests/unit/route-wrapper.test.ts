import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DEFAULT_MAX_BODY_BYTES, route } from '@/lib/handlers/route';
import type { SessionUser } from '@/lib/accounts/session';
import { DomainError } from '@/lib/errors/domain-error';
import type { RateLimitRule } from '@/lib/rate-limit/types';

// The session lookup needs a database; here it is a stub the auth tests below steer.
const sessionUser = vi.hoisted(() => ({ current: null as SessionUser | null }));
vi.mock('@/lib/accounts/session', () => ({ getSessionUser: vi.fn(async () => sessionUser.current) }));

// So do the rate-limit counters: here they are counted in memory, with the real 429 error.
const attempts = vi.hoisted(() => new Map<string, number>());
vi.mock('@/lib/rate-limit/service', async () => {
  const { DomainError: Refusal } = await import('@/lib/errors/domain-error');
  return {
    enforceRateLimit: vi.fn(async (rule: RateLimitRule, subject: string) => {
      const key = `${rule.name}:${subject}`;
      attempts.set(key, (attempts.get(key) ?? 0) + 1);
      if (attempts.get(key)! > rule.max) throw new Refusal('RateLimited', 'tooManyRequests');
    }),
  };
});

const HOST = 'hjemly.dk';
const URL_BASE = `https://${HOST}/api/things`;

const messages = {
  'da-DK': {
    invalidJson: 'Forespørgslen kunne ikke læses.',
    badRequest: 'Forespørgslen er ugyldig.',
    csrf: 'Forespørgslen kom fra et andet website og blev afvist.',
    notFound: 'Det findes ikke.',
    internal: 'Der opstod en fejl hos os. Prøv igen senere.',
    invalidField: (field: string) => `Feltet ${field} er ugyldigt.`,
  },
  'en-DK': {
    invalidJson: 'The request could not be read.',
    badRequest: 'The request is invalid.',
    csrf: 'The request came from another website and was refused.',
    notFound: 'Not found.',
    internal: 'Something went wrong on our side. Please try again later.',
    invalidField: (field: string) => `The field ${field} is invalid.`,
  },
} as const;

type RequestOptions = { method?: string; body?: string; headers?: Record<string, string>; path?: string };

/** A request as the browser client sends it: same-origin, JSON as text/plain. */
function request({ method = 'POST', body, headers = {}, path = '' }: RequestOptions = {}): Request {
  return new Request(`${URL_BASE}${path}`, {
    method,
    body,
    headers: { host: HOST, origin: `https://${HOST}`, 'content-type': 'text/plain;charset=UTF-8', ...headers },
  });
}

const english = { 'accept-language': 'en' };

async function expectTextError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  await expect(response.text()).resolves.toBe(message);
}

const bodySchema = z.object({ email: z.email(), rooms: z.number().int().min(1) });
const echoBody = route({ body: bodySchema }, async ({ body }) => ({ received: body }));

beforeEach(() => vi.stubEnv('SITE_URL', ''));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('body parsing', () => {
  it('parses a JSON body sent as text/plain and hands the validated value to the handler', async () => {
    const response = await echoBody(request({ body: JSON.stringify({ email: 'a@b.dk', rooms: 3 }) }));
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ received: { email: 'a@b.dk', rooms: 3 } });
  });

  it('strips fields the schema does not know', async () => {
    const response = await echoBody(request({ body: JSON.stringify({ email: 'a@b.dk', rooms: 1, admin: true }) }));
    await expect(response.json()).resolves.toEqual({ received: { email: 'a@b.dk', rooms: 1 } });
  });

  it.each([
    ['da-DK', {}],
    ['en-DK', english],
  ] as const)('invalid JSON → 400 in %s', async (locale, headers) => {
    const response = await echoBody(request({ body: '{"email": ', headers }));
    await expectTextError(response, 400, messages[locale].invalidJson);
  });

  it.each([
    ['da-DK', 'email', { email: 'not-an-email', rooms: 2 }, {}],
    ['da-DK', 'rooms', { email: 'a@b.dk', rooms: 0 }, {}],
    ['en-DK', 'rooms', { email: 'a@b.dk' }, english],
  ] as const)('a zod failure → 400 naming the field (%s, %s)', async (locale, field, body, headers) => {
    const response = await echoBody(request({ body: JSON.stringify(body), headers }));
    await expectTextError(response, 400, messages[locale].invalidField(field));
  });

  it('names a nested field by its dotted path', async () => {
    const handler = route({ body: z.object({ address: z.object({ zip: z.string().length(4) }) }) }, async () => ({}));
    const response = await handler(request({ body: JSON.stringify({ address: { zip: '12' } }) }));
    await expectTextError(response, 400, messages['da-DK'].invalidField('address.zip'));
    expect(response.headers.get('Hjemly-Invalid-Field')).toBe('address.zip');
  });

  describe('in the form’s own words when the route names where its schema’s message keys live', () => {
    const cprSchema = z.object({ cpr: z.string().regex(/^\d{10}$/, 'errors.cprInvalid'), name: z.string().min(2, 'noSuchKey') });
    const signUp = route({ body: cprSchema, messages: { namespace: 'waitingList' } }, async () => ({}));

    it.each([
      ['da-DK', {}, 'Ugyldigt CPR-nummer'],
      ['en-DK', english, 'Invalid CPR number'],
    ] as const)('%s: the schema’s key becomes its text, and the header names the field', async (_locale, headers, text) => {
      const response = await signUp(request({ body: JSON.stringify({ cpr: '12', name: 'Ada' }), headers }));
      await expectTextError(response, 400, text);
      expect(response.headers.get('Hjemly-Invalid-Field')).toBe('cpr');
    });

    it('a key the namespace does not have, or a route that names none, keeps the generic words', async () => {
      const unknownKey = await signUp(request({ body: JSON.stringify({ cpr: '1234567890', name: 'A' }) }));
      await expectTextError(unknownKey, 400, messages['da-DK'].invalidField('name'));
      const unnamed = route({ body: cprSchema }, async () => ({}));
      await expectTextError(
        await unnamed(request({ body: JSON.stringify({ cpr: '12', name: 'Ada' }) })),
        400,
        messages['da-DK'].invalidField('cpr'),
      );
    });

    it('a refusal that is not about a field carries no field header', async () => {
      const response = await signUp(request({ body: '' }));
      await expectTextError(response, 400, messages['da-DK'].badRequest);
      expect(response.headers.get('Hjemly-Invalid-Field')).toBeNull();
    });
  });

  it('an empty body against an object schema → 400 bad request', async () => {
    const response = await echoBody(request({ body: '' }));
    await expectTextError(response, 400, messages['da-DK'].badRequest);
  });

  it('the NEXT_LOCALE cookie picks the language of the error', async () => {
    const response = await echoBody(request({ body: 'nope', headers: { cookie: 'NEXT_LOCALE=en-DK', 'accept-language': 'da' } }));
    await expectTextError(response, 400, messages['en-DK'].invalidJson);
  });

  it('does not call the handler when the body is invalid', async () => {
    const handler = vi.fn(async () => ({}));
    const response = await route({ body: bodySchema }, handler)(request({ body: '{}' }));
    expect(response.status).toBe(400);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('CSRF', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s with a forged Origin → 403 and the handler is not called', async (method) => {
    const handler = vi.fn(async () => ({ ok: true }));
    const response = await route({}, handler)(request({ method, body: '{}', headers: { origin: 'https://evil.com' } }));
    await expectTextError(response, 403, messages['da-DK'].csrf);
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers the CSRF refusal in English for an English request', async () => {
    const response = await echoBody(request({ headers: { origin: 'https://evil.com', ...english }, body: '{}' }));
    await expectTextError(response, 403, messages['en-DK'].csrf);
  });

  it('refuses a POST without Origin whose Sec-Fetch-Site is cross-site', async () => {
    const req = new Request(URL_BASE, { method: 'POST', body: '{}', headers: { host: HOST, 'sec-fetch-site': 'cross-site' } });
    await expectTextError(await route({}, async () => ({}))(req), 403, messages['da-DK'].csrf);
  });

  it('accepts a same-origin POST', async () => {
    const response = await route({}, async () => ({ ok: true }))(request({ body: '{}' }));
    expect(response.status).toBe(200);
  });

  it('GET ignores the Origin', async () => {
    const handler = route({}, async () => ({ ok: true }));
    const response = await handler(request({ method: 'GET', headers: { origin: 'https://evil.com', 'sec-fetch-site': 'cross-site' } }));
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ ok: true });
  });
});

describe('query and params', () => {
  it('validates params from the Next.js context', async () => {
    const handler = route({ params: z.object({ id: z.coerce.number().int().positive() }) }, async ({ params }) => ({
      id: params.id,
    }));
    const ok = await handler(request({ method: 'GET' }), { params: Promise.resolve({ id: '42' }) });
    await expect(ok.json()).resolves.toEqual({ id: 42 });

    const bad = await handler(request({ method: 'GET', headers: english }), { params: Promise.resolve({ id: 'abc' }) });
    await expectTextError(bad, 400, messages['en-DK'].invalidField('id'));
  });

  it('validates the query string', async () => {
    const handler = route({ query: z.object({ page: z.coerce.number().int().min(1) }) }, async ({ query }) => query);
    const ok = await handler(request({ method: 'GET', path: '?page=2' }));
    await expect(ok.json()).resolves.toEqual({ page: 2 });
    const bad = await handler(request({ method: 'GET', path: '?page=0' }));
    await expectTextError(bad, 400, messages['da-DK'].invalidField('page'));
  });
});

describe('handler results and errors', () => {
  it('turns a returned plain object into JSON', async () => {
    const response = await route({}, async () => ({ id: 1, name: 'Åse' }))(request({ method: 'GET' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    await expect(response.json()).resolves.toEqual({ id: 1, name: 'Åse' });
  });

  it('passes a returned Response through untouched', async () => {
    const handler = route({}, async () => new Response('created', { status: 201, headers: { 'X-Id': '7' } }));
    const response = await handler(request({ body: '{}' }));
    expect(response.status).toBe(201);
    expect(response.headers.get('x-id')).toBe('7');
    await expect(response.text()).resolves.toBe('created');
  });

  it('answers a handler that returns nothing with a success, not a 500', async () => {
    // e.g. a DELETE whose service call resolves to undefined.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await route({}, async () => undefined)(request({ method: 'DELETE', body: '{}' }));
    expect(response.status).toBeLessThan(300);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['NotFound', 404, 'notFound', 'da-DK', {}],
    ['NotFound', 404, 'notFound', 'en-DK', english],
    ['Invalid', 400, 'badRequest', 'da-DK', {}],
  ] as const)('a domain error %s maps to %i and its message %s (%s)', async (code, status, key, locale, headers) => {
    const handler = route({}, async () => {
      throw new DomainError(code, key);
    });
    await expectTextError(await handler(request({ method: 'GET', headers })), status, messages[locale][key]);
  });

  it('maps every other code to its status', async () => {
    const statuses = {
      Unauthenticated: 401,
      Forbidden: 403,
      Conflict: 409,
      Gone: 410,
      TooLarge: 413,
      Rejected: 422,
      RateLimited: 429,
    } as const;
    for (const [code, status] of Object.entries(statuses)) {
      const response = await route({}, async () => {
        throw new DomainError(code as keyof typeof statuses, 'forbidden');
      })(request({ method: 'GET' }));
      expect(response.status).toBe(status);
    }
  });

  it.each([
    ['da-DK', {}],
    ['en-DK', english],
  ] as const)('an unexpected error → 500 with the generic message and no details (%s)', async (locale, headers) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = route({}, async () => {
      throw new Error('connection to db-internal.local:5432 refused');
    });
    const response = await handler(request({ method: 'GET', headers }));
    const body = await response.clone().text();
    await expectTextError(response, 500, messages[locale].internal);
    expect(body).not.toMatch(/db-internal|refused|\bat .*\.ts|Error:/);
    expect(logged).toHaveBeenCalled();
  });
});

describe('auth: required', () => {
  const ida: SessionUser = { id: 'u1', name: 'Ida', email: 'ida@example.dk', deactivated: false };
  const whoAmI = route({ auth: 'required' }, async ({ user }) => ({ id: user.id }));
  afterEach(() => {
    sessionUser.current = null;
  });

  it.each([
    ['da-DK', {}, 'Du skal være logget ind.'],
    ['en-DK', english, 'You need to sign in.'],
  ] as const)('no session → 401 and the handler is not called (%s)', async (_locale, headers, message) => {
    const handler = vi.fn(async () => ({}));
    await expectTextError(await route({ auth: 'required' }, handler)(request({ method: 'GET', headers })), 401, message);
    expect(handler).not.toHaveBeenCalled();
  });

  it.each([
    ['da-DK', {}, 'Din bruger er deaktiveret. Kontakt support.'],
    ['en-DK', english, 'Your user has been deactivated. Please contact support.'],
  ] as const)('a deactivated user → 403 with the deactivated message (%s)', async (_locale, headers, message) => {
    sessionUser.current = { ...ida, deactivated: true };
    await expectTextError(await whoAmI(request({ method: 'GET', headers })), 403, message);
  });

  it('a signed-in user reaches the handler with `user`', async () => {
    sessionUser.current = ida;
    const response = await whoAmI(request({ method: 'GET' }));
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ id: 'u1' });
  });

  it('checks the session before parsing the body', async () => {
    const response = await route({ auth: 'required', body: bodySchema }, async () => ({}))(request({ body: '{' }));
    expect(response.status).toBe(401);
  });

  it('refuses a forged Origin before looking at the session', async () => {
    sessionUser.current = ida;
    const response = await whoAmI(request({ body: '{}', headers: { origin: 'https://evil.com' } }));
    expect(response.status).toBe(403);
    await expect(response.text()).resolves.toBe(messages['da-DK'].csrf);
  });

  it('routes without auth never look a session up', async () => {
    const { getSessionUser } = await import('@/lib/accounts/session');
    vi.mocked(getSessionUser).mockClear();
    await route({}, async ({ user }) => ({ user: user ?? null }))(request({ method: 'GET' }));
    expect(getSessionUser).not.toHaveBeenCalled();
  });
});

describe('auth: optional', () => {
  const ida: SessionUser = { id: 'u1', name: 'Ida', email: 'ida@example.dk', deactivated: false };
  const whoAmI = route({ auth: 'optional' }, async ({ user }) => ({ id: user?.id ?? null }));
  afterEach(() => {
    sessionUser.current = null;
  });

  it('no session → the handler runs without a user', async () => {
    const response = await whoAmI(request({ method: 'GET' }));
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ id: null });
  });

  it('a signed-in user reaches the handler with `user`', async () => {
    sessionUser.current = ida;
    await expect((await whoAmI(request({ method: 'GET' }))).json()).resolves.toEqual({ id: 'u1' });
  });

  it.each([
    ['da-DK', {}, 'Din bruger er deaktiveret. Kontakt support.'],
    ['en-DK', english, 'Your user has been deactivated. Please contact support.'],
  ] as const)('a deactivated user is blocked as with auth required: 403 (%s)', async (_locale, headers, message) => {
    sessionUser.current = { ...ida, deactivated: true };
    const handler = vi.fn(async () => ({}));
    await expectTextError(await route({ auth: 'optional' }, handler)(request({ method: 'GET', headers })), 403, message);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('rateLimit', () => {
  const rule: RateLimitRule = { name: 'things', windowMs: 60_000, max: 2 };
  const ida: SessionUser = { id: 'u1', name: 'Ida', email: 'ida@example.dk', deactivated: false };
  const fromIp = (ip: string, extra: RequestOptions = {}) =>
    request({ body: '{}', ...extra, headers: { 'x-forwarded-for': `192.0.2.99, ${ip}, 10.0.0.1`, ...extra.headers } });
  beforeEach(() => {
    attempts.clear();
    vi.stubEnv('TRUSTED_PROXIES', '1'); // 10.0.0.1, the load balancer; 192.0.2.99 is forged
  });
  afterEach(() => {
    sessionUser.current = null;
  });

  it.each([
    ['da-DK', {}, 'For mange forsøg. Vent lidt, og prøv igen.'],
    ['en-DK', english, 'Too many attempts. Please wait and try again.'],
  ] as const)(
    'per ip: max requests pass, the next → 429 in the request language, the handler not called (%s)',
    async (_l, headers, message) => {
      const handler = vi.fn(async () => undefined);
      const limited = route({ rateLimit: { rule, per: 'ip' } }, handler);
      expect((await limited(fromIp('198.51.100.7'))).status).toBe(204);
      expect((await limited(fromIp('198.51.100.7'))).status).toBe(204);
      await expectTextError(await limited(fromIp('198.51.100.7', { headers })), 429, message);
      expect(handler).toHaveBeenCalledTimes(2);
    },
  );

  it('per ip: counts each client address apart, keyed on the client the trusted proxy saw', async () => {
    const limited = route({ rateLimit: { rule, per: 'ip' } }, async () => undefined);
    for (let i = 0; i < 2; i++) await limited(fromIp('198.51.100.7'));
    expect((await limited(fromIp('203.0.113.1'))).status).toBe(204);
    expect([...attempts.keys()].sort()).toEqual(['things:198.51.100.7', 'things:203.0.113.1']);
  });

  it('per user: counts the signed-in person, wherever they send from', async () => {
    sessionUser.current = ida;
    const limited = route({ auth: 'required', rateLimit: { rule, per: 'user' } }, async () => undefined);
    expect((await limited(fromIp('198.51.100.7'))).status).toBe(204);
    expect((await limited(fromIp('203.0.113.1'))).status).toBe(204);
    expect((await limited(fromIp('192.0.2.50'))).status).toBe(429);
    expect([...attempts.keys()]).toEqual(['things:u1']);
  });

  it('per a key the handler derives from the parsed request', async () => {
    const limited = route(
      { body: z.object({ email: z.email() }), rateLimit: { rule, per: ({ body }) => body.email.toLowerCase() } },
      async () => undefined,
    );
    const send = (email: string) => limited(request({ body: JSON.stringify({ email }) }));
    await send('Ida@example.dk');
    await send('ida@example.dk');
    expect((await send('IDA@example.dk')).status).toBe(429);
    expect((await send('ole@example.dk')).status).toBe(204);
  });

  it('does not count a request the wrapper refuses: forged Origin, no session, invalid body', async () => {
    const limited = route({ auth: 'required', body: bodySchema, rateLimit: { rule, per: 'user' } }, async () => undefined);
    expect((await limited(fromIp('198.51.100.7', { headers: { origin: 'https://evil.com' } }))).status).toBe(403);
    expect((await limited(fromIp('198.51.100.7'))).status).toBe(401);
    sessionUser.current = ida;
    expect((await limited(fromIp('198.51.100.7', { body: '{"email": "x"}' }))).status).toBe(400);
    expect(attempts.size).toBe(0);
  });

  it('counts only with auth required when limited per user (a type error otherwise)', () => {
    // @ts-expect-error 'user' needs auth: 'required', or there may be nobody to count.
    route({ auth: 'optional', rateLimit: { rule, per: 'user' } }, async () => undefined);
    // @ts-expect-error likewise without auth.
    route({ rateLimit: { rule, per: 'user' } }, async () => undefined);
  });
});

describe('request bodies', () => {
  it('are refused with 413 past the route’s limit while they stream in, before the handler runs', async () => {
    const handler = vi.fn(async () => undefined);
    const small = route({ body: z.object({ text: z.string() }), maxBodyBytes: 100 }, handler);
    expect((await small(request({ body: JSON.stringify({ text: 'x'.repeat(50) }) }))).status).toBe(204);
    // A stream that never declares its length: counted as it arrives, cancelled past the limit.
    let sent = 0;
    const endless = new ReadableStream({
      pull(controller) {
        sent += 1000;
        controller.enqueue(new TextEncoder().encode('x'.repeat(1000)));
      },
    });
    const streaming = new Request(URL_BASE, {
      method: 'POST',
      body: endless,
      headers: { host: HOST, origin: `https://${HOST}`, ...english },
      duplex: 'half',
    } as RequestInit);
    const refused = await small(streaming);
    expect(refused.status).toBe(413);
    expect(sent).toBeLessThan(10_000);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('default to DEFAULT_MAX_BODY_BYTES', async () => {
    const echo = route({ body: z.object({ text: z.string() }) }, async () => undefined);
    expect((await echo(request({ body: JSON.stringify({ text: 'x'.repeat(DEFAULT_MAX_BODY_BYTES) }) }))).status).toBe(413);
  });
});

describe('answers to signed-in routes', () => {
  afterEach(() => {
    sessionUser.current = null;
  });

  it('are private and never stored by a shared cache, errors and redirects included', async () => {
    sessionUser.current = { id: 'u1', name: 'Ida', email: 'ida@example.dk', deactivated: false };
    const mine = route({ auth: 'required' }, async () => ({ mine: true }));
    expect((await mine(request({ method: 'GET' }))).headers.get('cache-control')).toBe('private, no-store');
    const away = route({ auth: 'optional' }, async () => Response.redirect(`${URL_BASE}/elsewhere`, 303));
    expect((await away(request({ method: 'GET' }))).headers.get('cache-control')).toBe('private, no-store');
    sessionUser.current = null;
    // Error answers are never stored anyway.
    expect((await mine(request({ method: 'GET' }))).headers.get('cache-control')).toMatch(/no-store/);
    // A handler that decides its own caching keeps it; public routes are left alone.
    const own = route({ auth: 'optional' }, async () => new Response('x', { headers: { 'Cache-Control': 'no-cache' } }));
    expect((await own(request({ method: 'GET' }))).headers.get('cache-control')).toBe('no-cache');
    const open = route({}, async () => ({ open: true }));
    expect((await open(request({ method: 'GET' }))).headers.get('cache-control')).toBeNull();
  });
});

describe('a plain HTML form posted without JavaScript', () => {
  const answers = z.object({ answer: z.enum(['yes', 'no'], 'answerRequired') });
  const handled = vi.fn(async (_body: unknown) => ({ ok: true }));
  const answer = route(
    {
      params: z.object({ token: z.string().max(10) }),
      body: answers,
      htmlForm: {
        done: ({ params }) => ({ pathname: '/booking-invitation/[token]/confirmation', params }),
        back: ({ params }) => ({ pathname: '/booking-invitation/[token]', params }),
      },
    },
    async ({ body }) => handled(body),
  );
  const form = (body: string, headers: Record<string, string> = {}) =>
    request({ body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
  const next = { params: Promise.resolve({ token: 'abc' }) };

  it.each([
    ['da-DK', '', '/fremvisning/abc/bekraeftelse'],
    ['en-DK', '&locale=en-DK', '/en-DK/fremvisning/abc/bekraeftelse'],
  ])('runs the same handler and answers 303 with the outcome page in the form’s language (%s)', async (_locale, field, page) => {
    handled.mockClear();
    const response = await answer(form(`answer=yes${field}`), next);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(page);
    expect(handled).toHaveBeenCalledWith({ answer: 'yes' });
  });

  it('sends a refusal back to the form’s page by its key, not its text', async () => {
    const response = await answer(form('answer=maybe&locale=en-DK'), next);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-DK/fremvisning/abc?fejl=answerRequired');
  });

  it('refuses a form from another site like any other request (403, no redirect)', async () => {
    const response = await answer(form('answer=yes', { origin: 'https://evil.example' }), next);
    await expectTextError(response, 403, messages['da-DK'].csrf);
  });

  it('takes the form of a route without path segments (Next.js passes no params) and sends a refusal back', async () => {
    const mail = route({ body: answers, htmlForm: { done: () => '/account/my-data', back: () => '/account/my-data' } }, async ({ body }) =>
      handled(body),
    );
    const noParams = { params: Promise.resolve(undefined as never) };
    expect((await mail(form('answer=yes'), noParams)).headers.get('location')).toBe('/konto/mine-data');
    expect((await mail(form('answer=maybe'), noParams)).headers.get('location')).toBe('/konto/mine-data?fejl=answerRequired');
  });

  it('leaves the script’s JSON requests as they were', async () => {
    const response = await answer(request({ body: JSON.stringify({ answer: 'no' }) }), next);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ ok: true });
  });
});
