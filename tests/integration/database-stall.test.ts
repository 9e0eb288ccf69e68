import net, { type AddressInfo, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from '@/lib/db/connect';
import type { DbHandle } from '@/lib/db/types';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { errorMessage } from '@/lib/http/errors';
import { route } from '@/lib/handlers/route';

const url = process.env.TEST_DATABASE_URL;

/**
 * A TCP proxy to PostgreSQL that can stall like a frozen network: it keeps accepting connections but
 * holds every byte (and every close) in both directions. On recovery it either delivers what it held in
 * order — so a COMMIT sent during the stall reaches the server late, as a delayed packet would — or, like
 * a failover or a lost NAT entry, leaves the stalled connections silent for good.
 */
async function stallableProxy(target: URL) {
  type Link = { held: Array<() => void>; lost: boolean; sockets: Socket[] };
  let stalled = false;
  const links = new Set<Link>();
  const relay = (link: Link, from: Socket, to: Socket) => {
    const deliver = (action: () => void) => {
      if (link.lost) return;
      if (stalled) link.held.push(action);
      else action();
    };
    from.on('data', (chunk) => deliver(() => to.destroyed || to.write(chunk)));
    from.on('close', () => deliver(() => to.end()));
    from.on('error', () => {});
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const link: Link = { held: [], lost: false, sockets: [client, upstream] };
    links.add(link);
    relay(link, client, upstream);
    relay(link, upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxyUrl = new URL(target);
  proxyUrl.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: proxyUrl.toString(),
    stall: () => (stalled = true),
    recover: (stalledConnections: 'deliverLate' | 'lose') => {
      stalled = false;
      for (const link of links) {
        const held = link.held;
        link.held = [];
        if (stalledConnections === 'lose' && held.length > 0) link.lost = true;
        else for (const action of held) action();
      }
    },
    close: async () => {
      for (const link of links) for (const socket of link.sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ milliseconds: number; error?: unknown }> {
  const start = performance.now();
  try {
    await work();
    return { milliseconds: performance.now() - start };
  } catch (error) {
    return { milliseconds: performance.now() - start, error };
  }
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

// Statement timeout 300 ms → client-side query timeout 500 ms; connections time out after 300 ms.
const queryTimeout = 500;

describe.skipIf(!url)('a stalled PostgreSQL degrades, it does not hang', () => {
  let proxy: Awaited<ReturnType<typeof stallableProxy>>;
  let direct: DbHandle;
  let viaProxy: DbHandle;
  const table = sql.raw(`stall_probe_${process.pid}`);

  beforeAll(async () => {
    vi.stubEnv('DATABASE_CONNECT_TIMEOUT_MS', '300');
    vi.stubEnv('DATABASE_STATEMENT_TIMEOUT_MS', '300');
    proxy = await stallableProxy(new URL(url!));
    direct = await connect({ url });
    viaProxy = await connect({ url: proxy.url });
    await direct.db.execute(sql`create table if not exists ${table} (id int primary key)`);
  });

  afterAll(async () => {
    await direct?.db.execute(sql`drop table if exists ${table}`);
    await Promise.all([direct?.close(), viaProxy?.close().catch(() => {})]);
    await proxy?.close();
    vi.unstubAllEnvs();
  });

  it('fails queries within a bounded time, answers 503 with a message, and recovers by itself', async () => {
    await viaProxy.db.execute(sql`select 1`); // an idle pooled connection that will go silent
    proxy.stall();

    const onIdleConnection = await timed(() => viaProxy.db.execute(sql`select 1`));
    const onNewConnection = await timed(() => viaProxy.db.execute(sql`select 1`));
    for (const attempt of [onIdleConnection, onNewConnection]) {
      expect(isDatabaseUnavailable(attempt.error)).toBe(true);
      expect(attempt.milliseconds).toBeLessThan(3 * queryTimeout);
    }

    const handler = route({}, async () => viaProxy.db.execute(sql`select 1`));
    const response = await handler(new Request('http://localhost/api/probe', { headers: { 'accept-language': 'en-DK' } }));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.text()).toBe(errorMessage('en-DK', 'databaseUnavailable'));

    proxy.recover('lose');
    const afterRecovery = await timed(() => viaProxy.db.execute(sql`select 1`));
    expect(afterRecovery.error).toBeUndefined();
    expect(afterRecovery.milliseconds).toBeLessThan(2000);
  });

  it('does not commit a transaction whose COMMIT arrives after its client gave up', async () => {
    const attempt = await timed(() =>
      viaProxy.db.transaction(async (tx) => {
        await tx.execute(sql`insert into ${table} (id) values (1)`);
        proxy.stall(); // the COMMIT is held by the network
      }),
    );
    expect(isDatabaseUnavailable(attempt.error)).toBe(true);
    await pause(400); // longer than idle_in_transaction_session_timeout: the server ends the session
    proxy.recover('deliverLate'); // the late COMMIT now reaches the server
    await pause(300);

    const committed = await direct.db.execute(sql`select id from ${table}`);
    expect((committed as unknown as { rows: unknown[] }).rows).toEqual([]);
    const afterRecovery = await timed(() => viaProxy.db.execute(sql`select 1`));
    expect(afterRecovery.error).toBeUndefined();
  });

  it('drops a connection whose query timed out, so transactions do not get it back from the pool', async () => {
    const stalledTransaction = await timed(() =>
      viaProxy.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.stall();
        await tx.execute(sql`select 2`);
      }),
    );
    expect(isDatabaseUnavailable(stalledTransaction.error)).toBe(true);
    proxy.recover('lose'); // that connection never answers again

    const nextTransaction = await timed(() => viaProxy.db.transaction((tx) => tx.execute(sql`select 1`)));
    expect(nextTransaction.error).toBeUndefined();
    expect(nextTransaction.milliseconds).toBeLessThan(2000);
  });
});
