import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { GET as kommunerAutocompleteGET } from '@/app/api/addresses/kommuner/autocomplete/route';
import { GET as postnumreAutocompleteGET } from '@/app/api/addresses/postnumre/autocomplete/route';
import { GET as postnumreGET } from '@/app/api/addresses/postnumre/route';
import { kommunerQuery, postnumreByKommuneQuery, postnumreQuery } from '@/lib/addresses/hooks';
import { kommuneSuggestionSchema, postnummerSchema, postnummerSuggestionSchema } from '@/lib/addresses/schema';
import { createApiClient } from '@/lib/api/client';

const handlers: Record<string, (request: Request) => Promise<Response>> = {
  '/api/addresses/postnumre/autocomplete': postnumreAutocompleteGET,
  '/api/addresses/kommuner/autocomplete': kommunerAutocompleteGET,
  '/api/addresses/postnumre': postnumreGET,
};

function call(pathAndQuery: string, headers: Record<string, string> = {}): Promise<Response> {
  const url = new URL(pathAndQuery, 'http://localhost:3000');
  return handlers[url.pathname](new Request(url, { headers }));
}

async function json(pathAndQuery: string): Promise<unknown> {
  const response = await call(pathAndQuery);
  expect(response.status).toBe(200);
  return response.json();
}

const originalAddressApiUrl = process.env.ADDRESS_API_URL;
function restoreEnv() {
  if (originalAddressApiUrl === undefined) delete process.env.ADDRESS_API_URL;
  else process.env.ADDRESS_API_URL = originalAddressApiUrl;
}

describe('address routes on the bundled data', () => {
  beforeAll(() => {
    delete process.env.ADDRESS_API_URL;
  });
  afterAll(restoreEnv);

  it('GET postnumre/autocomplete answers DAWA-shaped suggestions, best first, cacheable for an hour', async () => {
    const response = await call('/api/addresses/postnumre/autocomplete?q=aarhus');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = z.array(postnummerSuggestionSchema).parse(await response.json());
    expect(body[0]).toEqual({
      tekst: '8000 Aarhus C',
      postnummer: expect.objectContaining({ nr: '8000', navn: 'Aarhus C', kommuner: [{ kode: '0751', navn: 'Aarhus' }] }),
    });
    expect(body[0].postnummer.visueltcenter).toHaveLength(2);
    expect(body[0].postnummer.bbox).toHaveLength(4);
  });

  it('matches Danish letters in an encoded query', async () => {
    const body = z
      .array(postnummerSuggestionSchema)
      .parse(await json(`/api/addresses/postnumre/autocomplete?q=${encodeURIComponent('Kø')}`));
    expect(body.map((s) => s.tekst)).toContain('4600 Køge');
  });

  it('pages with per_side: 500 by default, fewer on request', async () => {
    expect(await json('/api/addresses/postnumre/autocomplete?q=')).toHaveLength(500);
    expect(await json('/api/addresses/postnumre/autocomplete?q=k&per_side=2')).toHaveLength(2);
  });

  it.each(['0', '501', 'abc'])('refuses per_side=%s with a readable 400', async (perSide) => {
    const response = await call(`/api/addresses/postnumre/autocomplete?q=aar&per_side=${perSide}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toBe('Feltet per_side er ugyldigt.');
  });

  it('GET kommuner/autocomplete answers DAWA-shaped municipalities', async () => {
    const response = await call('/api/addresses/kommuner/autocomplete?q=aar');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = z.array(kommuneSuggestionSchema).parse(await response.json());
    expect(body).toEqual([{ tekst: 'Aarhus', kommune: expect.objectContaining({ kode: '0751', navn: 'Aarhus', regionskode: '1082' }) }]);
  });

  it('GET postnumre?kommunekode= lists the postcodes of a municipality', async () => {
    const response = await call('/api/addresses/postnumre?kommunekode=0751');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = z.array(postnummerSchema).parse(await response.json());
    expect(body.map((p) => p.nr)).toEqual(expect.arrayContaining(['8000', '8200', '8210']));
    expect(body.every((p) => p.kommuner.some((k) => k.kode === '0751'))).toBe(true);
    expect(await json('/api/addresses/postnumre?kommunekode=0751&per_side=1')).toHaveLength(1);
  });

  it.each(['kommunekode=abc', 'kommunekode=751', '', 'kommunekode=0751&per_side=0'])(
    'refuses postnumre?%s with a 400 in the caller’s language',
    async (query) => {
      const response = await call(`/api/addresses/postnumre?${query}`, { 'accept-language': 'en' });
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/^The field (kommunekode|per_side) is invalid\.$/);
    },
  );
});

describe('address hooks’ requests, through the API client to the route handlers', () => {
  const urls: string[] = [];
  const client = createApiClient({
    fetch: (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return call(String(input));
    }) as typeof fetch,
  });

  beforeAll(() => {
    delete process.env.ADDRESS_API_URL;
  });
  afterAll(restoreEnv);

  it('asks the three DAWA calls under /api/addresses and gets typed answers', async () => {
    const queryClient = new QueryClient();
    const postnumre = await queryClient.fetchQuery(postnumreQuery('aarhus', client));
    const kommuner = await queryClient.fetchQuery(kommunerQuery('aarhus', client));
    const inAarhus = await queryClient.fetchQuery(postnumreByKommuneQuery('0751', client));
    expect(urls).toEqual([
      '/api/addresses/postnumre/autocomplete?per_side=500&q=aarhus',
      '/api/addresses/kommuner/autocomplete?q=aarhus',
      '/api/addresses/postnumre?per_side=500&kommunekode=0751',
    ]);
    expect(postnumre[0].tekst).toBe('8000 Aarhus C');
    expect(kommuner[0].kommune.kode).toBe('0751');
    expect(inAarhus[0].nr).toBe('8000');
  });
});

describe('address routes on a DAWA-compatible service (ADDRESS_API_URL)', () => {
  let server: Server;
  let baseUrl: string;
  let mode: 'ok' | 'error' | 'shape' | 'hang' = 'ok';
  const seen: string[] = [];
  const hanging: ServerResponse[] = [];

  // Real DAWA answers autocomplete with references only (`href`, `nr`, `navn`), and /postnumre in full.
  const answers: Record<string, unknown> = {
    '/dawa/postnumre/autocomplete': [
      {
        tekst: '8000 Aarhus C',
        postnummer: { href: 'https://dawa.example/postnumre/8000', nr: '8000', navn: 'Aarhus C', stormodtageradresser: null },
      },
      { tekst: '9999 Prøveby', postnummer: { href: 'https://dawa.example/postnumre/9999', nr: '9999', navn: 'Prøveby' } },
    ],
    '/dawa/kommuner/autocomplete': [
      { tekst: 'Aarhus', kommune: { href: 'https://dawa.example/kommuner/0751', kode: '0751', navn: 'Aarhus' } },
    ],
    '/dawa/postnumre': [
      {
        href: 'https://dawa.example/postnumre/8000',
        nr: '8000',
        navn: 'Aarhus C',
        stormodtageradresser: null,
        bbox: [10.1, 56.1, 10.3, 56.2],
        visueltcenter: [10.2, 56.15],
        kommuner: [{ href: 'https://dawa.example/kommuner/0751', kode: '0751', navn: 'Aarhus' }],
        ændret: '2024-09-06T21:09:11.000Z',
        geo_version: 3,
      },
    ],
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.url!);
      if (mode === 'hang') return void hanging.push(response);
      if (mode === 'error') {
        response.statusCode = 502;
        return void response.end('bad gateway');
      }
      const path = new URL(request.url!, 'http://x').pathname;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(mode === 'shape' ? [{ tekst: 'x', postnummer: { nr: 'abc' } }] : (answers[path] ?? [])));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A trailing slash, as people write base URLs, must not double up in the path.
    process.env.ADDRESS_API_URL = `${baseUrl}/dawa/`;
  });

  afterEach(() => {
    mode = 'ok';
    seen.length = 0;
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    restoreEnv();
    hanging.forEach((response) => response.destroy());
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('asks postnumre/autocomplete exactly as DAWA documents it and fills DAWA’s references in', async () => {
    const body = z
      .array(postnummerSuggestionSchema)
      .parse(await json(`/api/addresses/postnumre/autocomplete?q=${encodeURIComponent('kø')}`));
    expect(seen).toEqual(['/dawa/postnumre/autocomplete?per_side=500&q=k%C3%B8']);
    expect(body[0]).toEqual({
      tekst: '8000 Aarhus C',
      postnummer: {
        nr: '8000',
        navn: 'Aarhus C',
        kommuner: [{ kode: '0751', navn: 'Aarhus' }],
        visueltcenter: expect.any(Array),
        bbox: expect.any(Array),
      },
    });
    // A postcode the bundled data does not know is served as the service named it, without geometry.
    expect(body[1]).toEqual({
      tekst: '9999 Prøveby',
      postnummer: { nr: '9999', navn: 'Prøveby', kommuner: [], visueltcenter: null, bbox: null },
    });
  });

  it('passes a smaller per_side on', async () => {
    await json('/api/addresses/postnumre/autocomplete?q=aar&per_side=20');
    expect(seen).toEqual(['/dawa/postnumre/autocomplete?per_side=20&q=aar']);
  });

  it('asks kommuner/autocomplete exactly as DAWA documents it', async () => {
    const body = z.array(kommuneSuggestionSchema).parse(await json('/api/addresses/kommuner/autocomplete?q=aar'));
    expect(seen).toEqual(['/dawa/kommuner/autocomplete?q=aar']);
    expect(body).toEqual([{ tekst: 'Aarhus', kommune: expect.objectContaining({ kode: '0751', navn: 'Aarhus', regionskode: '1082' }) }]);
  });

  it('asks postnumre?kommunekode= exactly as DAWA documents it and keeps the service’s own fields', async () => {
    const body = z.array(postnummerSchema).parse(await json('/api/addresses/postnumre?kommunekode=0751'));
    expect(seen).toEqual(['/dawa/postnumre?per_side=500&kommunekode=0751']);
    expect(body).toEqual([
      {
        nr: '8000',
        navn: 'Aarhus C',
        kommuner: [{ kode: '0751', navn: 'Aarhus' }],
        visueltcenter: [10.2, 56.15],
        bbox: [10.1, 56.1, 10.3, 56.2],
      },
    ]);
  });

  it.each(['error', 'shape'] as const)('answers a failing service (%s) with a readable 500, and logs it', async (failure) => {
    mode = failure;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await call('/api/addresses/postnumre/autocomplete?q=aar');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toBe('Der opstod en fejl hos os. Prøv igen senere.');
    expect(String(logged.mock.calls[0]?.[3])).toContain('Address service request postnumre/autocomplete?per_side=500&q=aar');
  });

  it('gives up on a service that does not answer within 5 s', async () => {
    mode = 'hang';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const started = Date.now();
    const response = await call('/api/addresses/kommuner/autocomplete?q=aar');
    const elapsed = Date.now() - started;
    expect(response.status).toBe(500);
    expect(elapsed).toBeGreaterThanOrEqual(4_900);
    expect(elapsed).toBeLessThan(8_000);
  });
});
