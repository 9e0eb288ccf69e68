import { sql } from 'drizzle-orm';
import { openBooksLettingNotices } from '@/lib/db/schema/open-books';
import type { Db } from '@/lib/db/types';

/**
 * Records that the company was told of the letting; false when it already was. Call it in the
 * transaction that writes the event: a second node inserting the same key waits for the first's
 * commit on the primary key and then inserts nothing, so the event is written once.
 */
export async function recordNotice(db: Db, lettingKey: string, companyId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(openBooksLettingNotices)
    .values({ lettingKey, companyId, toldAt: now })
    .onConflictDoNothing()
    .returning({ lettingKey: openBooksLettingNotices.lettingKey });
  return rows.length > 0;
}

/** Which of the keys the companies were already told of. */
export async function findToldKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ lettingKey: openBooksLettingNotices.lettingKey })
    .from(openBooksLettingNotices)
    .where(sql`${openBooksLettingNotices.lettingKey} in ${keys}`);
  return new Set(rows.map((row) => row.lettingKey));
}
