import { requestSite } from '@/lib/http/request-site';
import { route } from '@/lib/handlers/route';
import { mapQuerySchema } from '@/lib/search/schema';
import { searchMapArea } from '@/lib/search/service';
import { companyScopeFor } from '@/lib/white-label/service';

export const GET = route({ query: mapQuerySchema }, async ({ query, request }) =>
  searchMapArea(query, query.bbox, await companyScopeFor(requestSite(request.headers))),
);
