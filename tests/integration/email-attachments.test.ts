import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { emailMessages } from '@/lib/db/schema/email';
import { deliverDueEmails, enqueueEmail, stopBackgroundDelivery } from '@/lib/email/service';
import type { EmailRequest } from '@/lib/email/types';
import { smtpTransport } from '@/lib/email/transport';
import { startSmtpServer, type TestSmtpServer } from './email-smtp';
import { describeEachEngine } from './support/databases';

const feedback: EmailRequest<'accountDeleted'> = {
  to: 'ida@example.dk',
  locale: 'da-DK',
  template: 'accountDeleted',
  data: { name: 'Ida' },
};
const ICS = 'BEGIN:VCALENDAR\r\nSUMMARY:Fremvisning på Ærøvej\r\nEND:VCALENDAR\r\n';

describeEachEngine('e-mail attachments and quiet hours', (ctx) => {
  let smtp: TestSmtpServer;
  const db = () => ctx.handle.db;
  const row = async (id: number) => (await db().select().from(emailMessages).where(eq(emailMessages.id, id)))[0];

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  beforeEach(async () => {
    await stopBackgroundDelivery();
    await db().delete(emailMessages);
    smtp.received.length = 0;
  });
  afterEach(async () => {
    vi.useRealTimers();
    await stopBackgroundDelivery();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('stores an attachment with the mail and the SMTP transport sends it as a MIME part', async () => {
    // Queued in the evening with quiet hours off: due at once, whatever the hour.
    vi.useFakeTimers({ now: new Date('2031-03-01T21:30:00Z'), toFake: ['Date'] });
    const id = await enqueueEmail(db(), {
      ...feedback,
      attachments: [{ filename: 'fremvisning.ics', contentType: 'text/calendar; charset=utf-8', content: ICS }],
    });
    await stopBackgroundDelivery();
    const stored = await row(id);
    expect(stored.attachments).toEqual([
      { filename: 'fremvisning.ics', contentType: 'text/calendar; charset=utf-8', contentBase64: Buffer.from(ICS).toString('base64') },
    ]);
    expect(stored.nextAttemptAt.toISOString()).toBe('2031-03-01T21:30:00.000Z');

    expect(await deliverDueEmails(db(), smtpTransport(smtp.url), new Date('2031-03-01T21:30:00Z'))).toMatchObject({ sent: 1 });
    const [mail] = smtp.received;
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8/i);
    expect(mail.raw).toMatch(/filename=fremvisning\.ics/);
    expect(mail.raw).toContain(Buffer.from(ICS).toString('base64').slice(0, 40));
  });

  it('refuses an attachment name that could break the MIME header, and queues nothing', async () => {
    await expect(
      enqueueEmail(db(), { ...feedback, attachments: [{ filename: 'a"\r\nBcc: x@y.dk', contentType: 'text/plain', content: 'x' }] }),
    ).rejects.toThrow();
    expect(await db().select().from(emailMessages)).toHaveLength(0);
  });

  it('holds a quiet-hours mail queued at 23:00 Danish time until 07:00, then the job sends it once', async () => {
    vi.useFakeTimers({ now: new Date('2031-03-01T22:00:00Z'), toFake: ['Date'] }); // 23:00 in Copenhagen
    const id = await enqueueEmail(db(), { ...feedback, quietHours: true });
    await stopBackgroundDelivery();
    expect((await row(id)).nextAttemptAt.toISOString()).toBe('2031-03-02T06:00:00.000Z');

    const transport = smtpTransport(smtp.url);
    expect(await deliverDueEmails(db(), transport, new Date('2031-03-02T05:59:00Z'))).toMatchObject({ sent: 0 });
    expect(await deliverDueEmails(db(), transport, new Date('2031-03-02T06:00:00Z'))).toMatchObject({ sent: 1 });
    expect(await deliverDueEmails(db(), transport, new Date('2031-03-02T06:05:00Z'))).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('a quiet-hours mail queued by day is due at once', async () => {
    vi.useFakeTimers({ now: new Date('2031-03-01T10:00:00Z'), toFake: ['Date'] });
    const id = await enqueueEmail(db(), { ...feedback, quietHours: true });
    await stopBackgroundDelivery();
    expect((await row(id)).nextAttemptAt.toISOString()).toBe('2031-03-01T10:00:00.000Z');
  });
});
