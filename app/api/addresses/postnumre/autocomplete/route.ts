import { postnumreAutocompleteQuerySchema } from '@/lib/addresses/schema';
import { ADDRESS_CACHE_CONTROL, autocompletePostnumre } from '@/lib/addresses/service';
import { route } from '@/lib/handlers/route';

export const GET = route({ query: postnumreAutocompleteQuerySchema }, async ({ query }) =>
  Response.json(await autocompletePostnumre(query), { headers: { 'Cache-Control': ADDRESS_CACHE_CONTROL } }),
);
