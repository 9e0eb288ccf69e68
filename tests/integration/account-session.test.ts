import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as sessionRoute from '@/app/api/account/session/route';
import { SESSION_LIFETIME } from '@/lib/accounts/auth';
import { sessions, users } from '@/lib/db/schema/accounts';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { describeEachEngine } from './support/databases';
import { apiRequest } from './support/api-requests';
import { SESSION_COOKIE_NAME, signedInUser } from './support/sessions';

// The header's one request on every page: who is signed in and the user menu's summary. It reads the
// session without better-auth's endpoint, so it must renew a session in use as that endpoint would.
beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-account-session-suite-01');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await stopBackgroundDelivery();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const read = (cookie?: string) => sessionRoute.GET(apiRequest('GET', 'account/session', { cookie }));
const renewedCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((header) => header.startsWith(`${SESSION_COOKIE_NAME}=`) && !header.startsWith(`${SESSION_COOKIE_NAME}=;`));

describeEachEngine(
  'the account session (GET /api/account/session)',
  (ctx) => {
    const db = () => ctx.handle.db;
    const expiryOf = async (userId: string) =>
      (await db().select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, userId)))[0].expiresAt;

    it('answers null to nobody, and never lets a shared cache keep an answer', async () => {
      const response = await read();
      expect(response.status).toBe(200);
      expect(await response.json()).toBeNull();
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    });

    it('gives each person their own name, address and menu, and no cookie on a day without renewal', async () => {
      const ida = await signedInUser(db(), { name: 'Ida Holm' });
      const jens = await signedInUser(db(), { name: 'Jens Berg' });
      for (const person of [ida, jens]) {
        const response = await read(person.cookie);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(renewedCookie(response)).toBeUndefined();
        const { user, menu } = await response.json();
        expect(user.id).toBe(person.id);
        expect(user.email).toBe(person.email);
        expect(menu).toEqual({ awaiting: 0, companyMember: false });
      }
      expect((await (await read(jens.cookie)).json()).user.name).toBe('Jens Berg');
    });

    it('renews a session whose last renewal is a day old, as better-auth would, and only then', async () => {
      const { cookie, id } = await signedInUser(db());
      // Signed in two days ago: 28 of the 30 days left.
      const twoDaysOld = new Date(Date.now() + SESSION_LIFETIME.expiresIn * 1000 - 2 * DAY_MS);
      await db().update(sessions).set({ expiresAt: twoDaysOld }).where(eq(sessions.userId, id));

      const renewed = await read(cookie);
      expect(renewed.status).toBe(200);
      expect(renewedCookie(renewed)).toMatch(new RegExp(`Max-Age=${SESSION_LIFETIME.expiresIn}`));
      expect((await expiryOf(id)).getTime()).toBeGreaterThan(twoDaysOld.getTime() + DAY_MS);

      const next = await read(cookie);
      expect(renewedCookie(next)).toBeUndefined();
      expect((await next.json()).user.id).toBe(id);
    });

    it('refuses a deactivated account with 403', async () => {
      const { cookie, id } = await signedInUser(db());
      await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, id));
      expect((await read(cookie)).status).toBe(403);
    });
  },
  { install: true },
);
