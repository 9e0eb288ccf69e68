import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import * as notificationsRoute from '@/app/api/account/notifications/route';
import * as profileRoute from '@/app/api/account/profile/route';
import { DEFAULT_APPLICANT_PROFILE } from '@/lib/accounts/profile-schema';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@/lib/email/preferences';
import { users } from '@/lib/db/schema/accounts';
import { applicantProfiles, notificationPreferences } from '@/lib/db/schema/profiles';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { describeEachEngine } from './support/databases';
import { apiRequest, type ApiCall } from './support/api-requests';
import { signedInUser } from './support/sessions';

const profile = {
  get: (call?: ApiCall) => profileRoute.GET(apiRequest('GET', 'account/profile', call)),
  put: (call?: ApiCall) => profileRoute.PUT(apiRequest('PUT', 'account/profile', call)),
};
const notifications = {
  get: (call?: ApiCall) => notificationsRoute.GET(apiRequest('GET', 'account/notifications', call)),
  put: (call?: ApiCall) => notificationsRoute.PUT(apiRequest('PUT', 'account/notifications', call)),
};

const FILLED = {
  adults: 2,
  children: 1,
  pets: true,
  occupation: 'student',
  incomeBand: '20to30k',
  moveInDate: '2027-02-01',
  introduction: 'Vi er en lille familie med en kat.',
} as const;

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-profile-suite-0123456789');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await stopBackgroundDelivery();
});

describeEachEngine(
  'account profile and notifications API',
  (ctx) => {
    const db = () => ctx.handle.db;

    afterEach(async () => {
      await stopBackgroundDelivery();
    });

    it('answers 401 without a session, for reads and writes', async () => {
      expect((await profile.get()).status).toBe(401);
      expect((await profile.put({ body: FILLED })).status).toBe(401);
      expect((await notifications.get()).status).toBe(401);
      expect((await notifications.put({ body: DEFAULT_NOTIFICATION_PREFERENCES })).status).toBe(401);
      expect((await profile.get({ cookie: 'better-auth.session_token=forged.value' })).status).toBe(401);
    });

    it('a new user reads the defaults, saves a profile and reads it back', async () => {
      const { cookie, id } = await signedInUser(db());
      const before = await profile.get({ cookie });
      expect(before.status).toBe(200);
      expect(await before.json()).toEqual(DEFAULT_APPLICANT_PROFILE);

      const saved = await profile.put({ cookie, body: FILLED });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual(FILLED);
      expect(await (await profile.get({ cookie })).json()).toEqual(FILLED);

      // Saving again updates the one row (keyed by the user).
      expect((await profile.put({ cookie, body: { ...FILLED, moveInDate: null, pets: false } })).status).toBe(200);
      const rows = await db().select().from(applicantProfiles).where(eq(applicantProfiles.userId, id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ pets: false, moveInDate: null });
    });

    it('notification preferences default to all on except newsletters, and save', async () => {
      const { cookie } = await signedInUser(db());
      expect(await (await notifications.get({ cookie })).json()).toEqual({
        applicationUpdates: true,
        offers: true,
        viewingInvitations: true,
        savedSearchAlerts: true,
        waitingListNews: true,
        messages: true,
        newsletters: false,
      });
      const wanted = { ...DEFAULT_NOTIFICATION_PREFERENCES, offers: false, newsletters: true };
      expect((await notifications.put({ cookie, body: wanted })).status).toBe(200);
      expect(await (await notifications.get({ cookie })).json()).toEqual(wanted);
    });

    it("another user's session never sees nor changes the first user's data", async () => {
      const first = await signedInUser(db());
      const second = await signedInUser(db());
      await profile.put({ cookie: first.cookie, body: FILLED });
      await notifications.put({ cookie: first.cookie, body: { ...DEFAULT_NOTIFICATION_PREFERENCES, offers: false } });

      expect(await (await profile.get({ cookie: second.cookie })).json()).toEqual(DEFAULT_APPLICANT_PROFILE);
      expect(await (await notifications.get({ cookie: second.cookie })).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

      // A user id smuggled into the body is ignored (and stripped by the schema): the write lands on the session user.
      const smuggled = await profile.put({ cookie: second.cookie, body: { ...FILLED, adults: 5, userId: first.id } });
      expect(smuggled.status).toBe(200);
      expect((await (await profile.get({ cookie: first.cookie })).json()).adults).toBe(2);
      expect((await (await profile.get({ cookie: second.cookie })).json()).adults).toBe(5);
    });

    it('rejects an invalid body with 400 naming the field, in the request language', async () => {
      const { cookie } = await signedInUser(db());
      const tooMany = await profile.put({ cookie, body: { ...FILLED, adults: 11 } });
      expect(tooMany.status).toBe(400);
      expect(tooMany.headers.get('Hjemly-Invalid-Field')).toBe('adults');

      const badDate = await profile.put({ cookie, body: { ...FILLED, moveInDate: '2027-13-40' } });
      expect(badDate.status).toBe(400);
      expect(badDate.headers.get('Hjemly-Invalid-Field')).toBe('moveInDate');
      // The form's own words for the rule, not the generic sentence.
      expect(await badDate.text()).toBe('Enter a valid date.');

      const longText = await profile.put({ cookie, body: { ...FILLED, introduction: 'x'.repeat(1001) } });
      expect(longText.status).toBe(400);
      expect(longText.headers.get('Hjemly-Invalid-Field')).toBe('introduction');

      const badOccupation = await profile.put({ cookie, body: { ...FILLED, occupation: 'astronaut' } });
      expect(badOccupation.status).toBe(400);
      expect(badOccupation.headers.get('Hjemly-Invalid-Field')).toBe('occupation');

      const badFlag = await notifications.put({ cookie, body: { ...DEFAULT_NOTIFICATION_PREFERENCES, offers: 'yes' } });
      expect(badFlag.status).toBe(400);
      expect(await badFlag.text()).toContain('offers');

      // Nothing was written.
      expect(await (await profile.get({ cookie })).json()).toEqual(DEFAULT_APPLICANT_PROFILE);
    });

    it('refuses a forged Origin with 403 and writes nothing', async () => {
      const { cookie, id } = await signedInUser(db());
      const forged = await profile.put({ cookie, body: FILLED, origin: 'https://evil.example' });
      expect(forged.status).toBe(403);
      const forgedPrefs = await notifications.put({ cookie, body: DEFAULT_NOTIFICATION_PREFERENCES, origin: 'https://evil.example' });
      expect(forgedPrefs.status).toBe(403);
      expect(await db().select().from(applicantProfiles).where(eq(applicantProfiles.userId, id))).toHaveLength(0);
      expect(await db().select().from(notificationPreferences).where(eq(notificationPreferences.userId, id))).toHaveLength(0);
    });

    it('a deactivated user gets 403', async () => {
      const { cookie, id } = await signedInUser(db());
      await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, id));
      expect((await profile.get({ cookie })).status).toBe(403);
    });

    it('deleting the user removes the profile and preferences (on delete cascade)', async () => {
      const { cookie, id } = await signedInUser(db());
      await profile.put({ cookie, body: FILLED });
      await notifications.put({ cookie, body: DEFAULT_NOTIFICATION_PREFERENCES });
      await db().delete(users).where(eq(users.id, id));
      expect(await db().select().from(applicantProfiles).where(eq(applicantProfiles.userId, id))).toHaveLength(0);
      expect(await db().select().from(notificationPreferences).where(eq(notificationPreferences.userId, id))).toHaveLength(0);
    });
  },
  { install: true },
);
