import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbHandle } from './types';

export const migrationsFolder = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'drizzle');

async function applyMigrations(handle: DbHandle): Promise<void> {
  if (handle.engine === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(handle.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder });
  }
}

const MIGRATION_LOCK = 'hjemly.migrate';

/*
 * Any number of nodes (and `npm run migrate`) may start at once on one PostgreSQL database: without
 * a lock two of them race through CREATE SCHEMA and the same migrations, and the loser fails. The
 * lock is a session advisory lock on a connection of its own, outside the pool, so the work keeps
 * every pooled connection (a pool of one included), and without the pool's statement timeout, since
 * the wait lasts as long as another node's migrations and seed. It ends with that connection, so a
 * node that dies holding it frees it. The embedded database has one process (lib/db/lock.ts).
 */
async function underMigrationLock<T>(handle: DbHandle, work: () => Promise<T>): Promise<T> {
  if (handle.engine !== 'postgres') return work();
  const { Client } = await import('pg');
  const { options } = (handle.db as unknown as { $client: import('pg').Pool }).$client;
  const client = new Client({
    connectionString: options.connectionString,
    connectionTimeoutMillis: options.connectionTimeoutMillis,
    options: '-c statement_timeout=0 -c lock_timeout=0',
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [MIGRATION_LOCK]);
    if (!rows[0]?.locked) {
      console.log('Another process is migrating this database; waiting for it …');
      await client.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    }
    return await work();
  } finally {
    await client.end();
  }
}

/**
 * Applies the migrations this build ships, then runs `then` (the demo data's seed), both under the
 * database's migration lock: whoever comes second finds the work done.
 */
export async function migrate<T = void>(handle: DbHandle, then?: () => Promise<T>): Promise<T | undefined> {
  return underMigrationLock(handle, async () => {
    await applyMigrations(handle);
    return then?.();
  });
}

export type MigrationStatus = { applied: number; known: number; current: boolean };

let journal: { count: number; latest: number } | undefined;

/** The migrations this build ships (drizzle/meta/_journal.json): how many, and the newest one's time. */
function knownMigrations(): { count: number; latest: number } {
  if (!journal) {
    const { entries } = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    journal = { count: entries.length, latest: Math.max(0, ...entries.map((entry) => entry.when)) };
  }
  return journal;
}

/**
 * Whether the database has every migration this build knows. Drizzle records each applied one with
 * its journal time and applies those newer than the last recorded, so "current" is the same test;
 * a database migrated by a newer deploy counts as current too.
 */
export async function migrationStatus(handle: DbHandle): Promise<MigrationStatus> {
  const { count, latest } = knownMigrations();
  const table = await handle.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!(table as unknown as { rows: { present: boolean }[] }).rows[0]?.present) return { applied: 0, known: count, current: count === 0 };
  const result = await handle.db.execute(sql`select count(*)::int as applied, max(created_at) as last from drizzle.__drizzle_migrations`);
  const [row] = (result as unknown as { rows: { applied: number; last: string | number | null }[] }).rows;
  return { applied: row?.applied ?? 0, known: count, current: Number(row?.last ?? 0) >= latest };
}
