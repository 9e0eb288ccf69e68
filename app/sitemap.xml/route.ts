import { route } from '@/lib/handlers/route';
import { getSitemapIndex } from '@/lib/seo/service';
import { XML_HEADERS } from '@/lib/seo/stream';

// Read from the database on request, never prerendered at build time.
export const dynamic = 'force-dynamic';

export const GET = route({}, async () => new Response(await getSitemapIndex(), { headers: XML_HEADERS }));
