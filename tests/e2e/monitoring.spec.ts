import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { parseEnvelope } from '@sentry/core';
import { expect, test } from './support/test';

// A second production server with SENTRY_DSN set (the shared e2e server runs without monitoring),
// on its own empty data directory, reporting to a local stand-in for Sentry's ingest.
// Ports of its own above the shared server's (E2E_PORT): server-start.spec.ts has +9 and +10.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 14;
const INGEST_PORT = PORT + 1;
const BASE = `http://localhost:${PORT}`;
const DSN = `http://e2epublickey@127.0.0.1:${INGEST_PORT}/42`;
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(root, 'data', 'e2e-monitoring');

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let ingest: Server | undefined;
const envelopes: { path: string; body: string; bytes: Buffer }[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ingest = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const bytes = Buffer.concat(chunks);
      envelopes.push({ path: request.url ?? '', body: bytes.toString('utf8'), bytes });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest!.listen(INGEST_PORT, '127.0.0.1', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(PORT)], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir, SENTRY_DSN: DSN, JOBS_IN_PROCESS: '0' },
  });
  await expect
    .poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.status, { timeout: 90_000, intervals: [500] })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise<void>((resolve) => (ingest ? ingest.close(() => resolve()) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

test('a browser error reaches the error service through /monitoring, without CPR numbers or e-mail addresses', async ({ page }) => {
  const direct: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(INGEST_PORT)) direct.push(request.url());
  });
  await page.goto(`${BASE}/`);
  await expect(page.locator('html')).toHaveAttribute('data-sentry-dsn', DSN);
  const tunnel: number[] = [];
  page.on('response', (response) => {
    if (response.url() === `${BASE}/monitoring`) tunnel.push(response.status());
  });
  // The SDK loads after hydration; an error thrown before it is ready is not seen, so throw until one is.
  let attempt = 0;
  await expect
    .poll(
      async () => {
        await page.evaluate((n) => {
          setTimeout(() => {
            throw new Error(`checkout failed for 010190-1234 (ida@example.dk) #${n}`);
          });
        }, ++attempt);
        return envelopes.some((envelope) => envelope.body.includes('"type":"event"'));
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBe(true);
  expect(tunnel.length).toBeGreaterThan(0);
  expect(tunnel.every((status) => status === 200)).toBe(true);
  const event = envelopes.find((envelope) => envelope.body.includes('"type":"event"'))!;
  expect(event.path).toBe('/api/42/envelope/');
  expect(event.body).toContain('checkout failed for [cpr] ([email])');
  expect(event.body).not.toContain('010190-1234');
  expect(event.body).not.toContain('ida@example.dk');
  expect(event.body).not.toMatch(/"cookies?":/i);
  // The browser itself never talks to the error service: everything goes through our origin.
  expect(direct).toEqual([]);
});

/** Every string of an envelope, read with Sentry's parser: headers, items, replay recordings decompressed. */
function envelopeStrings(bytes: Buffer): { types: string[]; strings: string[] } {
  const [header, items] = parseEnvelope(new Uint8Array(bytes));
  const types: string[] = [];
  const strings: string[] = [...collect(header)];
  for (const [itemHeader, payload] of items as [{ type: string }, unknown][]) {
    types.push(itemHeader.type);
    strings.push(...collect(itemHeader));
    if (itemHeader.type === 'replay_recording' && payload instanceof Uint8Array) {
      const recording = Buffer.from(payload);
      const end = recording.indexOf(0x0a);
      strings.push(...collect(JSON.parse(recording.subarray(0, end).toString())));
      strings.push(...collect(JSON.parse(inflateSync(recording.subarray(end + 1)).toString())));
    } else {
      strings.push(...collect(payload instanceof Uint8Array ? Buffer.from(payload).toString('utf8') : payload));
    }
  }
  return { types, strings };
}

function collect(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collect);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => [key, ...collect(item)]);
  return [];
}

test('a session with an error leaves no CPR number, e-mail address, link token or query value in anything sent, replay included', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = 'q3Zk9P0aXcVbN1mLr7TyUe2WsDf4GhJkLzXcVbNmQwE';
  const offerToken = 'offer-link-abc';
  const secrets = [token, offerToken, '0101901234', '010190-1234', 'ida@example.dk', 'ida%40example.dk', 'Vesterbro'];
  const from = envelopes.length;
  // A mailed link with a query, the open-house link's ?token=, a request to the API with both, a
  // console line and a link on the page: what an SDK sees of a person in a session.
  await page.goto(`${BASE}/mine-data/${token}?ref=ida%40example.dk&q=Vesterbro`);
  await expect(page.locator('html')).toHaveAttribute('data-sentry-dsn', DSN);
  await page.evaluate(
    async ({ token, offerToken }) => {
      const link = document.createElement('a');
      link.href = `/tilbud/${offerToken}/interesse?cpr=0101901234`;
      link.title = 'ida@example.dk';
      link.textContent = '010190-1234 ida@example.dk';
      document.body.append(link);
      history.pushState(null, '', `/ejendom/ved-soeen/aabent-hus?token=${token}&email=ida%40example.dk`);
      console.log('signed up 010190-1234 as ida%40example.dk');
      await fetch(`/api/my-data/${token}?email=ida%40example.dk`).catch(() => null);
    },
    { token, offerToken },
  );
  // The replay is kept from its fifth second on (minReplayDuration); an error before the SDK is ready is not seen.
  await page.waitForTimeout(5_000);
  let attempt = 0;
  const sent = () => envelopes.slice(from).map((envelope) => envelopeStrings(envelope.bytes));
  await expect
    .poll(
      async () => {
        await page.evaluate((n) => {
          setTimeout(() => {
            throw new Error(`export failed for ref0101901234 (ida%40example.dk) at ${location.href} #${n}`);
          });
        }, ++attempt);
        const types = sent().flatMap((envelope) => envelope.types);
        return ['event', 'span', 'replay_event', 'replay_recording'].every((type) => types.includes(type));
      },
      { timeout: 45_000, intervals: [2_000] },
    )
    .toBe(true);
  const strings = sent().flatMap((envelope) => envelope.strings);
  // They arrived, cleaned: the server's request spans, the browser's navigation, the error, the replay's page address.
  expect(strings.some((text) => text.includes('/mine-data/[token]'))).toBe(true);
  expect(strings.some((text) => text.includes('/ejendom/ved-soeen/aabent-hus?token=[Filtered]&email=[Filtered]'))).toBe(true);
  expect(strings.some((text) => text.includes('export failed for ref[cpr] ([email])'))).toBe(true);
  expect(strings.some((text) => text.includes('/tilbud/[token]/interesse?cpr=[Filtered]'))).toBe(true);
  for (const secret of secrets)
    expect(
      strings.filter((text) => text.includes(secret)),
      secret,
    ).toEqual([]);
});
