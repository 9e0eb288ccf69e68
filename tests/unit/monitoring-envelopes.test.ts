import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseEnvelope, type Envelope } from '@sentry/core';
import * as Sentry from '@sentry/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverOptions } from '@/lib/monitoring/server';

// The real server SDK with our options (serverOptions, as instrumentation.ts starts it), reporting
// to a loopback stand-in for Sentry's ingest; what arrives is read with Sentry's own envelope
// parser. @sentry/node is what @sentry/nextjs runs on in Node; the Next.js one leaves the incoming
// request's span to Next's tracer, which only a production server has (tests/e2e/monitoring.spec.ts
// reads those). Its own module graph and process (vitest.config.ts, UNIT_ISOLATED): the SDK
// instruments node:http and fetch for the whole process.

const TOKEN = 'q3Zk9P0aXcVbN1mLr7TyUe2WsDf4GhJkLzXcVbNmQwE';
const SECRETS = [TOKEN, 'abc123secret', '010190-1234', '0101901234', 'ida@example.dk', 'ida%40example.dk', 'Vesterbro', '203.0.113.9'];

const envelopes: Envelope[] = [];
let ingest: Server;
let app: Server;
let appUrl: string;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

beforeAll(async () => {
  ingest = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url?.startsWith('/api/42/envelope/')) envelopes.push(parseEnvelope(new Uint8Array(Buffer.concat(chunks))));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const ingestPort = await listen(ingest);
  Sentry.init(serverOptions(`http://publickey@127.0.0.1:${ingestPort}/42`, { APP_ENV: 'test' }));
  // A page of the mailed-link kind and one that fails: both read their URL, one calls out.
  app = createServer(async (request, response) => {
    console.log(`serving ${request.url} for 010190-1234`);
    if (request.url?.startsWith('/mine-data/')) {
      Sentry.captureException(new Error(`no export for ida%40example.dk (0101901234) at ${request.url}`));
      response.writeHead(404).end();
      return;
    }
    await fetch(`http://127.0.0.1:${ingestPort}/elsewhere?token=abc123secret&email=ida@example.dk`).catch(() => null);
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  appUrl = `http://127.0.0.1:${await listen(app)}`;
});

afterAll(async () => {
  await Sentry.close(2_000);
  for (const server of [app, ingest]) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** Every string anywhere in an envelope: headers, item headers and payloads, keys included. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value instanceof Uint8Array) return [Buffer.from(value).toString('utf8')];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => [key, ...strings(item)]);
  return [];
}

describe('what the server SDK sends', () => {
  it('carries no CPR number, e-mail address, link token or query value in any item', async () => {
    const headers = { referer: `https://hjemly.dk/soeg?q=Vesterbro`, cookie: 'session=ida@example.dk', 'x-forwarded-for': '203.0.113.9' };
    await fetch(`${appUrl}/ejendom/ved-soeen/aabent-hus?token=${TOKEN}&email=ida%40example.dk`, { headers });
    await fetch(`${appUrl}/mine-data/${TOKEN}?from=Vesterbro`, { headers });
    await Sentry.flush(5_000);

    const types = envelopes.flatMap(([, items]) => (items as [{ type: string }, unknown][]).map(([header]) => header.type));
    expect(types).toContain('event');
    expect(types).toContain('span');
    const everything = envelopes.flatMap(strings);
    // The SDK saw the addresses and the error: they arrive, cleaned.
    expect(everything.some((text) => text.endsWith('/ejendom/ved-soeen/aabent-hus?token=[Filtered]&email=[Filtered]'))).toBe(true);
    expect(everything.some((text) => text.includes('/mine-data/[token]?from=[Filtered]'))).toBe(true);
    expect(everything.some((text) => text.includes('no export for [email] ([cpr])'))).toBe(true);
    expect(everything.some((text) => text.includes('/elsewhere?token=[Filtered]&email=[Filtered]'))).toBe(true);
    for (const secret of SECRETS) {
      expect(
        everything.filter((text) => text.includes(secret)),
        secret,
      ).toEqual([]);
    }
    expect(everything.filter((text) => /session=|^cookies?$|^user\.ip|^client\.address/i.test(text))).toEqual([]);
  }, 20_000);
});
