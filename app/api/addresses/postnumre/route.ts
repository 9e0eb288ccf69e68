import { postnumreByKommuneQuerySchema } from '@/lib/addresses/schema';
import { ADDRESS_CACHE_CONTROL, postnumreByKommune } from '@/lib/addresses/service';
import { route } from '@/lib/handlers/route';

export const GET = route({ query: postnumreByKommuneQuerySchema }, async ({ query }) =>
  Response.json(await postnumreByKommune(query), { headers: { 'Cache-Control': ADDRESS_CACHE_CONTROL } }),
);
