import type { Db } from '@/lib/db/types';
import type { PaymentProviderName, PaymentStatus } from '@/lib/db/schema/payments';
import type { Locale } from '@/lib/i18n/routing';

export type CheckoutRequest = {
  paymentId: string;
  amountOre: number;
  description: string;
  locale: Locale;
  customerEmail: string;
  /** /betaling/{id}: where the person lands after paying, failing or cancelling. */
  returnUrl: string;
};

export type CheckoutCreated = { checkoutId: string; url: string };

/** The provider's reference to a payment method it keeps for renewals — never card data of ours. */
export type SavedMethod = { customerId: string | null; paymentMethodId: string };

/**
 * Where a payment stands at the provider, as the ledger's statuses say it. `amount`: what the
 * provider's object says it is for (null fields: it said nothing), compared with the ledger before
 * anything is fulfilled; absent when the source names no amount.
 */
export type ProviderState = {
  status: PaymentStatus;
  providerPaymentId: string | null;
  failureReason?: string;
  amount?: { amountOre: number | null; currency: string | null };
};

export type RefundRequest = { paymentId: string; providerPaymentId: string | null; checkoutId: string | null; amountOre: number };

export type ChargeRequest = { paymentId: string; amountOre: number; description: string; method: SavedMethod };

/**
 * One interface, two adapters: the sandbox (default) and Stripe. Both sign their events
 * the Stripe way and both are read back by the same code (lib/payments/events.ts).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(db: Db, request: CheckoutRequest): Promise<CheckoutCreated>;
  /** The checkout as the provider sees it now: the reconcile job's source of truth. */
  readCheckout(db: Db, checkoutId: string): Promise<ProviderState>;
  /** Closes a checkout nobody will finish (the person came back and starts another); its state after. */
  expireCheckout(db: Db, checkoutId: string): Promise<ProviderState>;
  /** The method a completed checkout saved for later charges; null when the method cannot be reused (MobilePay). */
  savedMethodOf(db: Db, checkoutId: string): Promise<SavedMethod | null>;
  /** Charges a saved method without the person present (a renewal). */
  chargeSaved(db: Db, request: ChargeRequest): Promise<ProviderState>;
  /** Gives a succeeded payment back in full; the same payment twice is one refund. The refund's id. */
  refund(db: Db, request: RefundRequest): Promise<string>;
  /** The secret the provider's webhook events are signed with; null while the provider is not set up. */
  webhookSecret(): string | null;
}
