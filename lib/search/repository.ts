import { and, asc, count, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { properties as p } from '@/lib/db/schema/catalogue';
import { images } from '@/lib/db/schema/images';
import type { Db } from '@/lib/db/types';
import { propertyCardColumns } from '@/lib/catalogue/card-columns';
import type { Cursor } from './cursor';
import type { MapResult, PropertyCard, SortOption } from './schema';

const sortColumns = {
  newest: { column: p.publishedAt, key: 'publishedAt', direction: 'desc' },
  rentAsc: { column: p.monthlyRent, key: 'monthlyRent', direction: 'asc' },
  rentDesc: { column: p.monthlyRent, key: 'monthlyRent', direction: 'desc' },
  sizeAsc: { column: p.sizeM2, key: 'sizeM2', direction: 'asc' },
  sizeDesc: { column: p.sizeM2, key: 'sizeM2', direction: 'desc' },
} as const;

const cardColumns = {
  ...propertyCardColumns,
  // Text keeps the microseconds a JS Date would drop, so a cursor never falls between two homes.
  publishedAt: sql<string>`${p.publishedAt}::text`,
};

function afterCursor(sort: SortOption, cursor: Cursor): SQL {
  const { column, direction } = sortColumns[sort];
  const value = sort === 'newest' ? sql`${String(cursor.value)}::timestamptz` : sql`${cursor.value}`;
  const op = direction === 'desc' ? sql`<` : sql`>`;
  return sql`(${column}, ${p.id}) ${op} (${value}, ${cursor.id})`;
}

export type CardRow = Omit<PropertyCard, 'imageAlt'> & { publishedAt: string };

/** One page of homes in the requested order, starting after the keyset cursor. */
export async function findPage(db: Db, where: SQL, sort: SortOption, cursor: Cursor | null, limit: number): Promise<CardRow[]> {
  const { column, direction } = sortColumns[sort];
  const order = direction === 'desc' ? [desc(column), desc(p.id)] : [asc(column), asc(p.id)];
  return db
    .select(cardColumns)
    .from(p)
    .where(cursor ? and(where, afterCursor(sort, cursor)) : where)
    .orderBy(...order)
    .limit(limit);
}

/**
 * Counts matches up to `cap` + 1: past the cap the exact number no longer helps a person ("1.000+")
 * and counting every row of a broad search would cost more than finding the page itself.
 */
export async function countMatches(db: Db, where: SQL, cap = COUNT_CAP): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(p)
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: count() }).from(limited);
  return Number(row.n);
}

export const COUNT_CAP = 1000;

export function sortValue(row: CardRow, sort: SortOption): number | string {
  return row[sortColumns[sort].key];
}

export async function imageAlts(db: Db, ids: number[]): Promise<Map<number, { altDa: string; altEn: string }>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: images.id, altDa: images.altDa, altEn: images.altEn }).from(images).where(inArray(images.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

const MAP_POINT_LIMIT = 400;

/** Homes in the visible area: the points themselves when few, else a grid of clusters. */
export async function findMapArea(db: Db, where: SQL, bbox: [number, number, number, number]): Promise<MapResult> {
  const total = await countMatches(db, where, MAP_POINT_LIMIT);
  if (total <= MAP_POINT_LIMIT) {
    const points = await db
      .select({
        id: p.id,
        slug: p.slug,
        lat: p.lat,
        lng: p.lng,
        monthlyRent: p.monthlyRent,
        rooms: p.rooms,
        sizeM2: p.sizeM2,
        street: p.street,
        floorDoor: p.floorDoor,
      })
      .from(p)
      .where(where)
      .limit(MAP_POINT_LIMIT);
    return { kind: 'points', total, points };
  }
  const cellLng = (bbox[2] - bbox[0]) / 14;
  const cellLat = (bbox[3] - bbox[1]) / 10;
  const cellX = sql`floor(${p.lng} / ${cellLng})`;
  const cellY = sql`floor(${p.lat} / ${cellLat})`;
  const clusters = await db
    .select({ lat: sql<number>`avg(${p.lat})`.mapWith(Number), lng: sql<number>`avg(${p.lng})`.mapWith(Number), count: count() })
    .from(p)
    .where(where)
    .groupBy(cellX, cellY);
  const counted = clusters.map((c) => ({ ...c, count: Number(c.count) }));
  return { kind: 'clusters', total: counted.reduce((sum, c) => sum + c.count, 0), clusters: counted };
}

export type CityCount = { slug: string; name: string; count: number };

/** Homes open to search per town, most first (popular cities). */
export async function countByCity(db: Db, where: SQL): Promise<CityCount[]> {
  const rows = await db
    .select({ slug: p.citySlug, name: p.city, count: count() })
    .from(p)
    .where(where)
    .groupBy(p.citySlug, p.city)
    .orderBy(desc(count()), asc(p.city));
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}
