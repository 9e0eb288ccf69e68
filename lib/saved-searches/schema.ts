import { z } from 'zod';
import type { FormMessages } from '@/lib/i18n/message-keys';
import { savedSearchFrequencies, type SavedSearchFrequency } from '@/lib/db/schema/saved-searches';
import { searchQuerySchema, type SearchFilters } from '@/lib/search/schema';

export { savedSearchFrequencies, type SavedSearchFrequency };

export const SAVED_SEARCH_NAME_MAX = 80;
/** Enough for anyone's list; alerts match every saved search, so there is a bound per person. */
export const SAVED_SEARCHES_PER_PERSON = 50;

/** Rules name message keys of `search.saveSearch.errors` (the form kit translates them). */
export const savedSearchNameSchema = z.string().trim().min(1, 'nameRequired').max(SAVED_SEARCH_NAME_MAX, 'nameTooLong');
export const nameFormSchema = z.object({ name: savedSearchNameSchema });

/**
 * What /soeg posts: the name and the URL's query parameters as they stand, parsed with the very
 * schema /soeg reads its URL with (an invalid parameter is a 400 here, not silently dropped).
 */
export const createSavedSearchSchema = z.object({
  name: savedSearchNameSchema,
  params: searchQuerySchema,
});
export type CreateSavedSearch = z.output<typeof createSavedSearchSchema>;

export const updateSavedSearchSchema = z
  .object({ name: savedSearchNameSchema.optional(), frequency: z.enum(savedSearchFrequencies).optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined);
export type UpdateSavedSearch = z.output<typeof updateSavedSearchSchema>;

export const savedSearchParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A saved search as its owner sees it; `params` are the /soeg URL parameters that reopen it. */
export type SavedSearchSummary = {
  id: number;
  name: string;
  frequency: SavedSearchFrequency;
  params: Record<string, string>;
  matches: number;
  matchesCapped: boolean;
  createdAt: string;
};

/** A saved search as the person's data export lists it: its filters and how often it mails, without a count. */
export type SavedSearchRecord = Omit<SavedSearchSummary, 'matches' | 'matchesCapped'>;

/** A saved search to open, without its count. */
export type SavedSearchLink = Pick<SavedSearchSummary, 'id' | 'name' | 'params'>;

/** The search part of a query: the filters, without sorting, paging and the view. */
export function filtersOf({ sort: _sort, cursor: _cursor, view: _view, ...filters }: z.output<typeof searchQuerySchema>): SearchFilters {
  return filters;
}

/** Unsubscribe links are clicked by people and mail clients; far above either, far below guessing. */
export const UNSUBSCRIBE_LIMIT = { name: 'saved-search-unsubscribe', windowMs: 60 * 60_000, max: 60 } as const;

/** What an unsubscribe link did: stopped the searches' mails now, or nothing (used before). */
export type UnsubscribeOutcome = { status: 'unsubscribed' | 'alreadyUsed'; searches: string[] };

/** Where the saved-search name's message keys live, for the forms and the routes alike. */
export const SAVED_SEARCH_MESSAGES: FormMessages = { namespace: 'search.saveSearch.errors', values: { max: SAVED_SEARCH_NAME_MAX } };
