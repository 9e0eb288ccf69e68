import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/accounts/secret';

/*
 * The link in an alert mail that stops its searches' mails without signing in (RFC 8058). It names
 * the searches and the moment the mail was made, signed with an HMAC of the server's secret: nobody
 * can make one for another person's search, and each mail's link is its own, so a used one can be
 * remembered (saved_search_unsubscribes) and a replay changes nothing.
 *
 * Form: `<id>-<id>….<issued, base 36 ms>.<HMAC-SHA256, base64url>`; URL-safe as it stands.
 */

export type UnsubscribeClaim = { searchIds: number[]; issuedAt: Date };

const SHAPE = /^(\d{1,10}(?:-\d{1,10}){0,49})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;
const PURPOSE = 'saved-search-unsubscribe';

function signature(ids: string, issued: string, secret: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${ids}\n${issued}`).digest('base64url');
}

export function signUnsubscribeToken(claim: UnsubscribeClaim, secret = authSecret()): string {
  const ids = [...new Set(claim.searchIds)].sort((a, b) => a - b).join('-');
  const issued = claim.issuedAt.getTime().toString(36);
  return `${ids}.${issued}.${signature(ids, issued, secret)}`;
}

/** The claim of a token we signed; null for anything else (a forged, altered or malformed one). */
export function verifyUnsubscribeToken(token: string, secret = authSecret()): UnsubscribeClaim | null {
  const match = SHAPE.exec(token);
  if (!match) return null;
  const [, ids, issued, given] = match;
  const expected = Buffer.from(signature(ids, issued, secret));
  if (!timingSafeEqual(expected, Buffer.from(given))) return null;
  const searchIds = ids.split('-').map(Number);
  if (searchIds.some((id) => !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)) return null;
  return { searchIds, issuedAt: new Date(parseInt(issued, 36)) };
}

/** What is kept of a used token: its hash, never the token. */
export function unsubscribeTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
