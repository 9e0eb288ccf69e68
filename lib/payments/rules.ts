import type { PaymentStatus } from '@/lib/db/schema/payments';
import type { ProviderState } from './providers/types';

/**
 * How far along a payment is. A payment only ever moves forward: an event that arrives late (Stripe
 * does not promise order) and names an earlier or another final state is ignored, so a paid
 * payment is never turned back into an open or failed one. The one exception is money: a payment the
 * ledger closed (cancelled, failed) that its provider then reports paid ({@link isPaidAfterClose}).
 */
const STAGE: Record<PaymentStatus, number> = { open: 0, processing: 1, succeeded: 2, failed: 2, cancelled: 2, refunded: 3 };

export function isFinal(status: PaymentStatus): boolean {
  return STAGE[status] >= 2;
}

export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  // Only money that was taken can be given back.
  if (to === 'refunded') return from === 'succeeded';
  return STAGE[to] > STAGE[from] || isPaidAfterClose(from, to);
}

/**
 * A late payment: the ledger had closed the payment (we expired its checkout, or it failed) when the
 * provider reports the money taken after all. The money is real, so the ledger follows it — the
 * payment becomes succeeded, flagged, and is fulfilled or refunded like any other.
 */
export function isPaidAfterClose(from: PaymentStatus, to: PaymentStatus): from is 'cancelled' | 'failed' {
  return to === 'succeeded' && (from === 'cancelled' || from === 'failed');
}

/** "1.234,50" in Danish and English alike (amounts are DKK; the pages write "{amount} kr."). */
export function formatOre(amountOre: number): string {
  return new Intl.NumberFormat('da-DK', {
    minimumFractionDigits: amountOre % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountOre / 100);
}

export type SettlementProblem = 'amount_mismatch' | 'currency_mismatch';

/**
 * Whether what a provider says was taken is what the ledger asked for. Only a report of money taken
 * is checked (a failure moves no money); a source that names no amount — our own off-session charge,
 * made with the ledger's amount — is taken at its word, but an event that omits it is not.
 */
export function settlementProblemOf(
  payment: { amountOre: number; currency: string },
  state: Pick<ProviderState, 'status' | 'amount'>,
): SettlementProblem | null {
  if ((state.status !== 'succeeded' && state.status !== 'processing') || state.amount === undefined) return null;
  if (state.amount.amountOre !== payment.amountOre) return 'amount_mismatch';
  if (state.amount.currency?.toUpperCase() !== payment.currency.toUpperCase()) return 'currency_mismatch';
  return null;
}
