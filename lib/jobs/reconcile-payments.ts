import 'server-only';
import type { Db } from '@/lib/db/types';
import { reconcilePayments as reconcile, type ReconcileResult } from '@/lib/payments/service';
// Registers what a settled payment means for its purpose (docs/payments.md).
import '@/lib/waiting-lists/payment-purpose';

/**
 * Job: asks the provider about every checkout still open after 10 minutes and settles it
 * through the webhook's own code; finishes paid payments whose fulfilment did not complete; names
 * the payments a provider reported with another amount or currency than ours.
 * Idempotent (a payment only moves forward, its effect is claimed once); `now` for a controlled clock.
 */
export async function reconcilePayments(options: { db: Db; now?: Date }): Promise<ReconcileResult> {
  return reconcile({ db: options.db, now: options.now ?? new Date() });
}
