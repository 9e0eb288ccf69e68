import { etagMatches } from '@/lib/http/etag';
import { frontendQuerySchema } from './schema';
import { frontendAnswer } from './service';

type Init = { headers?: Record<string, string> };

/**
 * `fetch` for the server's flag client when our own flags are the source: it answers as
 * `GET /api/frontend` does (ETag, 304, 401 for an unknown key), from the database, without a
 * request to ourselves. So the server's client is the same SDK as with Unleash.
 */
export async function localFrontendFetch(url: string, init: Init = {}): Promise<Response> {
  const headers = init.headers ?? {};
  const context = frontendQuerySchema.parse(Object.fromEntries(new URL(url).searchParams));
  const answer = await frontendAnswer(headers.authorization ?? null, context);
  if (!answer) return Response.json({ message: 'invalid client key' }, { status: 401 });
  if (etagMatches(headers['if-none-match'] ?? null, answer.etag))
    return new Response(null, { status: 304, headers: { ETag: answer.etag } });
  return new Response(answer.body, { headers: { ETag: answer.etag, 'Content-Type': 'application/json' } });
}
