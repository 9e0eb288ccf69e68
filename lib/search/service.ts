import 'server-only';
import { ttlCache } from '@/lib/cache/ttl';
import type { CompanyScope } from '@/lib/catalogue/visibility';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { searchConditions } from './conditions';
import { decodeCursor, encodeCursor } from './cursor';
import {
  COUNT_CAP,
  countByCity,
  countMatches,
  findMapArea,
  findPage,
  imageAlts,
  sortValue,
  type CardRow,
  type CityCount,
} from './repository';
import { searchQuerySchema, type Bbox, type MapResult, type SearchFilters, type SearchPage, type SearchQuery } from './schema';

export const PAGE_SIZE = 24;

/**
 * One page of results with the total count and the cursor of the next page (keyset pagination).
 * `scope`: the companies the requesting host shows (lib/white-label `companyScopeOf`).
 */
export async function searchProperties(query: SearchQuery, locale: Locale, scope: CompanyScope, pageSize = PAGE_SIZE): Promise<SearchPage> {
  const db = await getDb();
  const where = searchConditions(query, todayInCopenhagen(), scope);
  const cursor = decodeCursor(query.cursor, query.sort);
  const [rows, total] = await Promise.all([findPage(db, where, query.sort, cursor, pageSize + 1), countMatches(db, where)]);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const nextCursor =
    rows.length > pageSize && last ? encodeCursor({ sort: query.sort, value: sortValue(last, query.sort), id: last.id }) : null;
  return { items: await withAlts(page, locale), total: Math.min(total, COUNT_CAP), totalIsCapped: total > COUNT_CAP, nextCursor };
}

/** Only the number of matches, capped like a page's total (saved searches list theirs). */
export async function countProperties(filters: SearchFilters, scope: CompanyScope): Promise<{ total: number; totalIsCapped: boolean }> {
  const total = await countMatches(await getDb(), searchConditions(filters, todayInCopenhagen(), scope));
  return { total: Math.min(total, COUNT_CAP), totalIsCapped: total > COUNT_CAP };
}

async function withAlts(rows: CardRow[], locale: Locale) {
  const alts = await imageAlts(
    await getDb(),
    rows.flatMap((r) => (r.imageId ? [r.imageId] : [])),
  );
  return rows.map(({ publishedAt: _publishedAt, ...row }) => {
    const alt = row.imageId ? alts.get(row.imageId) : undefined;
    return { ...row, imageAlt: (locale === 'da-DK' ? alt?.altDa : alt?.altEn) ?? '' };
  });
}

export async function searchMapArea(query: SearchQuery, bbox: Bbox, scope: CompanyScope): Promise<MapResult> {
  return findMapArea(await getDb(), searchConditions(query, todayInCopenhagen(), scope, bbox), bbox);
}

// SPEC §9 stale time; counting every home per town is not per-request work. One entry per scope
// (the platform, each white-label host's companies), so few keys.
const cityCounts = ttlCache<CityCount[]>({ ttlMs: 60_000, maxEntries: 200 });

/** Towns with homes open to search in `scope`, with their counts; `newBuild` limits to new builds. */
export function popularCities(scope: CompanyScope, options: { newBuild?: boolean } = {}): Promise<CityCount[]> {
  const query = searchQuerySchema.parse(options.newBuild ? { newBuild: '1' } : {});
  const key = `${options.newBuild ? 'new' : 'all'}:${String(scope.companyIds)}`;
  return cityCounts(key, async () => countByCity(await getDb(), searchConditions(query, todayInCopenhagen(), scope)));
}
