import { route } from '@/lib/handlers/route';
import { SAVED_SEARCH_MESSAGES, savedSearchParamsSchema, updateSavedSearchSchema } from '@/lib/saved-searches/schema';
import { changeSavedSearch, removeSavedSearch, SAVED_SEARCH_WRITE_LIMIT } from '@/lib/saved-searches/service';

const limit = { rule: SAVED_SEARCH_WRITE_LIMIT, per: 'user' } as const;

/** Rename or change the frequency; someone else's search answers 404 like a missing one. */
export const PUT = route(
  { auth: 'required', params: savedSearchParamsSchema, body: updateSavedSearchSchema, messages: SAVED_SEARCH_MESSAGES, rateLimit: limit },
  async ({ user, params, body, locale }) => changeSavedSearch(user, params.id, body, locale),
);

export const DELETE = route({ auth: 'required', params: savedSearchParamsSchema, rateLimit: limit }, async ({ user, params }) =>
  removeSavedSearch(user, params.id),
);
