import { frontendQuerySchema } from '@/lib/flags/schema';
import { frontendAnswer } from '@/lib/flags/service';
import { DomainError } from '@/lib/errors/domain-error';
import { notModified } from '@/lib/http/etag';
import { route } from '@/lib/handlers/route';

/** The Unleash frontend API: the enabled flags of the key's environment. */
export const GET = route({ query: frontendQuerySchema }, async ({ request, query }) => {
  const answer = await frontendAnswer(request.headers.get('authorization'), query);
  if (!answer) throw new DomainError('Unauthenticated', 'invalidClientKey');
  // The SDK revalidates itself with If-None-Match; no cache in between may hold an old answer.
  const headers = { ETag: answer.etag, 'Cache-Control': 'no-store' };
  return notModified(request, headers) ?? new Response(answer.body, { headers: { ...headers, 'Content-Type': 'application/json' } });
});
