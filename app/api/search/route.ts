import { requestSite } from '@/lib/http/request-site';
import { route } from '@/lib/handlers/route';
import { searchMessages, searchQuerySchema } from '@/lib/search/schema';
import { searchProperties } from '@/lib/search/service';
import { companyScopeFor } from '@/lib/white-label/service';

export const GET = route({ query: searchQuerySchema, messages: searchMessages }, async ({ query, locale, request }) =>
  searchProperties(query, locale, await companyScopeFor(requestSite(request.headers))),
);
