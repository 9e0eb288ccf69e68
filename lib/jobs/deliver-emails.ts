import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { deliverDueEmails } from '@/lib/email/service';
import type { DeliveryResult } from '@/lib/email/types';
import { defaultTransport, type MailTransport } from '@/lib/email/transport';

/**
 * Job: sends the queued e-mails that are due, retrying failed ones on their backoff.
 * Idempotent (sent messages are never claimed again) and safe on several nodes at once, so a
 * scheduler may run it as often as it likes; once a minute keeps retries close to their time.
 */
export async function deliverEmails(options: { db?: Db; transport?: MailTransport; now?: Date } = {}): Promise<DeliveryResult> {
  const db = options.db ?? (await getDb());
  return deliverDueEmails(db, options.transport ?? defaultTransport(), options.now ?? new Date());
}
