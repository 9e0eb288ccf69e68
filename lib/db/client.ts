import 'server-only';
import { connect } from './connect';
import { migrate } from './migrate';
import type { Db, DbHandle } from './types';

// One client per process, shared by proxy.ts and the app: two PGlite instances on one data
// directory would corrupt it, and a pool per module would multiply connections.
const globalKey = Symbol.for('hjemly.db');
const jobsKey = Symbol.for('hjemly.db.jobs');
const poolsKey = Symbol.for('hjemly.db.pools');
const embeddedMemoryKey = Symbol.for('hjemly.db.embeddedMemory');
type GlobalWithDb = typeof globalThis & {
  [globalKey]?: Promise<DbHandle>;
  [jobsKey]?: Promise<DbHandle>;
  [poolsKey]?: Map<string, import('pg').Pool>;
  [embeddedMemoryKey]?: () => number;
};

function pools(): Map<string, import('pg').Pool> {
  return ((globalThis as GlobalWithDb)[poolsKey] ??= new Map());
}

/** Remembers a PostgreSQL handle's pool under a name, or the embedded database's memory, for the metrics. */
function named(name: string, handle: DbHandle): DbHandle {
  if (handle.engine === 'postgres') pools().set(name, (handle.db as unknown as { $client: import('pg').Pool }).$client);
  else if (handle.memoryBytes) (globalThis as GlobalWithDb)[embeddedMemoryKey] = handle.memoryBytes;
  return handle;
}

/** The embedded database's WebAssembly memory in bytes right now (0 on PostgreSQL): for the metrics. */
export function embeddedDbMemoryBytes(): number {
  return (globalThis as GlobalWithDb)[embeddedMemoryKey]?.() ?? 0;
}

/** This process's PostgreSQL connections right now, per pool: for the metrics. */
export function poolConnections(): { pool: string; state: string; count: number }[] {
  return [...pools()].flatMap(([pool, { totalCount, idleCount, waitingCount }]) => [
    { pool, state: 'total', count: totalCount },
    { pool, state: 'idle', count: idleCount },
    { pool, state: 'waiting', count: waitingCount },
  ]);
}

export function getDbHandle(): Promise<DbHandle> {
  const g = globalThis as GlobalWithDb;
  g[globalKey] ??= connect({ url: process.env.DATABASE_URL }).then(async (handle) => {
    // The embedded database is migrated on open so `next dev` works from a clean data directory.
    // PostgreSQL is migrated once per deploy by `npm run migrate` (or `npm start`), never by
    // N web nodes racing each other.
    if (handle.engine === 'pglite') await migrate(handle);
    return named('requests', handle);
  });
  return g[globalKey];
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** How many jobs one process runs at a time (JOBS_CONCURRENCY, default 2). */
export function jobsConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.JOBS_CONCURRENCY);
  return Number.isInteger(value) && value > 0 ? value : 2;
}

/**
 * The background jobs' own pool on PostgreSQL (JOBS_POOL_SIZE, default two connections per job
 * running at once: one holds the job's advisory lock, one does its work), so jobs never take the
 * connections requests need. Jobs may wait longer for a connection than a person would. PGlite
 * has a single connection, which jobs share with the requests.
 */
export function getJobsDbHandle(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return getDbHandle();
  const g = globalThis as GlobalWithDb;
  const max = Number(process.env.JOBS_POOL_SIZE) || 2 * jobsConcurrency();
  g[jobsKey] ??= connect({ url, pool: { max, connectionTimeoutMillis: 30_000 } }).then((handle) => named('jobs', handle));
  return g[jobsKey];
}
