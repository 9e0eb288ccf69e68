import { route } from '@/lib/http/route';
import { mapQuerySchema } from '@/lib/search/schema';
import { searchMapArea } from '@/lib/search/service';

export const GET = route({ query: mapQuerySchema }, ({ query }) => searchMapArea(query, query.bbox));
