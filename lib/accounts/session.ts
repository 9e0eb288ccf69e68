import 'server-only';
import { getDb } from '@/lib/db/client';
import { findSession } from './account-repository';
import { getAuth, SESSION_LIFETIME } from './auth';
import { cookieValue, verifiedToken } from './session-cookie';

/** The signed-in person as our own API handlers see them; no tokens, no password data. */
export type SessionUser = { id: string; name: string; email: string; deactivated: boolean };

/** better-auth's name for the session cookie (with its `__Secure-` prefix where it adds one) and its secret. */
async function sessionCookieSettings() {
  const context = await (await getAuth()).$context;
  return { name: context.authCookies.sessionToken.name, secret: context.secret };
}

/** The session token of the request's signed cookie, or null (none, or not signed with our secret). */
async function sessionToken(headers: Headers): Promise<string | null> {
  const { name, secret } = await sessionCookieSettings();
  const value = cookieValue(headers.get('cookie'), name);
  return value === null ? null : verifiedToken(value, secret);
}

/**
 * The request's session row, looked up once per request: the route wrapper (or a page's gate) reads
 * the person, and the header's route then asks whether the same session is due for renewal. Keyed by
 * the request's own Headers object, so it lives exactly as long as the request.
 */
const lookups = new WeakMap<Headers, ReturnType<typeof lookUpSession>>();

async function lookUpSession(headers: Headers) {
  const token = await sessionToken(headers);
  return token ? findSession(await getDb(), token) : null;
}

function sessionOf(headers: Headers) {
  let lookup = lookups.get(headers);
  if (!lookup) {
    lookup = lookUpSession(headers);
    lookups.set(headers, lookup);
  }
  return lookup;
}

/**
 * The user of the session cookie in `headers`, or null (no cookie, expired, revoked or forged).
 * A deactivated user still resolves — with `deactivated: true` — so callers answer 403 rather than 401.
 * Read only: a look-up for a page or our API never rewrites the cookie on a response it does not own
 * (better-auth's own /get-session refreshes it).
 */
export async function getSessionUser(headers: Headers, now = new Date()): Promise<SessionUser | null> {
  const session = await sessionOf(headers);
  if (!session || session.expiresAt <= now) return null;
  return { id: session.id, name: session.name, email: session.email, deactivated: Boolean(session.deactivatedAt) };
}

/** better-auth's rule: a session in use is renewed once its last renewal is a day old. */
function renewalDue(expiresAt: Date, now: Date): boolean {
  const { expiresIn, updateAge } = SESSION_LIFETIME;
  return expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now.getTime();
}

/**
 * The Set-Cookie headers that renew the request's session, when it is due. better-auth renews a
 * session (30 more days, and its cookie sent again) only when its own get-session reads it; the
 * header reads the session without it, so on the day one is due this asks better-auth to do so,
 * and the person who comes back daily stays signed in. Empty on every other day.
 */
export async function sessionRenewal(headers: Headers, now = new Date()): Promise<Headers> {
  const renewal = new Headers();
  const session = await sessionOf(headers);
  if (!session || !renewalDue(session.expiresAt, now)) return renewal;
  const answer = await (await getAuth()).api.getSession({ headers, returnHeaders: true });
  for (const cookie of answer.headers.getSetCookie()) renewal.append('Set-Cookie', cookie);
  return renewal;
}
