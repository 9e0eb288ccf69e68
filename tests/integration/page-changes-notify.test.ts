import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishPageChanges } from '@/lib/cache/page-changes';
import { listenForPageChanges } from '@/lib/cache/page-listener';
import { connect } from '@/lib/db/connect';
import type { DbHandle } from '@/lib/db/types';
import { installAsAppDatabase } from './support/databases';
import { withAdmin } from './support/postgres-admin';

/*
 * Two nodes' listeners on one PostgreSQL (a database of their own, so no other test's changes reach
 * them); the embedded database serves one process, where the change is delivered in-process
 * (tests/integration/page-invalidation.test.ts).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('page changes reach every node through PostgreSQL NOTIFY', () => {
  const name = `hjemly_notify_${randomBytes(6).toString('hex')}`;
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://unused');
  url.pathname = `/${name}`;
  const heard = { a: [] as string[][], b: [] as string[][] };
  let handle: DbHandle;
  let nodes: ReturnType<typeof listenForPageChanges>[] = [];

  beforeAll(async () => {
    await withAdmin((admin) => admin.query(`create database ${name}`));
    handle = await connect({ url: url.toString() });
    installAsAppDatabase(handle);
    nodes = (['a', 'b'] as const).map((node) =>
      listenForPageChanges(url.toString(), { deliver: (tags) => heard[node].push([...tags]), report: () => undefined, retryMs: 50 }),
    );
    // Each forgets every page once its first heartbeat came back: only then does its cache serve.
    await vi.waitFor(() => expect(nodes.map((node) => node.status().state)).toEqual(['ok', 'ok']), { timeout: 2000, interval: 5 });
  });

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    await handle?.close();
    await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
  });

  it('delivers a write on one node to the page caches of both within 2 s', async () => {
    heard.a = [];
    heard.b = [];
    const started = performance.now();
    await publishPageChanges(['group:havnehusene-aarhus', 'town:aarhus', 'listings']);
    await vi.waitFor(
      () => {
        expect(heard.a).toEqual([['group:havnehusene-aarhus', 'town:aarhus', 'listings']]);
        expect(heard.b).toEqual([['group:havnehusene-aarhus', 'town:aarhus', 'listings']]);
      },
      { timeout: 2000, interval: 5 },
    );
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('listens again after losing its connection, and forgets every page it may have missed', async () => {
    await withAdmin((admin) =>
      admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'`, [name]),
    );
    await vi.waitFor(() => expect(nodes[0].status().state).toBe('reconnecting'), { timeout: 2000, interval: 5 });
    await vi.waitFor(() => expect(nodes[0].status().state).toBe('ok'), { timeout: 2000, interval: 5 });
    expect(heard.a.at(-1)).toEqual(['*']);
    heard.a = [];
    await publishPageChanges(['company:udlejer-1']);
    await vi.waitFor(() => expect(heard.a).toEqual([['company:udlejer-1']]), { timeout: 2000, interval: 5 });
  });
});
