import type { PaymentPurpose } from '@/lib/db/schema/payments';
import type { Db, Tx } from '@/lib/db/types';
import type { SavedMethod } from './providers/types';
import type { PaymentRow } from './repository';
import type { StartCheckoutResult } from './schema';

/*
 * What a payment is for is its purpose's business, not payments': each purpose registers what a
 * succeeded or failed payment means for it, and payments calls that without importing its callers.
 * docs/payments.md describes the registry and who registers what.
 */

/** What the receipt names: the list, and the next renewal when there is one. */
export type Receipt = { listName: string; renewsOn: string | null };

/**
 * The outcome of a fulfilment: a receipt to mail; a refund, when the payment bought nothing (with
 * the list the refund mail names); or nothing, when another run fulfilled it meanwhile or there is
 * nothing to mail.
 */
export type Fulfilment = { receipt: Receipt } | { refund: { listName: string } } | null;

/** What became of a late payment. */
export type LateOutcome = 'fulfilled' | 'refunded';

export type FulfilmentContext = {
  method: SavedMethod | null;
  paidAt: Date;
  now: Date;
  /** Marks the payment fulfilled (once: false when it already was), with the membership it made. */
  claim: (membershipId?: number) => Promise<boolean>;
  /** Whether another run fulfilled the payment meanwhile (read under the purpose's own lock). */
  fulfilledMeanwhile: () => Promise<boolean>;
};

export type PaymentPurposeHandler = {
  /** In one transaction with the claim: the effect of a succeeded payment. */
  fulfil: (tx: Tx, payment: PaymentRow, context: FulfilmentContext) => Promise<Fulfilment>;
  /** A payment of this purpose just failed. */
  failed?: (db: Db, payment: PaymentRow, now: Date) => Promise<void>;
  /** "Try again" asks the purpose, when it has its own way to open a new checkout. */
  retry?: (userId: string, payment: PaymentRow) => Promise<StartCheckoutResult>;
  /**
   * A late payment (paid after the ledger had closed it: lib/payments/rules.ts) was just fulfilled or
   * refunded, in that transaction: the purpose puts it where the company's staff see it.
   */
  paidAfterClose?: (tx: Tx, payment: PaymentRow, outcome: LateOutcome, now: Date) => Promise<void>;
  /** The list a payment's membership is on, for the payment page. */
  listName?: (userId: string, membershipId: number) => Promise<string | null>;
};

const handlers = new Map<PaymentPurpose, PaymentPurposeHandler>();

export function registerPaymentPurpose(purpose: PaymentPurpose, handler: PaymentPurposeHandler): void {
  handlers.set(purpose, handler);
}

export function registeredPaymentPurposes(): PaymentPurpose[] {
  return [...handlers.keys()];
}

/** A payment event whose purpose nobody registered is a wiring fault: it fails loudly, and is retried by the reconcile job. */
export function paymentPurpose(purpose: PaymentPurpose): PaymentPurposeHandler {
  const handler = handlers.get(purpose);
  if (!handler) throw new Error(`No handler registered for the payment purpose '${purpose}' (see docs/payments.md)`);
  return handler;
}
