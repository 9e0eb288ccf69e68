import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import * as feedbackRoute from '@/app/api/feedback/route';
import { emailMessages } from '@/lib/db/schema/email';
import { feedback } from '@/lib/db/schema/feedback';
import { stopBackgroundDelivery } from '@/lib/email/service';
import { describeEachEngine } from './support/databases';
import { apiRequest, type ApiCall } from './support/api-requests';
import { freshIp, signedInUser } from './support/sessions';

const send = ({ ip = freshIp(), ...call }: ApiCall & { body: unknown }) =>
  feedbackRoute.POST(apiRequest('POST', 'feedback', { ...call, ip }));

const VALID = { message: 'Kortet på søgesiden er svært at bruge på mobilen.', email: '', page: '/soeg?visning=kort' };

beforeAll(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'test-secret-for-the-feedback-suite-0123456789');
  vi.stubEnv('FEEDBACK_EMAIL', 'team@example.dk');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await stopBackgroundDelivery();
});

describeEachEngine(
  'feedback',
  (ctx) => {
    const db = () => ctx.handle.db;
    afterEach(async () => {
      await stopBackgroundDelivery();
      await db().delete(feedback);
      await db().delete(emailMessages);
    });

    it('stores the feedback and mails it to the team in Danish', async () => {
      const response = await send({ body: { ...VALID, email: 'Ole@Example.dk' } });
      expect(response.status).toBe(204);
      const rows = await db().select().from(feedback);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        message: VALID.message,
        email: 'Ole@Example.dk',
        page: '/soeg?visning=kort',
        locale: 'en-DK',
        userId: null,
      });
      const [mail] = await db().select().from(emailMessages).where(eq(emailMessages.to, 'team@example.dk'));
      expect(mail).toMatchObject({ template: 'feedbackReceived', locale: 'da-DK' });
      expect(mail.text).toContain(VALID.message);
      expect(mail.text).toContain('Ole@Example.dk');
      expect(mail.headers).toEqual({ 'Reply-To': 'Ole@Example.dk' });
    });

    it("links a signed-in person's feedback to the account", async () => {
      const { cookie, id } = await signedInUser(db());
      expect((await send({ body: VALID, cookie })).status).toBe(204);
      expect((await db().select().from(feedback))[0].userId).toBe(id);
      // No address given: an answer has nowhere to go but the form, so no Reply-To.
      expect((await db().select().from(emailMessages))[0].headers).toBeNull();
    });

    it('rejects bad input with 400 naming the field, storing and mailing nothing', async () => {
      const cases = [
        [{ ...VALID, message: 'kort' }, 'message'],
        [{ ...VALID, message: 'x'.repeat(5001) }, 'message'],
        [{ ...VALID, email: 'ikke-en-mail' }, 'email'],
        [{ ...VALID, page: 'https://evil.example/' }, 'page'],
        [{ ...VALID, page: '//evil.example' }, 'page'],
      ] as const;
      for (const [body, field] of cases) {
        const response = await send({ body });
        expect(response.status).toBe(400);
        expect(response.headers.get('Hjemly-Invalid-Field')).toBe(field);
      }
      expect(await (await send({ body: { ...VALID, message: 'kort' } })).text()).toBe('Write at least 10 characters.');
      expect(await db().select().from(feedback)).toHaveLength(0);
      expect(await db().select().from(emailMessages)).toHaveLength(0);
    });

    it('refuses a forged Origin', async () => {
      expect((await send({ body: VALID, origin: 'https://evil.example' })).status).toBe(403);
      expect(await db().select().from(feedback)).toHaveLength(0);
    });

    it('allows 5 per hour from one address, then answers 429 in the request language', async () => {
      const ip = freshIp();
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await send({ body: VALID, ip })).status);
      expect(statuses).toEqual([204, 204, 204, 204, 204]);
      const limited = await send({ body: VALID, ip, locale: 'da' });
      expect(limited.status).toBe(429);
      expect(await limited.text()).toBe('For mange forsøg. Vent lidt, og prøv igen.');
      expect((await send({ body: VALID })).status).toBe(204);
      expect(await db().select().from(feedback)).toHaveLength(6);
    });
  },
  { install: true },
);
