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
    const client = await PGlite.create({ loadDataDir: options.pgliteTarball, startParams: startParams(PGlite) });
    return pgliteHandle(drizzle, client, () => client.close());
  }
  // Locked before PGlite is even loaded, so a refused command answers at once.
  const lock = acquireDataDirLock(lockPathFor(dir));
  try {
    const { PGlite, drizzle } = await loadPglite();
    mkdirSync(dir, { recursive: true });
    const client = await PGlite.create(dir, { startParams: startParams(PGlite) });
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    };
    return pgliteHandle(drizzle, client, close);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/*
 * PGlite runs PostgreSQL inside the process, and its shared buffers are part of the process's
 * WebAssembly memory, all of it resident: PostgreSQL's default of 128 MB grows that memory from
 * 128 to 189 MB and the process by 110 MB. 32 MB holds the whole database of a site with several
 * thousand homes (about 20 MB at 3,000); a larger one is read through the operating system's
 * file cache, which does not count against the process.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

function startParams(PGlite: typeof import('@electric-sql/pglite').PGlite): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
}

type Pglite = Awaited<ReturnType<typeof loadPglite>>;

function pgliteHandle(drizzle: Pglite['drizzle'], client: InstanceType<Pglite['PGlite']>, close: () => Promise<void>): DbHandle {
  return { db: drizzle(client, { schema }) as unknown as Db, engine: 'pglite', close, memoryBytes: () => client.Module.HEAPU8.byteLength };
}

async function loadPglite() {
  const [{ PGlite }, { drizzle }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
  return { PGlite, drizzle };
}
