import 'server-only';
import { sql } from 'drizzle-orm';
import { keepConnection, type DedicatedConnection } from '@/lib/db/dedicated-connection';
import type { Db } from '@/lib/db/types';

/*
 * How many web nodes share this PostgreSQL database, without a table or a heartbeat: each node
 * holds one shared advisory lock on a connection of its own for as long as it runs, and pg_locks
 * lists the holders. A node that dies drops out with its connection, at once.
 */
const NODE_LOCK = [0x68_6a_6d, 1] as const; // "hjm", 1

/** Holds this node's place among the running nodes; a lost connection is opened again after `retryMs`. */
export function announceNode(url: string, { retryMs = 5_000 } = {}): DedicatedConnection {
  return keepConnection(url, {
    purpose: 'node',
    retryMs,
    setUp: async (client) => {
      await client.query('select pg_advisory_lock_shared($1, $2)', [...NODE_LOCK]);
    },
  });
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
