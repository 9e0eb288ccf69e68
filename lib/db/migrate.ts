import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbHandle } from './types';

export const migrationsFolder = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'drizzle');

export async function migrate(handle: DbHandle): Promise<void> {
  if (handle.engine === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(handle.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder });
  }
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
