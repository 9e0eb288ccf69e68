import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import * as emailRoute from '@/app/api/account/email/route';
import * as personalInfoRoute from '@/app/api/account/personal-info/route';
import { findUserIdByEmail, setDeactivated } from '@/lib/accounts/account-repository';
import { sessions, users } from '@/lib/db/schema/accounts';
import { emailMessages } from '@/lib/db/schema/email';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { describeEachEngine } from './support/databases';
import { apiRequest, type ApiCall } from './support/api-requests';
import { authGet, authPost, signedInUser, TEST_PASSWORD } from './support/sessions';

const personalInfo = {
  get: (call?: ApiCall) => personalInfoRoute.GET(apiRequest('GET', 'account/personal-info', call)),
  put: (call?: ApiCall) => personalInfoRoute.PUT(apiRequest('PUT', 'account/personal-info', call)),
};
const changeEmail = (call?: ApiCall) => emailRoute.POST(apiRequest('POST', 'account/email', call));

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-personal-info-suite-0123456789');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await stopBackgroundDelivery();
});

describeEachEngine(
  'account personal information, e-mail change and deactivation',
  (ctx) => {
    const db = () => ctx.handle.db;

    afterEach(async () => {
      await stopBackgroundDelivery();
    });

    async function lastMailTo(email: string) {
      const [mail] = await db().select().from(emailMessages).where(eq(emailMessages.to, email)).orderBy(desc(emailMessages.id)).limit(1);
      return mail;
    }

    it('answers 401 without a session and 403 with a forged Origin', async () => {
      expect((await personalInfo.get()).status).toBe(401);
      expect((await personalInfo.put({ body: { name: 'X', phone: '' } })).status).toBe(401);
      expect((await changeEmail({ body: { newEmail: 'a@example.dk', password: TEST_PASSWORD } })).status).toBe(401);

      const { cookie } = await signedInUser(db());
      const forged = await personalInfo.put({ cookie, origin: 'https://evil.example', body: { name: 'Mallory', phone: '' } });
      expect(forged.status).toBe(403);
      expect(((await (await personalInfo.get({ cookie })).json()) as { name: string }).name).toBe('Ida Holm');
    });

    it('reads and saves name and phone of the session user only', async () => {
      const first = await signedInUser(db(), { name: 'Ida Holm' });
      const second = await signedInUser(db(), { name: 'Bo Lund' });
      expect(await (await personalInfo.get({ cookie: first.cookie })).json()).toEqual({
        name: 'Ida Holm',
        email: first.email,
        phone: null,
      });

      const saved = await personalInfo.put({ cookie: first.cookie, body: { name: '  Ida Marie Holm ', phone: '+45 20 30 40 50' } });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ name: 'Ida Marie Holm', email: first.email, phone: '+4520304050' });

      // An id or e-mail smuggled into the body changes nothing of anyone else's, nor the e-mail.
      await personalInfo.put({ cookie: second.cookie, body: { name: 'Bo', phone: '', id: first.id, email: 'x@example.dk' } });
      expect(((await (await personalInfo.get({ cookie: first.cookie })).json()) as { name: string }).name).toBe('Ida Marie Holm');
      expect(await (await personalInfo.get({ cookie: second.cookie })).json()).toEqual({ name: 'Bo', email: second.email, phone: null });
    });

    it('rejects an empty name and a malformed phone with 400 naming the field, changing nothing', async () => {
      const { cookie } = await signedInUser(db());
      const noName = await personalInfo.put({ cookie, body: { name: '   ', phone: '' } });
      expect(noName.status).toBe(400);
      expect(await noName.text()).toContain('name');
      const badPhone = await personalInfo.put({ cookie, body: { name: 'Ida', phone: '12ab' } });
      expect(badPhone.status).toBe(400);
      expect(await badPhone.text()).toContain('phone');
      expect(((await (await personalInfo.get({ cookie })).json()) as { name: string }).name).toBe('Ida Holm');
    });

    it('changes the e-mail only with the password, through a link mailed to the new address', async () => {
      const { cookie, email, id } = await signedInUser(db());
      const target = `new-${Date.now()}@example.dk`;

      const wrong = await changeEmail({ cookie, body: { newEmail: target, password: 'not-the-password' } });
      expect(wrong.status).toBe(422);
      expect(await wrong.text()).toBe('The password is incorrect.');
      expect(await lastMailTo(target)).toBeUndefined();

      const same = await changeEmail({ cookie, body: { newEmail: email.toUpperCase(), password: TEST_PASSWORD } });
      expect(same.status).toBe(422);

      expect((await changeEmail({ cookie, body: { newEmail: target, password: TEST_PASSWORD } })).status).toBe(204);
      const mail = await lastMailTo(target);
      expect(mail.template).toBe('changeEmail');
      // Nothing changes until the link is opened.
      expect((await db().select({ email: users.email }).from(users).where(eq(users.id, id)))[0].email).toBe(email);

      const link = mail.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
      expect(link).toBeDefined();
      expect(decodeURIComponent(link!)).toContain('/konto/personlig-info?email=changed');
      expect((await authGet(link!, { cookie })).status).toBeLessThan(400);
      expect((await db().select({ email: users.email }).from(users).where(eq(users.id, id)))[0].email).toBe(target);
    });

    it('gives an address that already has an account the same answer, and sends it nothing', async () => {
      const owner = await signedInUser(db());
      const other = await signedInUser(db());
      expect((await changeEmail({ cookie: owner.cookie, body: { newEmail: other.email, password: TEST_PASSWORD } })).status).toBe(204);
      const mails = await db()
        .select()
        .from(emailMessages)
        .where(and(eq(emailMessages.to, other.email), eq(emailMessages.template, 'changeEmail')));
      expect(mails).toHaveLength(0);
    });

    it('limits password checks to 5 per 15 minutes per user', async () => {
      const { cookie } = await signedInUser(db());
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await changeEmail({ cookie, body: { newEmail: `x${i}@example.dk`, password: 'wrong-guess-1' } })).status);
      expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    });

    it('refuses direct calls to better-auth change-email and update-user from a browser', async () => {
      const { cookie, id, email } = await signedInUser(db());
      expect((await authPost('/change-email', { cookie, body: { newEmail: 'direct@example.dk' } })).status).toBe(404);
      expect((await authPost('/update-user', { cookie, body: { name: 'x'.repeat(5000) } })).status).toBe(404);
      const [row] = await db().select({ email: users.email, name: users.name }).from(users).where(eq(users.id, id));
      expect(row).toEqual({ email, name: 'Ida Holm' });
    });

    it("refuses better-auth's verify-password from a browser: it would be a password oracle without our per-user limit", async () => {
      const { cookie } = await signedInUser(db());
      const ip = '10.9.9.9';
      const statuses = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await authPost('/verify-password', { cookie, ip, body: { password: `guess-${i}-x` } })).status);
      expect(statuses).toEqual(Array(7).fill(404));
      expect((await authPost('/verify-password', { cookie, ip, body: { password: TEST_PASSWORD } })).status).toBe(404);
    });

    it('deactivating ends every session: better-auth and our API refuse the old cookie', async () => {
      const { cookie, email, id } = await signedInUser(db());
      expect((await personalInfo.get({ cookie })).status).toBe(200);
      await setDeactivated(db(), (await findUserIdByEmail(db(), email.toUpperCase()))!, new Date());
      expect(await db().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
      expect(await (await authGet('/get-session', { cookie })).json()).toBeNull();
      expect((await personalInfo.get({ cookie })).status).toBe(401);
      const signIn = await authPost('/sign-in/email', { body: { email, password: TEST_PASSWORD } });
      expect(signIn.status).toBe(403);
    });
  },
  { install: true },
);
