import { createHash } from 'node:crypto';

/** A strong ETag of a body: the same bytes give the same tag on every node. */
export function etagFor(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match may list several tags, weak or strong; `*` matches any. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * 304 with `headers` (which carry the ETag and the caching rules a 304 must repeat) when the
 * request already holds that ETag; null when the caller has to send the body.
 */
export function notModified(request: Request, headers: Record<string, string> & { ETag: string }): Response | null {
  return etagMatches(request.headers.get('if-none-match'), headers.ETag) ? new Response(null, { status: 304, headers }) : null;
}
