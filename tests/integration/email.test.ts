import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { upsertNotificationPreferences } from '@/lib/email/preference-repository';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@/lib/email/preferences';
import { users } from '@/lib/db/schema/accounts';
import { emailMessages } from '@/lib/db/schema/email';
import type { Db } from '@/lib/db/types';
import { claimDueEmail, insertEmail, listRecentEmails } from '@/lib/email/repository';
import { CLAIM_LEASE_MS, deliverDueEmails, enqueueEmail, MAX_ATTEMPTS, stopBackgroundDelivery } from '@/lib/email/service';
import type { EmailRequest } from '@/lib/email/types';
import { renderEmail } from '@/lib/email/templates';
import { smtpTransport, type MailTransport, type OutgoingEmail } from '@/lib/email/transport';
import { deliverEmails } from '@/lib/jobs/deliver-emails';
import { refusedPort, startSilentServer, startSmtpServer, type TestSmtpServer } from './email-smtp';
import { describeEachEngine, itRacing } from './support/databases';

// Mail queued straight through the repository is due at T0, years from the real clock, so a
// background run (which uses the real clock) can never pick it up in the middle of a test.
const T0 = new Date('2031-03-01T09:00:00Z');
const MINUTE = 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);
const NOTHING = { sent: 0, retried: 0, failed: 0 };

const receipt: EmailRequest<'applicationReceipt'> = {
  to: 'ida@example.dk',
  locale: 'da-DK',
  template: 'applicationReceipt',
  data: { name: 'Ida', address: 'Nørregade 7, 1165 København K', url: 'https://hjemly.dk/anmodning/42' },
};

/** Queues a verification mail without the background kick that enqueueEmail gives. */
async function queue(db: Db, to = 'ole@example.dk'): Promise<number> {
  const rendered = renderEmail('da-DK', 'verifyEmail', { name: 'Ole', url: 'https://hjemly.dk/bekraeft?token=t1' });
  return insertEmail(db, { to, locale: 'da-DK', template: 'verifyEmail', ...rendered }, T0);
}

async function row(db: Db, id: number) {
  const [found] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
  return found;
}

function recorder(delayMs = 0): MailTransport & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return {
    name: 'smtp',
    sent,
    async send(message) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(message);
    },
  };
}

/** Fails the first `failures` sends (all of them by default), then delivers. */
function failing(error: string, failures = Number.POSITIVE_INFINITY): MailTransport & { calls: number; sent: OutgoingEmail[] } {
  const transport = {
    name: 'smtp' as const,
    calls: 0,
    sent: [] as OutgoingEmail[],
    async send(message: OutgoingEmail) {
      transport.calls++;
      if (transport.calls <= failures) throw new Error(error);
      transport.sent.push(message);
    },
  };
  return transport;
}

describeEachEngine(
  'e-mail',
  (ctx) => {
    let smtp: TestSmtpServer;
    const db = () => ctx.handle.db;

    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    beforeEach(async () => {
      await stopBackgroundDelivery();
      await db().delete(emailMessages);
      smtp.received.length = 0;
      vi.stubEnv('SMTP_URL', undefined);
      vi.stubEnv('MAIL_FROM', undefined);
    });
    afterEach(() => {
      vi.unstubAllEnvs();
    });
    afterAll(async () => {
      await stopBackgroundDelivery();
      await smtp?.close();
    });

    it('enqueueEmail queues the rendered mail and the background run delivers it over SMTP', async () => {
      vi.stubEnv('SMTP_URL', smtp.url);
      vi.stubEnv('MAIL_FROM', 'Hjemly Test <afsender@hjemly.test>');
      const id = await enqueueEmail(receipt);

      await vi.waitFor(async () => expect((await row(db(), id)).status).toBe('sent'), { timeout: 10_000 });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      const stored = await row(db(), id);
      expect(mail.envelopeTo).toEqual(['ida@example.dk']);
      expect(mail.envelopeFrom).toBe('afsender@hjemly.test');
      expect(mail.headers.get('to')).toBe('ida@example.dk');
      expect(mail.headers.get('from')).toBe('Hjemly Test <afsender@hjemly.test>');
      expect(mail.subject).toBe('Vi har modtaget din ansøgning om Nørregade 7, 1165 København K');
      expect(mail.text).toContain('Tak for din ansøgning om boligen på Nørregade 7, 1165 København K.');
      expect(mail.text).toContain('Se din ansøgning:\nhttps://hjemly.dk/anmodning/42');
      expect(mail.text.trimEnd()).toBe(stored.text.trimEnd());
      expect(mail.html).toContain('href="https://hjemly.dk/anmodning/42"');
      expect(stored).toMatchObject({ to: 'ida@example.dk', template: 'applicationReceipt', attempts: 1, lastError: null });
      expect(stored.sentAt).toBeInstanceOf(Date);
    });

    it('deliverDueEmails sends due mail through the SMTP transport, from the default sender', async () => {
      const id = await queue(db(), 'ole@example.dk');
      const transport = smtpTransport(smtp.url);

      expect(await deliverDueEmails(db(), transport, at(-1_000))).toEqual(NOTHING);
      expect(smtp.received).toHaveLength(0);
      expect(await deliverDueEmails(db(), transport, T0)).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].envelopeTo).toEqual(['ole@example.dk']);
      expect(smtp.received[0].headers.get('from')).toBe('Hjemly <no-reply@hjemly.dk>');
      expect(smtp.received[0].headers.get('auto-submitted')).toBe('auto-generated');
      expect(smtp.received[0].subject).toBe('Bekræft din e-mailadresse');
      expect(smtp.received[0].text).toContain('https://hjemly.dk/bekraeft?token=t1');
      const stored = await row(db(), id);
      expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(stored.sentAt?.toISOString()).toBe(T0.toISOString());
    });

    it('a failing transport retries after 1, 5, 30 and 120 minutes and gives up after the fifth attempt', async () => {
      const id = await queue(db());
      const transport = failing('421 4.3.0 Service not available');
      let now = T0;
      for (const [index, waitMinutes] of [1, 5, 30, 120].entries()) {
        expect(await deliverDueEmails(db(), transport, now)).toEqual({ sent: 0, retried: 1, failed: 0 });
        const stored = await row(db(), id);
        expect(stored).toMatchObject({ status: 'queued', attempts: index + 1, lastError: '421 4.3.0 Service not available' });
        expect(stored.nextAttemptAt.getTime() - now.getTime()).toBe(waitMinutes * MINUTE);
        // Not a second earlier.
        expect(await deliverDueEmails(db(), transport, new Date(stored.nextAttemptAt.getTime() - 1_000))).toEqual(NOTHING);
        now = stored.nextAttemptAt;
      }
      expect(await deliverDueEmails(db(), transport, now)).toEqual({ sent: 0, retried: 0, failed: 1 });
      expect(await row(db(), id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sentAt: null });
      expect(transport.calls).toBe(5);

      // Given up means given up: a later run does not try again.
      expect(await deliverDueEmails(db(), transport, at(30 * 24 * 60 * MINUTE))).toEqual(NOTHING);
      expect(transport.calls).toBe(5);
    });

    it('a mail that failed once is sent on its retry', async () => {
      const id = await queue(db());
      const transport = failing('Connection closed unexpectedly', 1);
      expect(await deliverDueEmails(db(), transport, T0)).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect(await deliverDueEmails(db(), transport, at(MINUTE))).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(transport.sent.map((m) => m.to)).toEqual(['ole@example.dk']);
      expect(await row(db(), id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    });

    it('running delivery again does not send a mail twice (the job is idempotent)', async () => {
      await queue(db(), 'a@example.dk');
      await queue(db(), 'b@example.dk');
      const transport = recorder();

      expect(await deliverDueEmails(db(), transport, T0)).toEqual({ sent: 2, retried: 0, failed: 0 });
      expect(await deliverDueEmails(db(), transport, at(MINUTE))).toEqual(NOTHING);
      expect(await deliverEmails({ db: db(), transport, now: at(24 * 60 * MINUTE) })).toEqual(NOTHING);
      expect(transport.sent.map((m) => m.to).sort()).toEqual(['a@example.dk', 'b@example.dk']);
    });

    itRacing(ctx.engine)('concurrent delivery runs send every mail exactly once', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 24; i++) ids.push(await queue(db(), `person${i}@example.dk`));
      const transport = recorder(5);

      const results = await Promise.all(Array.from({ length: 4 }, () => deliverDueEmails(db(), transport, T0)));

      // The runs really overlapped: more than one of them got mail to send.
      expect(results.filter((r) => r.sent > 0).length).toBeGreaterThan(1);
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(24);
      expect(transport.sent).toHaveLength(24);
      expect(new Set(transport.sent.map((m) => m.to)).size).toBe(24);
      const rows = await db().select().from(emailMessages);
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(ids.map(() => ['sent', 1]));
    });

    it('a mail claimed by a sender that died is sent once its claim runs out', async () => {
      const id = await queue(db());
      expect(await claimDueEmail(db(), T0, at(CLAIM_LEASE_MS))).toMatchObject({ id, attempts: 1 });
      const transport = recorder();

      expect(await deliverDueEmails(db(), transport, at(CLAIM_LEASE_MS - 1_000))).toEqual(NOTHING);
      expect(await deliverDueEmails(db(), transport, at(CLAIM_LEASE_MS))).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(await row(db(), id)).toMatchObject({ status: 'sent', attempts: 2 });
    });

    it('enqueueEmail returns at once while the SMTP server hangs; the failure is retried later', async () => {
      const silent = await startSilentServer();
      vi.stubEnv('SMTP_URL', silent.url);
      const started = Date.now();
      const id = await enqueueEmail(db(), receipt);
      // nodemailer would wait 10 s for the greeting: the request must not.
      expect(Date.now() - started).toBeLessThan(2_000);

      await vi.waitFor(() => expect(silent.connections()).toBe(1));
      expect(await row(db(), id)).toMatchObject({ status: 'queued', lastError: null });
      await silent.drop();

      await vi.waitFor(async () => expect((await row(db(), id)).lastError).toBeTruthy(), { timeout: 10_000 });
      const stored = await row(db(), id);
      expect(stored).toMatchObject({ status: 'queued', attempts: 1 });
      expect(stored.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(started + MINUTE);
      expect(stored.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + MINUTE);
    });

    it('enqueueEmail does not throw when the SMTP server is down', async () => {
      vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${await refusedPort()}`);
      const id = await enqueueEmail(undefined, receipt);
      expect(id).toBeTypeOf('number');

      await vi.waitFor(async () => expect((await row(db(), id)).lastError).toMatch(/ECONNREFUSED/), { timeout: 10_000 });
      expect(await row(db(), id)).toMatchObject({ status: 'queued', attempts: 1 });
    });

    it('without SMTP_URL mail goes to the outbox: marked sent, listed newest first, nothing leaves', async () => {
      const first = await enqueueEmail(db(), receipt);
      const second = await enqueueEmail(db(), {
        to: 'ben@example.dk',
        locale: 'en-DK',
        template: 'resetPassword',
        data: { name: 'Ben', url: 'http://localhost:3000/en-DK/reset?token=r1' },
      });

      await vi.waitFor(async () => expect([(await row(db(), first)).status, (await row(db(), second)).status]).toEqual(['sent', 'sent']));
      expect(smtp.received).toHaveLength(0);
      const outbox = await listRecentEmails(db(), 100);
      expect(outbox.map((m) => m.id)).toEqual([second, first]);
      expect(outbox[0]).toMatchObject({ to: 'ben@example.dk', subject: 'Reset your password', status: 'sent', template: 'resetPassword' });
      expect(outbox[0].text).toContain('http://localhost:3000/en-DK/reset?token=r1');
      expect(await listRecentEmails(db(), 1)).toHaveLength(1);
    });

    it('refuses anything but one plain address, and stores nothing', async () => {
      for (const to of ['not-an-address', 'a@example.dk, b@example.dk', 'a@example.dk\r\nBcc: x@example.dk', 'Eve <eve@example.dk>']) {
        await expect(enqueueEmail(db(), { ...receipt, to })).rejects.toThrow();
      }
      expect(await listRecentEmails(db(), 10)).toEqual([]);
    });

    it("honours the recipient's notification settings for the mails they can switch off, and only those", async () => {
      const userId = `pref-${Date.now()}`;
      await db()
        .insert(users)
        .values({ id: userId, name: 'Ida', email: `${userId}@example.dk` });
      const invitation = (): EmailRequest<'viewingInvitation'> => ({
        to: 'ida@example.dk',
        locale: 'da-DK',
        template: 'viewingInvitation',
        data: {
          kind: 'invitation',
          name: 'Ida',
          address: 'Vestergade 2, 8000 Aarhus C',
          company: 'Bolig A/S',
          when: ['tirsdag den 1. december 2026, 16:00–17:00'],
          place: 'Ved hoveddøren',
          url: 'https://hjemly.dk/fremvisning/abc',
        },
        userId,
      });
      const offer: EmailRequest<'propertyOffer'> = {
        ...invitation(),
        template: 'propertyOffer',
        data: {
          ...invitation().data,
          kind: 'offer',
          company: 'Bolig A/S',
          deadline: '1. december 2026 12.00',
          moveIn: '1. februar 2027',
          rent: '9.800',
          aconto: '650',
          deposit: '29.400',
          prepaidRent: '0',
          moveInTotal: '39.850',
        },
      };

      // Defaults: both on.
      expect(await enqueueEmail(db(), invitation())).toEqual(expect.any(Number));
      await upsertNotificationPreferences(db(), userId, { ...DEFAULT_NOTIFICATION_PREFERENCES, viewingInvitations: false });
      expect(await enqueueEmail(db(), invitation())).toBeNull();
      expect(await enqueueEmail(db(), offer)).toEqual(expect.any(Number));
      await upsertNotificationPreferences(db(), userId, { ...DEFAULT_NOTIFICATION_PREFERENCES, viewingInvitations: false, offers: false });
      expect(await enqueueEmail(db(), offer)).toBeNull();
      // Receipts and account mails are not optional.
      expect(await enqueueEmail(db(), receipt)).toEqual(expect.any(Number));
      const templates = (await listRecentEmails(db(), 10)).map((m) => m.template).sort();
      expect(templates).toEqual(['applicationReceipt', 'propertyOffer', 'viewingInvitation']);
      // A governed mail without its recipient's id is a programming error, not a silent send.
      await expect(enqueueEmail(db(), { ...invitation(), userId: undefined } as never)).rejects.toThrow(/userId/);
    });
  },
  { install: true },
);
