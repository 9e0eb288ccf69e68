import 'server-only';
import type { Db } from '@/lib/db/types';
import { renewSubscriptions as renew } from '@/lib/subscriptions/renewal';
// Registers the payment purposes a renewal charge settles through (docs/payments.md).
import '@/lib/waiting-lists/payment-purpose';
import { endMembership } from '@/lib/waiting-lists/service';

/**
 * Job: reminders 15 days before a renewal, the charge on the date, retries, the grace
 * period and the lapse after it (lib/subscriptions/renewal.ts). Every step is keyed on the renewal
 * date, so a rerun or a late run does nothing twice; `now` for a controlled clock.
 */
export async function renewSubscriptions(options: { db: Db; now?: Date }) {
  return renew({ db: options.db, now: options.now ?? new Date(), endMembership });
}
