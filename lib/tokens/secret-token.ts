import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/**
 * A link token for the token pages (viewings, surveys, offers, contracts, waiting-list sign-ups):
 * 32 random bytes in the URL, only its SHA-256 in the database, so a leaked table opens nothing.
 * The store that keeps them, with purpose, subject and expiry, is ./service.ts.
 */
export type IssuedToken = { token: string; hash: string };

/** 43 url-safe characters; anything else is not one of ours and is answered like an unknown token. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function issueToken(): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The hash to look up, or null for a string that cannot be a token (skip the query: it is a 404). */
export function lookupHash(token: string): string | null {
  return TOKEN_SHAPE.test(token) ? hashToken(token) : null;
}
