import 'server-only';
import type { Db } from '@/lib/db/types';
import { remindOffers as remindDueOffers, type ReminderRunResult } from '@/lib/offers/service';

/**
 * Job: the reminder mail 24 hours before an unanswered offer's deadline. Idempotent (an
 * offer is marked when its reminder is queued) and safe on several nodes; every 15 minutes keeps a
 * reminder close to its time. Mail queued at night waits for 07:00 (quiet hours, lib/email).
 */
export async function remindOffers(options: { db: Db; now?: Date }): Promise<ReminderRunResult> {
  return remindDueOffers(options.db, options.now ?? new Date());
}
