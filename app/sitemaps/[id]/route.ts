import { z } from 'zod';
import { DomainError } from '@/lib/errors/domain-error';
import { route } from '@/lib/handlers/route';
import { getSitemapFile } from '@/lib/seo/service';
import { textStream, XML_HEADERS } from '@/lib/seo/stream';

export const dynamic = 'force-dynamic';

/** `/sitemaps/properties-3.xml`: the `.xml` keeps proxy.ts from treating it as a localized page. */
export const GET = route({ params: z.object({ id: z.string().max(64) }) }, async ({ params }) => {
  const file = await getSitemapFile(params.id);
  if (!file) throw new DomainError('NotFound', 'notFound');
  return new Response(textStream(file), { headers: XML_HEADERS });
});
