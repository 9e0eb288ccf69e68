import 'server-only';
import type { SessionUser } from '@/lib/accounts/session';
import { getDb } from '@/lib/db/client';
import { DomainError } from '@/lib/errors/domain-error';
import type { RequestSite } from '@/lib/http/request-site';
import type { Locale } from '@/lib/i18n/routing';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { toSearchParams } from '@/lib/search/parse-query';
import { countProperties } from '@/lib/search/service';
import { companyScopeFor } from '@/lib/white-label/service';
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearches,
  insertSavedSearch,
  updateSavedSearch,
  type SavedSearchRow,
} from './repository';
import {
  filtersOf,
  SAVED_SEARCHES_PER_PERSON,
  type CreateSavedSearch,
  type SavedSearchLink,
  type SavedSearchRecord,
  type SavedSearchSummary,
  type UpdateSavedSearch,
} from './schema';

/** Saving, renaming and deleting are clicks, not a stream: far above a person, far below a script. */
export const SAVED_SEARCH_WRITE_LIMIT: RateLimitRule = { name: 'saved-search-write', windowMs: 60 * 60_000, max: 120 };

/**
 * Saves the search; the 51st of one person is refused (alerts match every saved search). Its alert
 * mails are written in `locale`, the language it was saved in.
 */
export async function createSavedSearch(user: SessionUser, input: CreateSavedSearch, locale: Locale): Promise<{ id: number }> {
  const db = await getDb();
  if ((await countSavedSearches(db, user.id)) >= SAVED_SEARCHES_PER_PERSON) {
    throw new DomainError('Conflict', 'savedSearchLimit', { max: SAVED_SEARCHES_PER_PERSON });
  }
  const row = await insertSavedSearch(db, { userId: user.id, name: input.name, filters: filtersOf(input.params), locale });
  return { id: row.id };
}

/**
 * The person's saved searches, newest first, each with its current number of matches on the
 * requesting host (a white-label site counts its own companies' homes). One capped count per
 * search (at most SAVED_SEARCHES_PER_PERSON, each stopping at the search's COUNT_CAP).
 */
export async function listSavedSearches(user: SessionUser, site: RequestSite | undefined): Promise<SavedSearchSummary[]> {
  const [rows, scope] = await Promise.all([findSavedSearches(await getDb(), user.id), companyScopeFor(site)]);
  return Promise.all(
    rows.map(async (row) => {
      const { total, totalIsCapped } = await countProperties(row.filters, scope);
      return summaryOf(row, total, totalIsCapped);
    }),
  );
}

/** The person's saved searches by name, newest first, without counting their matches (the account's home base). */
export async function listSavedSearchLinks(user: SessionUser): Promise<SavedSearchLink[]> {
  const rows = await findSavedSearches(await getDb(), user.id);
  return rows.map((row) => ({ id: row.id, name: row.name, params: toSearchParams(row.filters) }));
}

/** The person's saved searches with their filters and alert frequency, newest first, uncounted (their data export). */
export async function listMySavedSearchRecords(user: Pick<SessionUser, 'id'>): Promise<SavedSearchRecord[]> {
  const rows = await findSavedSearches(await getDb(), user.id);
  return rows.map(recordOf);
}

function recordOf(row: SavedSearchRow): SavedSearchRecord {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    params: toSearchParams(row.filters),
    createdAt: row.createdAt.toISOString(),
  };
}

function summaryOf(row: SavedSearchRow, matches: number, matchesCapped: boolean): SavedSearchSummary {
  return { ...recordOf(row), matches, matchesCapped };
}

/**
 * Someone else's search is "not found", exactly like one that does not exist. The language of the
 * change becomes the search's: its mails follow the person's latest choice.
 */
export async function changeSavedSearch(user: SessionUser, id: number, changes: UpdateSavedSearch, locale: Locale): Promise<void> {
  if (!(await updateSavedSearch(await getDb(), user.id, id, { ...changes, locale }))) throw new DomainError('NotFound', 'notFound');
}

export async function removeSavedSearch(user: SessionUser, id: number): Promise<void> {
  if (!(await deleteSavedSearch(await getDb(), user.id, id))) throw new DomainError('NotFound', 'notFound');
}
