import 'server-only';
import { getAuth, throwIfDatabaseDown } from './auth';

/** The signed-in person as our own API handlers see them; no tokens, no password data. */
export type SessionUser = { id: string; name: string; email: string; deactivated: boolean };

/**
 * The user of the session cookie in `headers`, or null (no cookie, expired, revoked or forged).
 * A deactivated user still resolves — with `deactivated: true` — so callers answer 403 rather than 401.
 */
export async function getSessionUser(headers: Headers): Promise<SessionUser | null> {
  const auth = await getAuth();
  // disableRefresh: a lookup for our API must not rewrite the cookie on a response it does not own.
  const session = await auth.api.getSession({ headers, query: { disableRefresh: true } }).catch(async (error: unknown) => {
    await throwIfDatabaseDown();
    throw error;
  });
  if (!session) return null;
  const { id, name, email, deactivatedAt } = session.user;
  return { id, name, email, deactivated: Boolean(deactivatedAt) };
}
