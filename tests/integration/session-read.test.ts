import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { getAuth } from '@/lib/accounts/auth';
import { getSessionUser } from '@/lib/accounts/session';
import { sessions, users } from '@/lib/db/schema/accounts';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { describeEachEngine } from './support/databases';
import { authPost, SESSION_COOKIE_NAME, signedInUser } from './support/sessions';

// getSessionUser reads better-auth's cookie itself (lib/accounts/session-cookie.ts): each test holds
// what it answers against what better-auth's own look-up answers for the same cookie.
beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-session-read-suite-0123');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await stopBackgroundDelivery();
});

const headersWith = (cookie: string) => new Headers({ cookie: `hjemly_consent=1; ${cookie}; other=x` });

async function betterAuthUser(cookie: string) {
  const session = await (await getAuth()).api.getSession({ headers: headersWith(cookie), query: { disableRefresh: true } });
  return session?.user.id ?? null;
}

/** The cookie with one character of its signature changed. */
function tampered(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(SESSION_COOKIE_NAME.length + 1));
  const at = value.lastIndexOf('.') + 1;
  const flipped = value[at] === 'A' ? 'B' : 'A';
  return `${SESSION_COOKIE_NAME}=${encodeURIComponent(value.slice(0, at) + flipped + value.slice(at + 1))}`;
}

describeEachEngine(
  'reading the session cookie',
  (ctx) => {
    const db = () => ctx.handle.db;

    it('finds the person of a cookie better-auth set, as better-auth does', async () => {
      const { cookie, id, email } = await signedInUser(db());
      expect(await betterAuthUser(cookie)).toBe(id);
      expect(await getSessionUser(headersWith(cookie))).toEqual({ id, name: 'Ida Holm', email, deactivated: false });
    });

    it('refuses a forged signature, a token without one and no cookie at all', async () => {
      const { cookie } = await signedInUser(db());
      expect(await getSessionUser(headersWith(tampered(cookie)))).toBeNull();
      expect(await betterAuthUser(tampered(cookie))).toBeNull();
      const token = decodeURIComponent(cookie.split('=')[1]).split('.')[0];
      expect(await getSessionUser(headersWith(`${SESSION_COOKIE_NAME}=${token}`))).toBeNull();
      expect(await getSessionUser(new Headers())).toBeNull();
    });

    it('refuses a session that has expired or was signed out', async () => {
      const expired = await signedInUser(db());
      await db()
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, expired.id));
      expect(await getSessionUser(headersWith(expired.cookie))).toBeNull();

      const signedOut = await signedInUser(db());
      expect((await authPost('/sign-out', { cookie: signedOut.cookie })).status).toBe(200);
      expect(await betterAuthUser(signedOut.cookie)).toBeNull();
      expect(await getSessionUser(headersWith(signedOut.cookie))).toBeNull();
    });

    it('counts expiry against the time it is given', async () => {
      const { cookie, id } = await signedInUser(db());
      const [session] = await db().select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, id));
      expect(await getSessionUser(headersWith(cookie), new Date(session.expiresAt.getTime() - 1))).not.toBeNull();
      expect(await getSessionUser(headersWith(cookie), session.expiresAt)).toBeNull();
    });

    it("looks the session up once per request, judging its expiry at each caller's time", async () => {
      const { cookie, id } = await signedInUser(db());
      const request = headersWith(cookie);
      const [session] = await db().select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, id));
      expect(await getSessionUser(request)).toMatchObject({ id });
      await db().delete(sessions).where(eq(sessions.userId, id));
      // The same request reads the row it already found; a new request finds none.
      expect(await getSessionUser(request)).toMatchObject({ id });
      expect(await getSessionUser(request, session.expiresAt)).toBeNull();
      expect(await getSessionUser(headersWith(cookie))).toBeNull();
    });

    it('still finds a deactivated person, marked so', async () => {
      const { cookie, id } = await signedInUser(db());
      await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, id));
      expect(await getSessionUser(headersWith(cookie))).toMatchObject({ id, deactivated: true });
    });
  },
  { install: true },
);
