import 'server-only';
import { getDb } from '@/lib/db/client';
import { findSessionUser } from './account-repository';
import { getAuth } from './auth';
import { cookieValue, verifiedToken } from './session-cookie';

/** The signed-in person as our own API handlers see them; no tokens, no password data. */
export type SessionUser = { id: string; name: string; email: string; deactivated: boolean };

/** better-auth's name for the session cookie (with its `__Secure-` prefix where it adds one) and its secret. */
async function sessionCookieSettings() {
  const context = await (await getAuth()).$context;
  return { name: context.authCookies.sessionToken.name, secret: context.secret };
}

/**
 * The user of the session cookie in `headers`, or null (no cookie, expired, revoked or forged).
 * A deactivated user still resolves — with `deactivated: true` — so callers answer 403 rather than 401.
 * Read only: a look-up for a page or our API never rewrites the cookie on a response it does not own
 * (better-auth's own /get-session refreshes it).
 */
export async function getSessionUser(headers: Headers, now = new Date()): Promise<SessionUser | null> {
  const { name, secret } = await sessionCookieSettings();
  const value = cookieValue(headers.get('cookie'), name);
  const token = value === null ? null : verifiedToken(value, secret);
  if (!token) return null;
  const user = await findSessionUser(await getDb(), token, now);
  if (!user) return null;
  return { id: user.id, name: user.name, email: user.email, deactivated: Boolean(user.deactivatedAt) };
}
