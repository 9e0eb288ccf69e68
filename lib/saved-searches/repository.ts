import { and, count, desc, eq, sql } from 'drizzle-orm';
import { savedSearches } from '@/lib/db/schema/saved-searches';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { prefixQuery } from '@/lib/search/conditions';
import type { SearchFilters } from '@/lib/search/schema';
import type { SavedSearchFrequency } from './schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The matching columns, written only from the filters so the two never disagree (see the table's comment). */
export function criteriaOf(f: SearchFilters) {
  return {
    citySlug: f.sted?.kind === 'city' ? f.sted.key : null,
    postcode: f.sted?.kind === 'postcode' ? f.sted.key : null,
    municipalityCode: f.sted?.kind === 'municipality' ? f.sted.key : null,
    q: f.q || null,
    rentMin: f.rentMin ?? null,
    rentMax: f.rentMax ?? null,
    sizeMin: f.sizeMin ?? null,
    sizeMax: f.sizeMax ?? null,
    roomsMin: f.roomsMin ?? null,
    roomsMax: f.roomsMax ?? null,
    types: f.type.length ? f.type : null,
    rentalPeriods: f.rentalPeriod.length ? f.rentalPeriod : null,
    availableFrom: f.availableFrom ?? null,
    upcoming: f.upcoming,
    newBuild: f.newBuild,
    pets: f.pets,
    furnished: f.furnished,
    shareable: f.shareable,
    elevator: f.elevator,
    balcony: f.balcony,
    parking: f.parking,
    evCharger: f.evCharger,
    energyLabel: f.energyLabel ?? null,
    tenant: f.tenant ?? null,
    tsQuery: tsQueryOf(f.q),
  };
}

/** /soeg's own Danish prefix query, parsed once here so that matching a home costs no parsing. */
function tsQueryOf(q: string | undefined) {
  const query = q ? prefixQuery(q) : null;
  return query ? sql`to_tsquery('danish', ${query})` : null;
}

export async function insertSavedSearch(
  db: Db,
  search: { userId: string; name: string; filters: SearchFilters; locale: Locale },
): Promise<SavedSearchRow> {
  const [row] = await db
    .insert(savedSearches)
    .values({ ...search, ...criteriaOf(search.filters) })
    .returning();
  return row;
}

export async function countSavedSearches(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row.n;
}

export function findSavedSearches(db: Db, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** Changes a search only when it is `userId`'s; false when there is none of theirs with that id. */
export async function updateSavedSearch(
  db: Db,
  userId: string,
  id: number,
  changes: { name?: string; frequency?: SavedSearchFrequency; locale: Locale },
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

export async function deleteSavedSearch(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}
