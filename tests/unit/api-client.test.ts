import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type ApiClient } from '@/lib/api/client';

type Call = { url: string; init: RequestInit };

/** A client whose `fetch` records every call and answers with `respond()` (a fresh Response each time). */
function setup(respond: () => Response = () => json({ ok: true }), options: { baseUrl?: string; dpr?: number } = {}) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return respond();
  }) as typeof globalThis.fetch;
  const client = createApiClient({ baseUrl: options.baseUrl, fetch, devicePixelRatio: () => options.dpr ?? 2 });
  return { client, calls, last: () => calls[calls.length - 1] };
}

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...init.headers },
  });
}

function text(body: string, init: ResponseInit = {}): Response {
  return new Response(body, { ...init, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...init.headers } });
}

function headerOf(init: RequestInit, name: string): string | null {
  return new Headers(init.headers).get(name);
}

/** Every method that takes a resource path, called with `resource`. */
const methods: ReadonlyArray<[string, (client: ApiClient, resource: string) => unknown]> = [
  ['post', (c, r) => c.post(r, { a: 1 })],
  ['delete', (c, r) => c.delete(r, { a: 1 })],
  ['getWithParams', (c, r) => c.getWithParams(r, { q: 'x' })],
  ['get', (c, r) => c.get(r)],
  ['postRaw', (c, r) => c.postRaw(r, { a: 1 })],
  ['postForm', (c, r) => c.postForm(r, new FormData())],
  ['download', (c, r) => c.download(r)],
  ['url', (c, r) => c.url(r)],
];

/** Runs `fn` so that both a synchronous throw and a rejected promise end up as a rejection. */
function attempt(fn: () => unknown): Promise<unknown> {
  return Promise.resolve().then(fn);
}

describe('resource paths', () => {
  it.each(methods)('%s rejects a resource with a leading slash without calling fetch', async (_name, call) => {
    const { client, calls } = setup();
    await expect(attempt(() => call(client, '/users'))).rejects.toThrow(new Error('resource should not start with slash'));
    expect(calls).toHaveLength(0);
  });

  it('requests `${baseUrl}/${resource}`, defaulting the base to /api', async () => {
    const { client, last } = setup();
    await client.get('waiting-lists/3/memberships');
    expect(last().url).toBe('/api/waiting-lists/3/memberships');

    const other = setup(undefined, { baseUrl: 'https://api.example.dk/v1' });
    await other.client.get('users');
    expect(other.last().url).toBe('https://api.example.dk/v1/users');
  });

  it('encodes query parameters and drops undefined and null ones', async () => {
    const { client, last } = setup();
    await client.getWithParams('search', {
      q: 'København N & Ærø',
      page: 2,
      onlyFree: false,
      missing: undefined,
      empty: null,
    });
    const url = new URL(last().url, 'http://x');
    expect(url.pathname).toBe('/api/search');
    expect([...url.searchParams]).toEqual([
      ['q', 'København N & Ærø'],
      ['page', '2'],
      ['onlyFree', 'false'],
    ]);
    expect(last().url).not.toContain(' ');
    expect(last().url).not.toMatch(/missing|empty/);
  });

  it('adds no "?" when there are no query parameters', async () => {
    const { client, last } = setup();
    await client.getWithParams('search', { a: undefined });
    expect(last().url).toBe('/api/search');
  });
});

describe('request options', () => {
  it.each(methods.filter(([name]) => name !== 'url'))('%s sends credentials: include', async (_name, call) => {
    const { client, last } = setup(() => json({}));
    await call(client, 'things');
    expect(last().init.credentials).toBe('include');
  });

  it.each([
    ['post', 'POST', (c: ApiClient) => c.post('things', { name: 'Åse', n: 1 })],
    ['postRaw', 'POST', (c: ApiClient) => c.postRaw('things', { name: 'Åse', n: 1 })],
    ['delete', 'DELETE', (c: ApiClient) => c.delete('things', { name: 'Åse', n: 1 })],
  ])('%s sends the JSON body as text/plain by default', async (_name, method, call) => {
    const { client, last } = setup();
    await call(client);
    expect(last().init.method).toBe(method);
    expect(last().init.body).toBe(JSON.stringify({ name: 'Åse', n: 1 }));
    expect(headerOf(last().init, 'content-type')).toBe('text/plain');
  });

  it.each([
    ['post', (c: ApiClient) => c.post('things', [1, 2], 'application/json')],
    ['postRaw', (c: ApiClient) => c.postRaw('things', [1, 2], 'application/json')],
    ['delete', (c: ApiClient) => c.delete('things', [1, 2], 'application/json')],
  ])('%s sends another content type when given', async (_name, call) => {
    const { client, last } = setup();
    await call(client);
    expect(last().init.body).toBe('[1,2]');
    expect(headerOf(last().init, 'content-type')).toBe('application/json');
  });

  it('get and getWithParams are GETs without a body', async () => {
    const { client, calls } = setup();
    await client.get('a');
    await client.getWithParams('b', { x: 1 });
    for (const { init } of calls) {
      expect(init.method ?? 'GET').toBe('GET');
      expect(init.body).toBeUndefined();
    }
  });

  it.each([
    ['get', (c: ApiClient, signal: AbortSignal) => c.get('a', { signal })],
    ['getWithParams', (c: ApiClient, signal: AbortSignal) => c.getWithParams('b', { x: 1 }, { signal })],
  ])('%s hands the abort signal to fetch, so a superseded read stops', async (_name, call) => {
    const { client, last } = setup();
    const { signal } = new AbortController();
    await call(client, signal);
    expect(last().init.signal).toBe(signal);
  });

  it('postForm sends the FormData itself and leaves Content-Type to the browser (multipart boundary)', async () => {
    const { client, last } = setup(() => json({ id: 9 }));
    const form = new FormData();
    form.set('file', new Blob(['hello']), 'hello.txt');
    await expect(client.postForm('uploads', form)).resolves.toEqual({ id: 9 });
    expect(last().init.method).toBe('POST');
    expect(last().init.body).toBe(form);
    expect(headerOf(last().init, 'content-type')).toBeNull();
  });
});

describe('error statuses', () => {
  it.each([
    [400, 'Feltet email er ugyldigt.'],
    [404, 'Not found.'],
    [500, 'Something went wrong on our side. Please try again later.'],
  ])('status %i rejects with an ApiError carrying the body text', async (status, body) => {
    for (const [name, call] of methods.filter(([n]) => !['url', 'download'].includes(n))) {
      const { client } = setup(() => text(body, { status }));
      const error = await attempt(() => call(client, 'things')).then(
        () => {
          throw new Error(`${name} resolved for status ${status}`);
        },
        (e: unknown) => e,
      );
      expect(error, name).toBeInstanceOf(ApiError);
      expect(error, name).toMatchObject({ message: body, status });
    }
  });

  it('carries the field the server named in its header, and none when it named none', async () => {
    const named = setup(() => text('Ugyldigt CPR-nummer', { status: 400, headers: { 'Hjemly-Invalid-Field': 'cpr' } }));
    await expect(named.client.post('things', {})).rejects.toMatchObject({ message: 'Ugyldigt CPR-nummer', status: 400, field: 'cpr' });
    const unnamed = setup(() => text('Forespørgslen er ugyldig.', { status: 400 }));
    await expect(unnamed.client.post('things', {})).rejects.toMatchObject({ status: 400, field: undefined });
  });

  it('keeps a JSON error body verbatim as the message', async () => {
    const { client } = setup(() => json({ error: 'nope' }, { status: 409 }));
    await expect(client.post('things', {})).rejects.toMatchObject({ message: '{"error":"nope"}', status: 409 });
  });

  it.each([200, 201, 299, 399])('status %i does not reject', async (status) => {
    const { client } = setup(() => text('fine', { status }));
    await expect(client.post('things', {})).resolves.toBe('fine');
    await expect(client.postRaw('things', {})).resolves.toBeInstanceOf(Response);
  });
});

describe('response handling', () => {
  const bodyReaders: ReadonlyArray<[string, (c: ApiClient) => Promise<unknown>]> = [
    ['post', (c) => c.post('things', {})],
    ['delete', (c) => c.delete('things', {})],
    ['getWithParams', (c) => c.getWithParams('things', {})],
  ];

  it.each(bodyReaders)('%s parses JSON when the response is application/json', async (_name, call) => {
    const { client } = setup(() => json({ id: 1, name: 'Åse' }));
    await expect(call(client)).resolves.toEqual({ id: 1, name: 'Åse' });
  });

  it.each(bodyReaders)('%s returns text otherwise', async (_name, call) => {
    const { client } = setup(() => text('{"id":1}'));
    await expect(call(client)).resolves.toBe('{"id":1}');
  });

  it.each(bodyReaders)('%s returns text when there is no content type', async (_name, call) => {
    const { client } = setup(() => new Response(new Blob(['plain'])));
    await expect(call(client)).resolves.toBe('plain');
  });

  it('get always parses JSON, whatever the content type', async () => {
    const { client } = setup(() => text('{"id":1}'));
    await expect(client.get('things/1')).resolves.toEqual({ id: 1 });
  });

  it('postRaw returns the response untouched', async () => {
    const { client } = setup(() => text('raw', { status: 202, headers: { 'X-Thing': 'yes' } }));
    const response = await client.postRaw('things', {});
    expect(response.status).toBe(202);
    expect(response.headers.get('x-thing')).toBe('yes');
    await expect(response.text()).resolves.toBe('raw');
  });
});

describe('download', () => {
  function file(disposition?: string) {
    return () =>
      new Response('%PDF', {
        headers: { 'Content-Type': 'application/pdf', ...(disposition ? { 'Content-Disposition': disposition } : {}) },
      });
  }

  it.each([
    ['attachment; filename=report.pdf', 'report.pdf'],
    ['attachment; filename="lease contract.pdf"', 'lease contract.pdf'],
    ["attachment; filename*=UTF-8''lejekontrakt%20%C3%A6%C3%B8%C3%A5.pdf", 'lejekontrakt æøå.pdf'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'K%C3%B8benhavn.pdf', 'København.pdf'],
    ['attachment', 'downloaded-file'],
    [undefined, 'downloaded-file'],
  ])('Content-Disposition %s → %s', async (disposition, filename) => {
    const { client, last } = setup(file(disposition));
    const result = await client.download('documents/1');
    expect(result.filename).toBe(filename);
    await expect(result.blob.text()).resolves.toBe('%PDF');
    expect(last().url).toBe('/api/documents/1');
    expect(last().init.credentials).toBe('include');
  });

  it.each([
    [404, 'Not Found'],
    [500, 'Internal Server Error'],
  ])('a %i rejects with "Failed to download file: {statusText}"', async (status, statusText) => {
    const { client } = setup(() => new Response('body text', { status, statusText }));
    await expect(client.download('documents/1')).rejects.toThrow(new Error(`Failed to download file: ${statusText}`));
  });
});

describe('imageUrl', () => {
  it('builds image/find-public/{id} with the options in the documented order', () => {
    const { client, calls } = setup();
    const url = client.imageUrl(42, { aspectRatio: '16:9', enhanced: true, scaleFactor: 3, resize: 'cover', width: 800 });
    expect(url).toBe('/api/image/find-public/42?aspectRatio=16%3A9&enhanced=true&scaleFactor=3&resize=cover&width=800');
    expect(calls).toHaveLength(0);
  });

  it.each([
    [1.5, '1.5'],
    [2, '2'],
  ])('scaleFactor defaults to the device pixel ratio (%s)', (dpr, expected) => {
    const { client } = setup(undefined, { dpr });
    const url = new URL(client.imageUrl('abc'), 'http://x');
    expect(url.pathname).toBe('/api/image/find-public/abc');
    expect(Object.fromEntries(url.searchParams)).toEqual({ scaleFactor: expected });
  });

  it('an explicit scaleFactor wins over the device pixel ratio', () => {
    const { client } = setup(undefined, { dpr: 3 });
    expect(client.imageUrl(1, { scaleFactor: 1 })).toBe('/api/image/find-public/1?scaleFactor=1');
  });

  it('keeps enhanced=false', () => {
    const { client } = setup(undefined, { dpr: 1 });
    expect(client.imageUrl(1, { enhanced: false })).toBe('/api/image/find-public/1?enhanced=false&scaleFactor=1');
  });

  it('encodes the id as one path segment', () => {
    const { client } = setup(undefined, { dpr: 1 });
    expect(client.imageUrl('a/b c')).toBe('/api/image/find-public/a%2Fb%20c?scaleFactor=1');
  });
});

describe('white-label config and referrer', () => {
  it('whiteLabelConfig(host) GETs white-label-config/{host} and returns the JSON', async () => {
    const config = { host: 'bolig.example.dk', isWhiteLabel: true };
    const { client, last } = setup(() => json(config));
    await expect(client.whiteLabelConfig('bolig.example.dk')).resolves.toEqual(config);
    expect(last().url).toBe('/api/white-label-config/bolig.example.dk');
    expect(last().init.method ?? 'GET').toBe('GET');
    expect(last().init.credentials).toBe('include');
  });

  it('postReferrer POSTs user/referrer with {referrer, url}', async () => {
    const { client, last } = setup(() => text(''));
    await client.postReferrer({ referrer: 'https://google.com/', url: 'https://hjemly.dk/lejebolig' });
    expect(last().url).toBe('/api/user/referrer');
    expect(last().init.method).toBe('POST');
    expect(JSON.parse(String(last().init.body))).toEqual({
      referrer: 'https://google.com/',
      url: 'https://hjemly.dk/lejebolig',
    });
    expect(last().init.credentials).toBe('include');
  });
});

describe('put', () => {
  it('sends a JSON body as text/plain with credentials and parses a JSON answer', async () => {
    const calls: [string, RequestInit][] = [];
    const client = createApiClient({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push([String(input), init!]);
        return new Response('{"saved":true}', { headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
    expect(await client.put('account/profile', { adults: 2 })).toEqual({ saved: true });
    expect(calls[0][0]).toBe('/api/account/profile');
    expect(calls[0][1]).toMatchObject({
      method: 'PUT',
      credentials: 'include',
      body: '{"adults":2}',
      headers: { 'Content-Type': 'text/plain' },
    });
  });

  it('rejects a status of 400 or more with the body text', async () => {
    const client = createApiClient({ fetch: (async () => new Response('Feltet adults er ugyldigt.', { status: 400 })) as typeof fetch });
    await expect(client.put('account/profile', {})).rejects.toThrow('Feltet adults er ugyldigt.');
  });
});

describe('a busy server’s line', () => {
  /** A client whose fetch answers in turn with `answers`, and that records the waits instead of waiting. */
  function inLine(answers: Response[]) {
    const calls: Call[] = [];
    const waits: number[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {} });
      return answers.shift()!;
    }) as typeof globalThis.fetch;
    const client = createApiClient({ fetch, wait: async (ms) => void waits.push(ms) });
    return { client, calls, waits };
  }
  const turnedAway = (ticket: string | null, retryAfter = '5') =>
    text('Hjemly har meget travlt lige nu.', {
      status: 503,
      headers: { 'Retry-After': retryAfter, ...(ticket ? { 'Hjemly-Line-Ticket': ticket } : {}) },
    });

  it('sends a request turned away with a ticket again after Retry-After, with the newest ticket and the same body', async () => {
    const { client, calls, waits } = inLine([turnedAway('t1'), turnedAway('t2', '3'), json({ kind: 'member' })]);
    await expect(client.post('waiting-lists/havnehusene/memberships', { cpr: '0101901234' })).resolves.toEqual({ kind: 'member' });
    expect(waits).toEqual([5000, 3000]);
    expect(calls.map((call) => headerOf(call.init, 'Hjemly-Line-Ticket'))).toEqual([null, 't1', 't2']);
    expect(calls.map((call) => call.init.body)).toEqual(Array(3).fill('{"cpr":"0101901234"}'));
    expect(calls.map((call) => headerOf(call.init, 'Content-Type'))).toEqual(Array(3).fill('text/plain'));
  });

  it('takes any other 503 as the answer: the request may have run', async () => {
    const { client, calls } = inLine([turnedAway(null)]);
    await expect(client.post('waiting-lists/havnehusene/memberships', {})).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });
});
