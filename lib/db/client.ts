import 'server-only';
import { connect } from './connect';
import { watchDbHandle } from './metrics';
import { migrate } from './migrate';
import type { Db, DbHandle } from './types';

// One client per process, shared by proxy.ts and the app: two PGlite instances on one data
// directory would corrupt it, and a pool per module would multiply connections.
const globalKey = Symbol.for('hjemly.db');
const jobsKey = Symbol.for('hjemly.db.jobs');
type GlobalWithDb = typeof globalThis & {
  [globalKey]?: Promise<DbHandle>;
  [jobsKey]?: Promise<DbHandle>;
};

export function getDbHandle(): Promise<DbHandle> {
  const g = globalThis as GlobalWithDb;
  g[globalKey] ??= connect({ url: process.env.DATABASE_URL }).then(async (handle) => {
    // The embedded database is migrated on open so `next dev` works from a clean data directory.
    // PostgreSQL is migrated once per deploy by `npm run migrate` (or `npm start`), never by
    // N web nodes racing each other.
    if (handle.engine === 'pglite') await migrate(handle);
    return watchDbHandle('requests', handle);
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
  g[jobsKey] ??= connect({ url, pool: { max, connectionTimeoutMillis: 30_000 } }).then((handle) => watchDbHandle('jobs', handle));
  return g[jobsKey];
}
