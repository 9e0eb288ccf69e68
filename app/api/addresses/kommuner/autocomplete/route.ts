import { kommunerAutocompleteQuerySchema } from '@/lib/addresses/schema';
import { ADDRESS_CACHE_CONTROL, autocompleteKommuner } from '@/lib/addresses/service';
import { route } from '@/lib/handlers/route';

export const GET = route({ query: kommunerAutocompleteQuerySchema }, async ({ query }) =>
  Response.json(await autocompleteKommuner(query), { headers: { 'Cache-Control': ADDRESS_CACHE_CONTROL } }),
);
