import { and, eq, sql } from 'drizzle-orm';
import { properties as p } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import type { RentBand } from './schema';
import { searchableHomeCondition } from './visibility';

/**
 * Rent quartiles of the homes open to search in a town, per number of rooms (`roomsCap` and more
 * together) plus one row for the whole town, fewest rooms first and the whole town last.
 */
export async function findTownRentBands(db: Db, citySlug: string, roomsCap: number): Promise<RentBand[]> {
  // The cap is inlined: a bound parameter would make the grouped and the selected expression differ.
  const band = sql`least(${p.rooms}, ${sql.raw(String(Math.trunc(roomsCap)))})`;
  const quartile = (fraction: number) =>
    sql<number>`percentile_cont(${sql.raw(String(fraction))}) within group (order by ${p.monthlyRent})`.mapWith(Number);
  const rows = await db
    .select({
      rooms: sql<number | null>`${band}`,
      homes: sql<number>`count(*)`.mapWith(Number),
      lowerQuartile: quartile(0.25),
      median: quartile(0.5),
      upperQuartile: quartile(0.75),
      medianPerM2Year: sql<number>`percentile_cont(0.5) within group (order by ${p.monthlyRent} * 12.0 / nullif(${p.sizeM2}, 0))`.mapWith(
        Number,
      ),
    })
    .from(p)
    .where(and(searchableHomeCondition(), eq(p.citySlug, citySlug)))
    .groupBy(sql`rollup(${band})`)
    .orderBy(sql`${band} nulls last`);
  return rows.map((row) => ({ ...row, rooms: row.rooms === null ? null : Number(row.rooms) }));
}
