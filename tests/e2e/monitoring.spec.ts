import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
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
const envelopes: { path: string; body: string }[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ingest = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      envelopes.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
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
