import 'server-only';
import { connect } from './connect';
import { migrate } from './migrate';
import type { Db, DbHandle } from './types';

// One client per process, shared by proxy.ts and the app: two PGlite instances on one data
// directory would corrupt it, and a pool per module would multiply connections.
const globalKey = Symbol.for('hjemly.db');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<DbHandle> };

export function getDbHandle(): Promise<DbHandle> {
  const g = globalThis as GlobalWithDb;
  g[globalKey] ??= connect({ url: process.env.DATABASE_URL }).then(async (handle) => {
    // The embedded database is migrated on open so `next dev` works from a clean data directory.
    // PostgreSQL is migrated once per deploy by `npm run migrate` (or `npm start`), never by
    // N web nodes racing each other.
    if (handle.engine === 'pglite') await migrate(handle);
    return handle;
  });
  return g[globalKey];
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}
