import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS } from '@/lib/flags/names';
import { isServerFlagOn, serverFlagsHealth, startServerFlags, stopServerFlags } from '@/lib/flags/server-client';
import { unleashStartProblem } from '@/lib/flags/start-check';
import { launchBrowser, startBuiltServer, testPort, type BuiltServer } from './support/server';

// The real unleash-server 7.5.1 (contract/services/unleash.mjs): every product flag exists, off, in development.
const UNLEASH_URL = process.env.UNLEASH_URL!;
const FRONTEND_TOKEN = process.env.UNLEASH_CLIENT_KEY!;
const BACKEND_TOKEN = process.env.UNLEASH_BACKEND_TOKEN!;
const ADMIN_TOKEN = process.env.UNLEASH_ADMIN_TOKEN!;
const HEALTH_TOKEN = 'contract-health-token';
const CORNER = '[data-environment-watermark="corner"]';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Switches `flag` in development through Unleash's admin API, as the team does in its UI. */
async function switchFlag(flag: string, on: boolean): Promise<void> {
  const response = await fetch(`${UNLEASH_URL}/api/admin/projects/default/features/${flag}/environments/development/${on ? 'on' : 'off'}`, {
    method: 'POST',
    headers: { authorization: ADMIN_TOKEN },
  });
  expect(response.status).toBe(200);
}

/** Waits until `check` holds; the milliseconds it took. */
async function within(timeoutMs: number, check: () => Promise<boolean> | boolean): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(250);
  }
  return Date.now() - started;
}

/**
 * A TCP relay in front of Unleash on loopback: closing it is, for the product, Unleash stopping
 * (connections refused), while the one Unleash of the run stays up for everything else.
 */
function relay(port: number, target: URL): { url: string; close: () => Promise<void> } {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const end of [socket, upstream]) {
      sockets.add(end);
      end.on('error', () => {});
      end.on('close', () => sockets.delete(end));
    }
    socket.pipe(upstream).pipe(socket);
  });
  server.listen(port, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        sockets.forEach((socket) => socket.destroy());
      }),
  };
}

async function health(server: BuiltServer): Promise<{ flags: string }> {
  const response = await fetch(`${server.url}/api/health`, { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } });
  const body = (await response.json()) as { details: { adapters: { flags: string } } };
  return body.details.adapters;
}

const html = async (server: BuiltServer) => (await fetch(`${server.url}/`)).text();

describe('flags from the real Unleash', () => {
  afterAll(async () => {
    stopServerFlags();
    for (const flag of [FLAGS.analytics, FLAGS.environmentWatermarkCorner]) await switchFlag(flag, false);
  });

  it('takes the base URL and the frontend token, and names the fix for a backend token', async () => {
    const env = { UNLEASH_URL, UNLEASH_CLIENT_KEY: FRONTEND_TOKEN };
    expect(await unleashStartProblem(env)).toBeNull();
    expect(await unleashStartProblem({ ...env, UNLEASH_URL: `${UNLEASH_URL}/api/frontend/` })).toBeNull();
    expect(await unleashStartProblem({ ...env, UNLEASH_CLIENT_KEY: BACKEND_TOKEN })).toMatch(
      /UNLEASH_CLIENT_KEY is not a frontend token \(Unleash: "expected a different token type"\).*New API token → Frontend/,
    );
    expect(await unleashStartProblem({ ...env, UNLEASH_CLIENT_KEY: 'default:development.made-up' })).toMatch(/refused by Unleash \(401/);
    // An address under which Unleash serves no API: its answer names the base URL as the fix.
    expect(await unleashStartProblem({ ...env, UNLEASH_URL: `${UNLEASH_URL}/hjemly` })).toMatch(
      /answered .*, not Unleash’s frontend API\. Set UNLEASH_URL to Unleash’s base URL/,
    );
  });

  it('reads a flag on the server, and a switch within the refresh', async () => {
    const dir = mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'hjemly-flags-'));
    try {
      await startServerFlags({ env: { UNLEASH_URL, UNLEASH_CLIENT_KEY: FRONTEND_TOKEN }, backupDir: dir });
      expect(serverFlagsHealth()).toBe('unleash: ready');
      expect(isServerFlagOn(FLAGS.analytics)).toBe(false);
      await switchFlag(FLAGS.analytics, true);
      const took = await within(40_000, () => isServerFlagOn(FLAGS.analytics));
      console.log(`[unleash] a switch reached the server's client after ${took} ms`);
    } finally {
      stopServerFlags();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the built server and the browser with Unleash', () => {
  let server: BuiltServer | undefined;
  const unleash = relay(testPort(1), new URL(UNLEASH_URL));
  const dataDir = mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'hjemly-unleash-node-'));
  const env = { UNLEASH_URL: unleash.url, UNLEASH_CLIENT_KEY: FRONTEND_TOKEN, HEALTH_TOKEN, DATA_DIR: dataDir };

  beforeAll(async () => {
    await switchFlag(FLAGS.environmentWatermarkCorner, false);
    server = await startBuiltServer(testPort(0), 'unleash', env);
  });
  afterAll(async () => {
    await server?.stop();
    await unleash.close();
    await switchFlag(FLAGS.environmentWatermarkCorner, false);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start with a backend token in the frontend slot, naming the fix', async () => {
    const refused = startBuiltServer(testPort(2), 'unleash-backend-token', {
      UNLEASH_URL: unleash.url,
      UNLEASH_CLIENT_KEY: BACKEND_TOKEN,
    });
    await expect(refused).rejects.toThrow(/Hjemly cannot start: UNLEASH_CLIENT_KEY is not a frontend token.*New API token → Frontend/);
  });

  it('brings a switch in Unleash to the HTML and an open page, and keeps the last flags when Unleash stops', async () => {
    const node = server!;
    expect(await health(node)).toMatchObject({ flags: 'unleash: ready' });
    expect(await html(node)).not.toContain('data-environment-watermark="corner"');

    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${node.url}/`);
      await expect.poll(() => page.locator(CORNER).count()).toBe(0);

      await switchFlag(FLAGS.environmentWatermarkCorner, true);
      const toHtml = await within(60_000, async () => (await html(node)).includes('data-environment-watermark="corner"'));
      const toPage = await within(30_000, async () => (await page.locator(CORNER).count()) === 1);
      console.log(`[unleash] a switch reached the server's HTML after ${toHtml} ms, the open page ${toPage} ms later`);

      await unleash.close();
      await within(30_000, async () => /^unleash: unreachable since .*, serving last known flags$/.test((await health(node)).flags));
      expect(await html(node)).toContain('data-environment-watermark="corner"');
      const fresh = await browser.newPage();
      await fresh.goto(`${node.url}/`);
      await expect.poll(() => fresh.locator(CORNER).count(), { timeout: 10_000 }).toBe(1);
      await sleep(20_000); // past the browser's refresh: its failed polls keep what it has
      expect(await fresh.locator(CORNER).count()).toBe(1);
      expect(await page.locator(CORNER).count()).toBe(1);
    } finally {
      await browser.close();
    }
  });

  it('starts again while Unleash is down with this node’s backup of the last flags', async () => {
    await server!.stop();
    server = await startBuiltServer(testPort(0), 'unleash', env);
    expect((await health(server)).flags).toMatch(/^unleash: unreachable since .*, serving last known flags$/);
    expect(await html(server)).toContain('data-environment-watermark="corner"');
  });
});
