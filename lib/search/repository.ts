import { and, asc, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { properties as p } from '@/lib/db/schema/catalogue';
import { images } from '@/lib/db/schema/images';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { propertyCardColumns } from '@/lib/catalogue/card-columns';
import type { Cursor } from './cursor';
import type { ClusterGrid } from './cluster-tiles';
import type { Bbox, Cluster, MapPoint, PropertyCard, SortOption } from './schema';

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

/**
 * A column of a home's first picture when it may be shown (null for none or a private one), read
 * with the page: a subquery per row returned, instead of a second query per request (docs/performance.md:
 * each PGlite query costs its own parse, plan and result handling, more than the 24 lookups by key).
 */
function ofFirstPublicImage<T>(column: AnyColumn): SQL<T | null> {
  return sql<T | null>`(select ${column} from ${images} where ${images.id} = ${p.imageIds}[1] and ${images.isPublic})`;
}

/** The card's picture and its alt text in `locale`, as the catalogue's cards have them: none when it is private. */
function firstPicture(locale: Locale) {
  const alt = locale === 'da-DK' ? images.altDa : images.altEn;
  return { imageId: ofFirstPublicImage<number>(images.id), imageAlt: sql<string>`coalesce(${ofFirstPublicImage<string>(alt)}, '')` };
}

function afterCursor(sort: SortOption, cursor: Cursor): SQL {
  const { column, direction } = sortColumns[sort];
  const value = sort === 'newest' ? sql`${String(cursor.value)}::timestamptz` : sql`${cursor.value}`;
  const op = direction === 'desc' ? sql`<` : sql`>`;
  return sql`(${column}, ${p.id}) ${op} (${value}, ${cursor.id})`;
}

export type CardRow = PropertyCard & { publishedAt: string };

/** One page of homes in the requested order, starting after the keyset cursor, with alt texts in `locale`. */
export async function findPage(
  db: Db,
  where: SQL,
  sort: SortOption,
  cursor: Cursor | null,
  limit: number,
  locale: Locale,
): Promise<CardRow[]> {
  const { column, direction } = sortColumns[sort];
  const order = direction === 'desc' ? [desc(column), desc(p.id)] : [asc(column), asc(p.id)];
  return db
    .select({ ...cardColumns, ...firstPicture(locale) })
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

/** Above this many homes in the visible area the map gets clusters instead of homes. */
export const MAP_POINT_LIMIT = 400;

/** The homes of a map area with few enough of them (at most MAP_POINT_LIMIT). */
export async function findMapPoints(db: Db, where: SQL): Promise<MapPoint[]> {
  return db
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
}

/**
 * The homes of one tile counted per grid cell (./cluster-tiles), with where they are on average. The
 * tile takes its west and south edges, not its east and north ones, so no home is in two tiles.
 */
export async function countClustersInTile(db: Db, where: SQL, grid: ClusterGrid, [west, south, east, north]: Bbox): Promise<Cluster[]> {
  const inTile = sql`${p.lng} >= ${west} and ${p.lng} < ${east} and ${p.lat} >= ${south} and ${p.lat} < ${north}`;
  const rows = await db
    .select({ lat: sql<number>`avg(${p.lat})`.mapWith(Number), lng: sql<number>`avg(${p.lng})`.mapWith(Number), count: count() })
    .from(p)
    .where(and(where, inTile))
    .groupBy(sql`floor(${p.lng} / ${grid.cellLng})`, sql`floor(${p.lat} / ${grid.cellLat})`);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
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
