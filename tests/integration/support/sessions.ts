import { eq } from 'drizzle-orm';
import { GET, POST } from '@/app/api/auth/[...all]/route';
import { users } from '@/lib/db/schema/accounts';
import type { Db } from '@/lib/db/types';

/** Signed-in users for integration tests, through the real better-auth handler. */

export const ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'Rolig-Fjord-2026';
export const SESSION_COOKIE_NAME = 'better-auth.session_token';

let ipCounter = 0;
/** Rate limits count per IP: every call gets its own address unless it shares one on purpose. */
export const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

let emailCounter = 0;
export const newEmail = (prefix = 'person') => `${prefix}${++emailCounter}-${Date.now()}@example.dk`;

export type AuthCall = { body?: unknown; cookie?: string; ip?: string; headers?: Record<string, string> };

export function authRequest(method: 'GET' | 'POST', pathOrUrl: string, { body, cookie, ip = freshIp(), headers = {} }: AuthCall = {}) {
  const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${ORIGIN}/api/auth${pathOrUrl}`;
  return new Request(url, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      host: 'localhost:3000',
      origin: ORIGIN,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });
}

export const authPost = (p: string, call?: AuthCall) => POST(authRequest('POST', p, call));
export const authGet = (p: string, call?: AuthCall) => GET(authRequest('GET', p, call));

/** `name=value` of the session cookie a response sets, with the attributes it was set with. */
export function sessionCookie(response: Response): { pair: string; attributes: string } | null {
  const header = response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`) && !c.startsWith(`${SESSION_COOKIE_NAME}=;`));
  if (!header) return null;
  const [pair, ...attributes] = header.split(';');
  return { pair, attributes: attributes.join(';') };
}

/**
 * A new user with a verified e-mail (marked verified in the database, skipping the mail round trip
 * the accounts suite tests), signed in: returns its id, e-mail and the `cookie` header value.
 */
export async function signedInUser(db: Db, { email = newEmail(), name = 'Ida Holm', password = TEST_PASSWORD } = {}) {
  const signUp = await authPost('/sign-up/email', { body: { name, email, password, acceptTerms: true } });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signIn = await authPost('/sign-in/email', { body: { email, password } });
  const cookie = sessionCookie(signIn);
  if (signIn.status !== 200 || !cookie) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user.id, email, cookie: cookie.pair };
}
