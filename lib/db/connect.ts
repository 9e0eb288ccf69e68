import path from 'node:path';
import { mkdirSync } from 'node:fs';
import * as schema from './schema';
import type { Db, DbHandle } from './types';

export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? 'data');
}

/** PostgreSQL when a URL is given, else PGlite: in memory for `memory://`, on disk otherwise. */
export async function connect(options: { url?: string; pgliteDir?: string }): Promise<DbHandle> {
  if (options.url) {
    const [{ Pool }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = new Pool({
      connectionString: options.url,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      // JIT compiles "expensive" plans such as a map aggregation for ~50–100 ms: a loss for
      // queries that run in a few milliseconds, which is all this application runs.
      options: '-c jit=off',
    });
    // An idle client can lose its connection (server restart, failover): without a listener the
    // pool's 'error' event would crash the process. The pool replaces the client on next use.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    return { db: drizzle(pool, { schema }) as unknown as Db, engine: 'postgres', close: () => pool.end() };
  }
  const [{ PGlite }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const dir = options.pgliteDir ?? path.join(dataDir(), 'pglite');
  if (dir !== 'memory://') mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir === 'memory://' ? undefined : dir);
  return { db: drizzle(client, { schema }) as unknown as Db, engine: 'pglite', close: () => client.close() };
}
