import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { acquireDataDirLock, lockPathFor } from './lock';
import { createPool, type PoolSizing } from './pg-pool';
import { hideQueryParametersInErrors } from './query-errors';
import * as schema from './schema';
import type { Db, DbHandle } from './types';

export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? 'data');
}

/**
 * PostgreSQL when a URL is given, else PGlite: in memory for `memory://`, on disk otherwise. A disk
 * directory is locked for this process until `close()` (see ./lock): a second opener gets a
 * DataDirLockedError instead of corrupting it. An in-memory database starts from `pgliteTarball` (a
 * PGlite data-directory dump) when given: the tests' migrated template.
 */
export async function connect(options: { url?: string; pool?: PoolSizing; pgliteDir?: string; pgliteTarball?: Blob }): Promise<DbHandle> {
  // A failed query's parameters (personal data) never reach a log, whichever engine runs it.
  hideQueryParametersInErrors();
  if (options.url) {
    const [{ Pool }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = createPool(Pool, options.url, options.pool);
    return { db: drizzle(pool, { schema }) as unknown as Db, engine: 'postgres', close: () => pool.end() };
  }
  const dir = options.pgliteDir ?? path.join(dataDir(), 'pglite');
  if (dir === 'memory://') {
    const { PGlite, drizzle } = await loadPglite();
    const client = await PGlite.create({ loadDataDir: options.pgliteTarball });
    return { db: drizzle(client, { schema }) as unknown as Db, engine: 'pglite', close: () => client.close() };
  }
  // Locked before PGlite is even loaded, so a refused command answers at once.
  const lock = acquireDataDirLock(lockPathFor(dir));
  try {
    const { PGlite, drizzle } = await loadPglite();
    mkdirSync(dir, { recursive: true });
    const client = await PGlite.create(dir);
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    };
    return { db: drizzle(client, { schema }) as unknown as Db, engine: 'pglite', close };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function loadPglite() {
  const [{ PGlite }, { drizzle }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
  return { PGlite, drizzle };
}
