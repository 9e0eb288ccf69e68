import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';

type IndexDefinition = { name: string; definition: string };

/**
 * Runs a bulk load of `table` with its secondary (non-unique) indexes dropped, then builds them again
 * from their own definitions: one sort per index instead of an index insert per row, which makes a
 * million-home seed several times faster (the full-text GIN index above all). The unique indexes stay,
 * so a duplicate still fails the load. Inside the caller's transaction, so a failed load restores them.
 */
export async function withSecondaryIndexesDeferred<T>(db: Db, table: string, load: () => Promise<T>): Promise<T> {
  const result = await db.execute(sql`
    select i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    where x.indrelid = ${table}::regclass and not x.indisunique and not x.indisprimary`);
  const indexes = (result as unknown as { rows: IndexDefinition[] }).rows;
  for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
  const loaded = await load();
  // Sorting for an index build happens in memory up to this size (PostgreSQL's default is 64 MB).
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
  return loaded;
}
