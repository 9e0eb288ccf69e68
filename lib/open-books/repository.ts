import { eq, inArray, sql } from 'drizzle-orm';
import { openBooksSettings } from '@/lib/db/schema/open-books';
import type { Db } from '@/lib/db/types';

/** Each named company's delay in days; a company without a row has none. */
export async function findDelays(db: Db, companyIds: readonly number[]): Promise<Map<number, number>> {
  if (!companyIds.length) return new Map();
  const rows = await db
    .select({ companyId: openBooksSettings.companyId, delayDays: openBooksSettings.delayDays })
    .from(openBooksSettings)
    .where(inArray(openBooksSettings.companyId, [...new Set(companyIds)]));
  return new Map(rows.map((row) => [row.companyId, row.delayDays]));
}

export async function upsertDelay(db: Db, companyId: number, delayDays: number, now: Date): Promise<void> {
  await db
    .insert(openBooksSettings)
    .values({ companyId, delayDays, updatedAt: now })
    .onConflictDoUpdate({ target: openBooksSettings.companyId, set: { delayDays, updatedAt: now } });
}

export async function findDelay(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ delayDays: sql<number>`${openBooksSettings.delayDays}`.mapWith(Number) })
    .from(openBooksSettings)
    .where(eq(openBooksSettings.companyId, companyId));
  return row?.delayDays ?? 0;
}
