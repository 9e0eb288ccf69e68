import { route } from '@/lib/http/route';
import { searchQuerySchema } from '@/lib/search/schema';
import { searchProperties } from '@/lib/search/service';

export const GET = route({ query: searchQuerySchema }, ({ query, locale }) => searchProperties(query, locale));
