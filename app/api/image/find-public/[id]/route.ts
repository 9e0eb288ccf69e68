import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { imageParamsSchema, imageQuerySchema } from '@/lib/images/schema';
import { renderVariant } from '@/lib/images/service';

// sharp is a native module.
export const runtime = 'nodejs';

// An id's picture never changes (a new upload is a new image), so a variant may be kept for a year.
// The format follows the Accept header, hence Vary.
const CACHE_HEADERS = { 'Cache-Control': 'public, max-age=31536000, immutable', Vary: 'Accept' };

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export const GET = route({ params: imageParamsSchema, query: imageQuerySchema }, async ({ request, params, query }) => {
  const variant = await renderVariant({ id: params.id, ...query, accept: request.headers.get('accept') });
  if (!variant) throw new HttpError(404, 'notFound');
  const headers = { ...CACHE_HEADERS, ETag: variant.etag };
  if (matchesEtag(request.headers.get('if-none-match'), variant.etag)) return new Response(null, { status: 304, headers });
  // Response's types take only ArrayBuffer-backed bytes; Buffer's type also admits shared memory.
  return new Response(new Uint8Array(variant.body), { headers: { ...headers, 'Content-Type': variant.contentType } });
});
