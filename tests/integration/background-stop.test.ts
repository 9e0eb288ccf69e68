import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { emailMessages } from '@/lib/db/schema/email';
import type { Db } from '@/lib/db/types';
import { insertEmail } from '@/lib/email/repository';
import { deliverDueEmails, stopBackgroundDelivery } from '@/lib/email/service';
import { renderEmail } from '@/lib/email/templates';
import type { MailTransport } from '@/lib/email/transport';
import { resumeBackgroundWork, stopBackgroundWork, tracked } from '@/lib/lifecycle/background-work';
import { describeEachEngine } from './support/databases';

// Due years from the real clock, so no background run of the real clock picks them up.
const T0 = new Date('2031-03-01T09:00:00Z');

async function queue(db: Db, to: string): Promise<number> {
  const rendered = renderEmail('da-DK', 'verifyEmail', { name: 'Ole', url: 'https://hjemly.dk/bekraeft?token=t1' });
  return insertEmail(db, { to, locale: 'da-DK', template: 'verifyEmail', ...rendered }, T0);
}

/** A transport whose first send waits until it is let go. */
function heldTransport() {
  let letGo = () => {};
  let started = () => {};
  const firstStarted = new Promise<void>((resolve) => (started = resolve));
  const held = new Promise<void>((resolve) => (letGo = resolve));
  const sent: string[] = [];
  const transport: MailTransport = {
    name: 'smtp',
    async send(message) {
      if (sent.length === 0) {
        started();
        await held;
      }
      sent.push(message.to);
    },
  };
  return { transport, firstStarted, letGo, sent };
}

describeEachEngine('a stopping node and its background work', (ctx) => {
  const db = () => ctx.handle.db;

  beforeEach(async () => {
    await stopBackgroundDelivery();
    await db().delete(emailMessages);
  });
  afterEach(resumeBackgroundWork);

  it('finishes the mail it is sending, claims no other, and its stop waits for the send', async () => {
    const ids = [await queue(db(), 'a@example.dk'), await queue(db(), 'b@example.dk'), await queue(db(), 'c@example.dk')];
    const { transport, firstStarted, letGo, sent } = heldTransport();
    const run = tracked(() => deliverDueEmails(db(), transport, T0));
    await firstStarted;

    const stopped = stopBackgroundWork(5_000);
    let stopEnded = false;
    void stopped.then(() => (stopEnded = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopEnded).toBe(false); // the send is still under way

    letGo();
    expect(await stopped).toBe(true);
    expect(await run).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sent).toEqual(['a@example.dk']);
    const rows = await db().select().from(emailMessages).orderBy(emailMessages.id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['queued', 0],
      ['queued', 0],
    ]);
    // The two left are due as they were, for another node at once: no lease to wait out.
    for (const id of ids.slice(1)) {
      const [row] = await db().select().from(emailMessages).where(eq(emailMessages.id, id));
      expect(row.nextAttemptAt).toEqual(T0);
    }
  });

  it('tells a stop that outlasts its time so', async () => {
    const { transport, firstStarted, letGo } = heldTransport();
    await queue(db(), 'a@example.dk');
    const run = tracked(() => deliverDueEmails(db(), transport, T0));
    await firstStarted;
    expect(await stopBackgroundWork(20)).toBe(false);
    letGo();
    await run;
  });
});
