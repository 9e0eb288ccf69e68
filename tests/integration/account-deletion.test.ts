import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import * as accountRoute from '@/app/api/account/route';
import { applications } from '@/lib/db/schema/applications';
import { accounts, companyMembers, sessions, users } from '@/lib/db/schema/accounts';
import { emailMessages } from '@/lib/db/schema/email';
import { applicantProfiles } from '@/lib/db/schema/profiles';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';
import { apiRequest, type ApiCall } from './support/api-requests';
import { authGet, authPost, sessionCookie, signedInUser, TEST_PASSWORD } from './support/sessions';

const deleteAccount = ({ password = TEST_PASSWORD, ...call }: ApiCall & { password?: string } = {}) =>
  accountRoute.DELETE(apiRequest('DELETE', 'account', { ...call, body: { password } }));

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-deletion-suite-0123456789');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await stopBackgroundDelivery();
});

describeEachEngine(
  'account deletion',
  (ctx) => {
    const db = () => ctx.handle.db;

    afterEach(async () => {
      await stopBackgroundDelivery();
    });

    async function applicationOf(userId: string, inactive: boolean) {
      const group = await createGroup(db());
      const home = await createHome(db(), group.id);
      const [row] = await db()
        .insert(applications)
        .values({
          userId,
          propertyId: home.id,
          companyId: group.companyId,
          name: 'Ida Holm',
          email: 'ida@example.dk',
          phone: '20304050',
          message: 'Hej',
          status: inactive ? 'withdrawn' : 'sent',
          inactiveAt: inactive ? new Date() : null,
        })
        .returning();
      return row;
    }

    const userExists = async (id: string) => (await db().select().from(users).where(eq(users.id, id))).length === 1;

    it('needs a session, the same site and the password', async () => {
      expect((await deleteAccount()).status).toBe(401);
      const { cookie, id } = await signedInUser(db());
      expect((await deleteAccount({ cookie, origin: 'https://evil.example' })).status).toBe(403);
      const wrong = await deleteAccount({ cookie, password: 'not-my-password' });
      expect(wrong.status).toBe(422);
      expect(await wrong.text()).toBe('The password is incorrect.');
      expect(await userExists(id)).toBe(true);
    });

    it('is refused with active applications, in the request language, changing nothing', async () => {
      const { cookie, id } = await signedInUser(db());
      await applicationOf(id, false);
      const refused = await deleteAccount({ cookie });
      expect(refused.status).toBe(409);
      expect(await refused.text()).toBe('You cannot delete your account while you have active applications. Cancel them first.');
      const inDanish = await deleteAccount({ cookie, locale: 'da' });
      expect(await inDanish.text()).toBe('Du kan ikke slette din konto, mens du har aktive ansøgninger. Annullér dem først.');
      expect(await userExists(id)).toBe(true);
      expect((await authGet('/get-session', { cookie })).status).toBe(200);
    });

    it('is refused for a member of a company account', async () => {
      const { cookie, id } = await signedInUser(db());
      const group = await createGroup(db());
      await db().insert(companyMembers).values({ userId: id, companyId: group.companyId });
      const refused = await deleteAccount({ cookie });
      expect(refused.status).toBe(422);
      expect(await refused.text()).toBe('You cannot delete an account that is part of a company account. Please contact support.');
      expect(await userExists(id)).toBe(true);
    });

    it('otherwise removes the person, ends every session, anonymises old applications and confirms by e-mail', async () => {
      const { cookie, id, email } = await signedInUser(db());
      const secondDevice = sessionCookie(await authPost('/sign-in/email', { body: { email, password: TEST_PASSWORD } }))!.pair;
      await db().insert(applicantProfiles).values({ userId: id, introduction: 'Om mig' });
      const old = await applicationOf(id, true);

      expect((await deleteAccount({ cookie })).status).toBe(204);

      expect(await userExists(id)).toBe(false);
      expect(await db().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
      expect(await db().select().from(accounts).where(eq(accounts.userId, id))).toHaveLength(0);
      expect(await db().select().from(applicantProfiles).where(eq(applicantProfiles.userId, id))).toHaveLength(0);
      const [kept] = await db().select().from(applications).where(eq(applications.id, old.id));
      expect(kept).toMatchObject({ userId: null, name: null, email: null, phone: null, message: null, status: 'withdrawn' });
      expect(kept.anonymisedAt).not.toBeNull();

      expect(await (await authGet('/get-session', { cookie })).json()).toBeNull();
      expect(await (await authGet('/get-session', { cookie: secondDevice })).json()).toBeNull();
      // The earlier mail to the address (the sign-up verification) is gone; only the confirmation is left.
      const mails = await db().select().from(emailMessages).where(eq(emailMessages.to, email));
      expect(mails.map((m) => m.template)).toEqual(['accountDeleted']);
    });
  },
  { install: true },
);
