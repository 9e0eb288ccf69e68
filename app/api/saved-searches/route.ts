import { requestSite } from '@/lib/http/request-site';
import { route } from '@/lib/handlers/route';
import { createSavedSearchSchema, SAVED_SEARCH_MESSAGES } from '@/lib/saved-searches/schema';
import { createSavedSearch, listSavedSearches, SAVED_SEARCH_WRITE_LIMIT } from '@/lib/saved-searches/service';

export const GET = route({ auth: 'required' }, async ({ user, request }) => listSavedSearches(user, requestSite(request.headers)));

export const POST = route(
  {
    auth: 'required',
    body: createSavedSearchSchema,
    messages: SAVED_SEARCH_MESSAGES,
    rateLimit: { rule: SAVED_SEARCH_WRITE_LIMIT, per: 'user' },
  },
  async ({ user, body, locale }) => Response.json(await createSavedSearch(user, body, locale), { status: 201 }),
);
