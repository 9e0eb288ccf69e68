import { clientAddress } from '@/lib/http/client-address';
import { DomainError } from '@/lib/errors/domain-error';
import { notModified } from '@/lib/http/etag';
import { route } from '@/lib/handlers/route';
import { imageParamsSchema, imageQuerySchema } from '@/lib/images/schema';
import { renderVariant } from '@/lib/images/service';

// sharp is a native module.
export const runtime = 'nodejs';

// An id's picture never changes (a new upload is a new image), so a variant may be kept for a year.
// The format follows the Accept header, hence Vary.
const CACHE_HEADERS = { 'Cache-Control': 'public, max-age=31536000, immutable', Vary: 'Accept' };

export const GET = route({ params: imageParamsSchema, query: imageQuerySchema }, async ({ request, params, query }) => {
  if (params.id === null) throw new DomainError('NotFound', 'notFound');
  const { headers: sent } = request;
  const variant = await renderVariant({ id: params.id, ...query, accept: sent.get('accept'), clientAddress: clientAddress(sent) });
  if (!variant) throw new DomainError('NotFound', 'notFound');
  const headers = { ...CACHE_HEADERS, ETag: variant.etag };
  // Response's types take only ArrayBuffer-backed bytes; Buffer's type also admits shared memory.
  return (
    notModified(request, headers) ??
    new Response(new Uint8Array(variant.body), { headers: { ...headers, 'Content-Type': variant.contentType } })
  );
});
