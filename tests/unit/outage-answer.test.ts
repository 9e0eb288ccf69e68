import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetDatabaseOutage, noteIfUnavailable } from '@/lib/db/unavailable';
import { errorMessage } from '@/lib/http/errors';
import { withOutageAnswer } from '@/scripts/outage-answer';

const tooManyClients = Object.assign(new Error('sorry, too many clients already'), { code: '53300' });

/** Next.js as it fails a page whose query found the database away: a bare 500, written in pieces. */
function failingLikeNext(): Server {
  return createServer((request, response) => {
    withOutageAnswer(request, response);
    if (request.url?.includes('database-away')) noteIfUnavailable(tooManyClients);
    response.statusCode = 500;
    response.setHeader('Content-Type', 'text/plain');
    response.write('Internal ');
    response.end('Server Error');
  });
}

describe('a 500 while the database is away', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = failingLikeNext();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => forgetDatabaseOutage());

  it('stays a 500 when the database did not fail', async () => {
    const response = await fetch(`${url}/soeg`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal Server Error');
  });

  it.each([
    ['/soeg?database-away', {}, 'da-DK'],
    ['/en-DK/soeg?database-away', {}, 'en-DK'],
    ['/soeg?database-away', { 'accept-language': 'en-GB,en;q=0.9' }, 'en-DK'],
    ['/soeg?database-away', { cookie: 'NEXT_LOCALE=en-DK' }, 'en-DK'],
    ['/en-DK/soeg?database-away', { 'accept-language': 'da' }, 'en-DK'],
  ] as const)('%s %o is a 503 page in %s with Retry-After', async (path, headers, locale) => {
    const response = await fetch(`${url}${path}`, { headers });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale.slice(0, 2)}">`);
    expect(html).toContain(errorMessage(locale, 'databaseUnavailable'));
  });

  it('is a problem+json 503 on the API', async () => {
    const response = await fetch(`${url}/api/health?database-away`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toMatchObject({ type: '/udvikler#problem-database-unavailable', status: 503 });
  });
});
