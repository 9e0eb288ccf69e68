import 'server-only';
import type { Db } from '@/lib/db/types';
import { reconcilePayments as reconcile } from '@/lib/payments/service';

/**
 * DESIGN §8 job: asks the provider about every checkout still open after 10 minutes and settles it
 * through the webhook's own code; finishes paid payments whose fulfilment did not complete.
 * Idempotent (a payment only moves forward, its effect is claimed once); `now` for a controlled clock.
 */
export async function reconcilePayments(options: { db: Db; now?: Date }): Promise<{ settled: number; fulfilled: number }> {
  return reconcile({ db: options.db, now: options.now ?? new Date() });
}
