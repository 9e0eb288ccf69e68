// Row counts and checksums of the tables a hostile request must never change (`npm run fuzz`).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../lib/db/types';

/**
 * Tables that change by design while the fuzz runs, and why:
 * - rate_limits: every request to a limited endpoint is counted, hostile or not (that is the limit's job);
 * - sessions: the fuzz signs in once itself, and better-auth refreshes a session's expiry as it is used.
 */
export const TABLES_ALLOWED_TO_CHANGE = ['rate_limits', 'sessions'];

/** Both drivers answer `execute` with `{ rows }`; drizzle's shared type does not say so. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type RowSnapshot = Record<string, { rows: number; checksum: string }>;

export async function snapshotRows(db: Db): Promise<RowSnapshot> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: RowSnapshot = {};
  for (const { name } of tables) {
    if (TABLES_ALLOWED_TO_CHANGE.includes(name)) continue;
    const table = sql.identifier(name);
    // Each row as text, in a fixed order, hashed together: any changed column of any row shows.
    const [result] = await rowsOf<{ rows: string | number; checksum: string | null }>(
      db,
      sql`select count(*) as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as checksum from ${table} t`,
    );
    snapshot[name] = { rows: Number(result.rows), checksum: result.checksum ?? '' };
  }
  return snapshot;
}

/** One line per table whose rows differ. */
export function changedTables(before: RowSnapshot, after: RowSnapshot): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names
    .filter((name) => before[name]?.checksum !== after[name]?.checksum || before[name]?.rows !== after[name]?.rows)
    .map(
      (name) =>
        `${name}: ${before[name]?.rows ?? 'missing'} rows before, ${after[name]?.rows ?? 'missing'} after (checksum ${before[name]?.checksum === after[name]?.checksum ? 'same' : 'changed'})`,
    );
}
