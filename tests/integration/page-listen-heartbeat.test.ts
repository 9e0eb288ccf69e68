import { randomBytes } from 'node:crypto';
import { createServer, connect as connectTcp, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { register } from 'prom-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/health/route';
import { publishPageChanges } from '@/lib/cache/page-changes';
import { listenForPageChanges, type PageListener } from '@/lib/cache/page-listener';
import { connect } from '@/lib/db/connect';
import type { DbHandle } from '@/lib/db/types';
import { listenStatus, pageCacheTrusted } from '@/lib/bridges/page-bridge';
import { freshDatabase, installAsAppDatabase } from './support/databases';
import { withAdmin } from './support/postgres-admin';

/*
 * The heartbeat of the LISTEN for page changes against a real PostgreSQL: a backend killed under
 * it, and a connection that stays open but delivers nothing (a firewall that drops it, a frozen
 * backend), made by a proxy on loopback that stops passing bytes.
 */
const HEARTBEAT_MS = 250;
const BOUND_MS = 2 * HEARTBEAT_MS;
const PROXY_PORT = 4201;

/** A TCP proxy to PostgreSQL that can stop passing bytes both ways (its sockets stay open) and start again. */
async function pausableProxy(target: URL) {
  const pairs: [Socket, Socket][] = [];
  let paused = false;
  const server: Server = createServer((client) => {
    const upstream = connectTcp(Number(target.port || 5432), target.hostname);
    pairs.push([client, upstream]);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ]) {
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => to.destroy());
    }
    if (paused) [client, upstream].forEach((socket) => socket.pause());
  });
  await new Promise<void>((resolve) => server.listen(PROXY_PORT, '127.0.0.1', resolve));
  const each = (act: (socket: Socket) => void) => pairs.flat().forEach(act);
  return {
    url: (database: URL) => Object.assign(new URL(database), { host: `127.0.0.1:${PROXY_PORT}` }).toString(),
    pause() {
      paused = true;
      // Neither read nor written: what either side sends waits in the kernel, as on a dead route.
      each((socket) => socket.pause());
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
      }
    },
    resume() {
      paused = false;
      for (const [client, upstream] of pairs) {
        client.pipe(upstream);
        upstream.pipe(client);
      }
      each((socket) => socket.resume());
    },
    close: () =>
      new Promise<void>((resolve) => {
        each((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

async function counted(name: string): Promise<number> {
  const metric = await register.getSingleMetric(name)?.get();
  return metric?.values.reduce((sum, { value }) => sum + value, 0) ?? 0;
}

const health = async () => (await GET(new Request('http://localhost:3000/api/health', { headers: { host: 'localhost:3000' } }))).json();

/** Waits for `done` to hold, checking every few milliseconds; how long it took, in ms. */
async function timeUntil(done: () => boolean, timeout: number): Promise<number> {
  const started = performance.now();
  await vi.waitFor(() => expect(done()).toBe(true), { timeout, interval: 5 });
  return Math.round(performance.now() - started);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the LISTEN for page changes, watched by its heartbeat', () => {
  let handle: DbHandle;
  let database: URL;
  let listener: PageListener | undefined;
  const heard: string[][] = [];

  beforeAll(async () => {
    handle = await freshDatabase('postgres');
    installAsAppDatabase(handle);
    const { rows } = await withAdmin((admin) =>
      admin.query<{ name: string }>(`select datname as name from pg_database where datname like 'hjemly_test_%' order by oid desc limit 1`),
    );
    database = new URL(process.env.TEST_DATABASE_URL!);
    database.pathname = `/${rows[0].name}`;
  });

  afterEach(async () => {
    await listener?.close();
    listener = undefined;
    heard.length = 0;
  });

  afterAll(async () => {
    await handle?.close();
  });

  function listen(url: string) {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    listener = listenForPageChanges(url, { deliver: (tags) => heard.push([...tags]), retryMs: 50, heartbeatMs: HEARTBEAT_MS });
    return listener;
  }

  async function deliversAgain() {
    heard.length = 0;
    await publishPageChanges(['company:udlejer-1']);
    await vi.waitFor(() => expect(heard).toContainEqual(['company:udlejer-1']), { timeout: 2000, interval: 5 });
  }

  it('serves from the page cache only once a heartbeat came back on the LISTEN', async () => {
    const node = listen(database.toString());
    expect(pageCacheTrusted()).toBe(false);
    expect(listenStatus()?.state).toBe('connecting');
    await timeUntil(() => node.status().state === 'ok', 2000);
    expect(pageCacheTrusted()).toBe(true);
    expect(await health()).toMatchObject({ status: 'ok', pageChanges: { state: 'ok' } });
    await node.close();
    listener = undefined;
    // No LISTEN runs any more: the cache trusts what this process changes itself.
    expect(listenStatus()).toBeNull();
    expect(pageCacheTrusted()).toBe(true);
  });

  it('notices a killed backend, bypasses the cache meanwhile, listens again and hears changes again', async () => {
    const node = listen(database.toString());
    await timeUntil(() => node.status().state === 'ok', 2000);
    const reconnects = await counted('hjemly_page_changes_listen_reconnects_total');
    const kill = withAdmin((admin) =>
      admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'hjemly-page-changes'`,
        [database.pathname.slice(1)],
      ),
    );
    const detected = await timeUntil(() => !pageCacheTrusted(), 2000);
    await kill;
    expect(heard).toContainEqual(['*']);
    const recovered = await timeUntil(() => node.status().state === 'ok', 3000);
    expect(await counted('hjemly_page_changes_listen_reconnects_total')).toBe(reconnects + 1);
    expect(await counted('hjemly_page_changes_listen_up')).toBe(1);
    await deliversAgain();
    console.info(`killed backend: bypassed after ${detected} ms, back ${recovered} ms later`);
  });

  it('notices a LISTEN that stays open but delivers nothing within the bound, and recovers once it flows again', async () => {
    const proxy = await pausableProxy(database);
    try {
      const node = listen(proxy.url(database));
      await timeUntil(() => node.status().state === 'ok', 2000);
      const missed = await counted('hjemly_page_changes_heartbeats_missed_total');
      proxy.pause();
      const detected = await timeUntil(() => !pageCacheTrusted(), 3 * BOUND_MS);
      // At most one period for the last heartbeat to go out, then the bound for it to come back.
      expect(detected).toBeLessThanOrEqual(HEARTBEAT_MS + BOUND_MS + 200);
      expect(await counted('hjemly_page_changes_heartbeats_missed_total')).toBeGreaterThan(missed);
      expect(await counted('hjemly_page_changes_listen_up')).toBe(0);
      expect(heard).toContainEqual(['*']);
      const report = await health();
      expect(report).toMatchObject({ status: 'ok', pageChanges: { state: 'reconnecting' } });
      expect(report.warnings).toContainEqual(
        expect.stringMatching(/^page changes LISTEN reconnecting since .*: public pages are rendered uncached$/),
      );

      // Still frozen a while later: the cache stays bypassed.
      await new Promise((resolve) => setTimeout(resolve, 3 * HEARTBEAT_MS));
      expect(pageCacheTrusted()).toBe(false);

      proxy.resume();
      const recovered = await timeUntil(() => node.status().state === 'ok', 5000);
      expect(pageCacheTrusted()).toBe(true);
      await deliversAgain();
      console.info(`frozen LISTEN: bypassed after ${detected} ms (heartbeat ${HEARTBEAT_MS} ms), back ${recovered} ms after resuming`);
    } finally {
      await listener?.close();
      listener = undefined;
      await proxy.close();
    }
  });
  describe('within the connection budget', () => {
    const role = `hjemly_listen_${randomBytes(4).toString('hex')}`;
    let small: DbHandle;
    let roleUrl: string;

    // A role allowed three connections, as a node's share of max_connections: its pool's two and the LISTEN.
    beforeAll(async () => {
      await withAdmin((admin) => admin.query(`create role ${role} login connection limit 3`));
      roleUrl = Object.assign(new URL(database), { username: role }).toString();
      small = await connect({ url: roleUrl, pool: { max: 2 } });
      installAsAppDatabase(small);
      await Promise.all([0, 1].map(() => small.db.execute(sql`select pg_sleep(0.05)`)));
    });

    afterAll(async () => {
      installAsAppDatabase(handle);
      await small?.close();
      await withAdmin((admin) => admin.query(`drop role if exists ${role}`));
    });

    const pool = () => (small.db as unknown as { $client: Pool }).$client;

    it('sends no heartbeat that would wait for the pool or take its last free connection, and keeps the LISTEN meanwhile', async () => {
      const node = listen(roleUrl);
      await timeUntil(() => node.status().state === 'ok', 2000);
      const missed = await counted('hjemly_page_changes_heartbeats_missed_total');
      const held = await pool().connect(); // one of two left free: not the heartbeat's to take
      let waited = 0;
      const sampler = setInterval(() => (waited = Math.max(waited, pool().waitingCount)), 5);
      await new Promise((resolve) => setTimeout(resolve, 4 * HEARTBEAT_MS));
      clearInterval(sampler);
      held.release();
      expect(waited).toBe(0);
      expect(node.status().state).toBe('ok');
      expect(await counted('hjemly_page_changes_heartbeats_missed_total')).toBe(missed);
      await deliversAgain();
    });

    it('out of connections, the LISTEN backs off beside the pool, says so, and is back once a connection frees', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const node = listenForPageChanges(roleUrl, { deliver: (tags) => heard.push([...tags]), retryMs: 100, heartbeatMs: HEARTBEAT_MS });
      listener = node;
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await timeUntil(() => node.status().state === 'ok', 2000);
      // Something else takes the LISTEN's place the moment it is lost: the role is at its limit.
      await withAdmin((admin) =>
        admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where usename = $1 and application_name = 'hjemly-page-changes'`,
          [role],
        ),
      );
      const { Client } = await import('pg');
      let squatter: InstanceType<typeof Client> | null = null;
      while (!squatter) {
        const attempt = new Client({ connectionString: roleUrl });
        attempt.on('error', () => undefined);
        squatter = await attempt.connect().then(
          () => attempt,
          () => null,
        );
      }
      await timeUntil(() => node.status().state === 'reconnecting', 2000);
      const refusedFrom = errors.mock.calls.length;
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const refusals = errors.mock.calls.slice(refusedFrom).filter(([message]) => String(message).includes('page-changes'));
      // Waits of 0.1, 0.2, 0.4, 0.8, 1.6 s at most, jittered: a handful of knocks in 3 s, not one every 100 ms.
      expect(refusals.length).toBeGreaterThan(0);
      expect(refusals.length).toBeLessThanOrEqual(7);
      expect(String(refusals[0]?.[1])).toMatch(/too many connections for role/);
      expect(node.status()).toMatchObject({ state: 'reconnecting', reason: expect.stringMatching(/too many connections/) });
      expect(pageCacheTrusted()).toBe(false);
      // The requests' pool kept both its connections and answers.
      expect(pool().totalCount).toBe(2);
      await Promise.all([0, 1].map(() => small.db.execute(sql`select 1`)));
      installAsAppDatabase(handle); // the role may not read the migrations health checks
      expect((await health()).pageChanges).toMatchObject({ state: 'reconnecting' });
      installAsAppDatabase(small);

      const freedAt = performance.now();
      await squatter.end();
      await timeUntil(() => node.status().state === 'ok', 5000);
      console.info(
        `out of connections: ${refusals.length} refused attempts in 3 s, back ${Math.round(performance.now() - freedAt)} ms after a connection freed`,
      );
      await deliversAgain();
    });
  });
});
