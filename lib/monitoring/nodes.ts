import 'server-only';
import { sql } from 'drizzle-orm';
import type { Client } from 'pg';
import type { Db } from '@/lib/db/types';

/*
 * How many web nodes share this PostgreSQL database, without a table or a heartbeat: each node
 * holds one shared advisory lock on a connection of its own for as long as it runs, and pg_locks
 * lists the holders. A node that dies drops out with its connection, at once.
 */
const NODE_LOCK = [0x68_6a_6d, 1] as const; // "hjm", 1

/** Holds this node's place among the running nodes; a lost connection is opened again after `retryMs`. */
export function announceNode(url: string, { retryMs = 5_000 } = {}) {
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function again(lost: Client) {
    if (closed || client !== lost) return;
    client = null;
    void lost.end().catch(() => undefined);
    retry = setTimeout(() => void open(), retryMs);
    retry.unref();
  }

  async function open() {
    const { Client } = await import('pg');
    const next = new Client({ connectionString: url, keepAlive: true, application_name: 'hjemly-node' });
    client = next;
    next.on('error', () => again(next));
    next.on('end', () => again(next));
    try {
      await next.connect();
      await next.query('select pg_advisory_lock_shared($1, $2)', [...NODE_LOCK]);
    } catch (error) {
      console.error('Cannot announce this node on PostgreSQL:', (error as Error).message);
      again(next);
    }
  }

  const ready = open();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** The web nodes running on this database now (those that announced themselves). */
export async function runningNodes(db: Db): Promise<number> {
  const result = await db.execute<{ nodes: number }>(sql`
    select count(*)::int as nodes from pg_locks
    where locktype = 'advisory' and granted and objsubid = 2
      and classid::bigint = ${NODE_LOCK[0]} and objid::bigint = ${NODE_LOCK[1]}
      and database = (select oid from pg_database where datname = current_database())`);
  return (result as unknown as { rows: { nodes: number }[] }).rows[0]?.nodes ?? 0;
}
