import type { Pool } from 'pg';
import type { DbHandle } from './types';

/**
 * What the metrics read of this process's databases: each PostgreSQL pool by name, and the
 * embedded database's memory. It lives on globalThis because proxy.ts and the app are separate
 * module graphs in one process, and both must see the one client they share.
 */
type DbMetrics = { pools: Map<string, Pool>; embeddedMemoryBytes?: () => number };

const metricsKey = Symbol.for('hjemly.db.metrics');

function dbMetrics(): DbMetrics {
  const g = globalThis as typeof globalThis & { [metricsKey]?: DbMetrics };
  return (g[metricsKey] ??= { pools: new Map() });
}

/** Records a handle for the metrics: a PostgreSQL pool under `name`, or the embedded database's memory. */
export function watchDbHandle(name: string, handle: DbHandle): DbHandle {
  const metrics = dbMetrics();
  if (handle.engine === 'postgres') metrics.pools.set(name, (handle.db as unknown as { $client: Pool }).$client);
  else if (handle.memoryBytes) metrics.embeddedMemoryBytes = handle.memoryBytes;
  return handle;
}

/** The embedded database's WebAssembly memory in bytes right now (0 on PostgreSQL). */
export function embeddedDbMemoryBytes(): number {
  return dbMetrics().embeddedMemoryBytes?.() ?? 0;
}

/** This process's PostgreSQL connections right now, per pool. */
export function poolConnections(): { pool: string; state: string; count: number }[] {
  return [...dbMetrics().pools].flatMap(([pool, { totalCount, idleCount, waitingCount }]) => [
    { pool, state: 'total', count: totalCount },
    { pool, state: 'idle', count: idleCount },
    { pool, state: 'waiting', count: waitingCount },
  ]);
}
