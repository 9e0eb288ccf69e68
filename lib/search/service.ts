import 'server-only';
import { ttlCache } from '@/lib/cache/ttl';
import type { CompanyScope } from '@/lib/catalogue/visibility';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { searchConditions } from './conditions';
import { decodeCursor, encodeCursor } from './cursor';
import { clusterGrid, isInside, tileBounds, tilesCovering } from './cluster-tiles';
import {
  COUNT_CAP,
  countByCity,
  countClustersInTile,
  countMatches,
  findMapPoints,
  findPage,
  MAP_POINT_LIMIT,
  sortValue,
  type CityCount,
} from './repository';
import {
  searchQuerySchema,
  type Bbox,
  type Cluster,
  type MapResult,
  type SearchFilters,
  type SearchPage,
  type SearchQuery,
} from './schema';

export const PAGE_SIZE = 24;

/** A cache of the data cache's 60 s per database (the tests open two in one process). */
function perDatabase<T>(maxEntries: number) {
  const caches = new WeakMap<Db, ReturnType<typeof ttlCache<T>>>();
  return (db: Db) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = ttlCache<T>({ ttlMs: 60_000, maxEntries })));
    return cache;
  };
}

// Counting is the dear part of a search when few homes match (every candidate is read): one count
// serves every page and sort of a search for 60 s.
const counts = perDatabase<number>(5_000);
// A tile holds at most TILE_CELLS² small clusters.
const clusterTiles = perDatabase<Cluster[]>(2_000);

/** What decides a search's matches: its filters, the host's companies and the day ("upcoming"). */
function searchKey(filters: SearchFilters, today: string, scope: CompanyScope): string {
  const { sort: _sort, cursor: _cursor, view: _view, bbox: _bbox, ...rest } = filters as SearchQuery & { bbox?: Bbox };
  return JSON.stringify([rest, today, scope.companyIds]);
}

function cappedCount(db: Db, filters: SearchFilters, scope: CompanyScope): Promise<number> {
  const today = todayInCopenhagen();
  return counts(db)(searchKey(filters, today, scope), () => countMatches(db, searchConditions(filters, today, scope)));
}

/**
 * One page of results with the total count and the cursor of the next page (keyset pagination).
 * `scope`: the companies the requesting host shows (lib/white-label `companyScopeOf`).
 */
export async function searchProperties(query: SearchQuery, locale: Locale, scope: CompanyScope, pageSize = PAGE_SIZE): Promise<SearchPage> {
  const db = await getDb();
  const where = searchConditions(query, todayInCopenhagen(), scope);
  const cursor = decodeCursor(query.cursor, query.sort);
  const [rows, total] = await Promise.all([findPage(db, where, query.sort, cursor, pageSize + 1, locale), cappedCount(db, query, scope)]);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const nextCursor =
    rows.length > pageSize && last ? encodeCursor({ sort: query.sort, value: sortValue(last, query.sort), id: last.id }) : null;
  const items = page.map(({ publishedAt: _publishedAt, ...card }) => card);
  return { items, total: Math.min(total, COUNT_CAP), totalIsCapped: total > COUNT_CAP, nextCursor };
}

/** Only the number of matches, capped like a page's total (saved searches list theirs). */
export async function countProperties(filters: SearchFilters, scope: CompanyScope): Promise<{ total: number; totalIsCapped: boolean }> {
  const total = await cappedCount(await getDb(), filters, scope);
  return { total: Math.min(total, COUNT_CAP), totalIsCapped: total > COUNT_CAP };
}

/**
 * The homes inside the map's area, or, above MAP_POINT_LIMIT of them, their clusters: counted per
 * tile of a fixed grid (./cluster-tiles) and kept 60 s, so a country-wide view or a pan across a
 * city reads the database only for tiles nobody asked for within the minute.
 */
export async function searchMapArea(query: SearchQuery, bbox: Bbox, scope: CompanyScope): Promise<MapResult> {
  const db = await getDb();
  const today = todayInCopenhagen();
  const inArea = searchConditions(query, today, scope, bbox);
  const total = await countMatches(db, inArea, MAP_POINT_LIMIT);
  if (total <= MAP_POINT_LIMIT) return { kind: 'points', total, points: await findMapPoints(db, inArea) };
  const grid = clusterGrid(bbox);
  const where = searchConditions(query, today, scope);
  const key = `${searchKey(query, today, scope)}:${grid.cellLng}:${grid.cellLat}`;
  const tiles = await Promise.all(
    tilesCovering(bbox, grid).map((tile) =>
      clusterTiles(db)(`${key}:${tile.x}:${tile.y}`, () => countClustersInTile(db, where, grid, tileBounds(tile, grid))),
    ),
  );
  const clusters = tiles.flat().filter((cluster) => isInside(cluster, bbox));
  return { kind: 'clusters', total: clusters.reduce((sum, cluster) => sum + cluster.count, 0), clusters };
}

// The 60 s data-cache stale time; counting every home per town is not per-request work. One entry per scope
// (the platform, each white-label host's companies), so few keys.
const cityCounts = ttlCache<CityCount[]>({ ttlMs: 60_000, maxEntries: 200 });

/** Towns with homes open to search in `scope`, with their counts; `newBuild` limits to new builds. */
export function popularCities(scope: CompanyScope, options: { newBuild?: boolean } = {}): Promise<CityCount[]> {
  const query = searchQuerySchema.parse(options.newBuild ? { newBuild: '1' } : {});
  const key = `${options.newBuild ? 'new' : 'all'}:${String(scope.companyIds)}`;
  return cityCounts(key, async () => countByCity(await getDb(), searchConditions(query, todayInCopenhagen(), scope)));
}
