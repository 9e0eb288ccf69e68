import 'server-only';
import Stripe from 'stripe';
import type { PaymentStatus } from '@/lib/db/schema/payments';
import { checkoutStateOf } from './providers/stripe';
import type { ProviderState } from './providers/types';

/** Stripe's allowed clock difference for a signed event (its SDK default): older and newer ones are refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type PaymentEvent = { id: string; type: string; paymentId: string | null; state: ProviderState | null };

/**
 * Checks the `Stripe-Signature` header on the raw body — HMAC-SHA256 with `secret`, at most 300 s
 * old and no more than 300 s ahead of our clock — and reads the event. Both adapters come through
 * here: the sandbox signs its events exactly like Stripe. Throws
 * Stripe.errors.StripeSignatureVerificationError for a forged, stale or future-dated event.
 */
export function verifiedEvent(rawBody: string, signature: string, secret: string, now = new Date()): PaymentEvent {
  refuseFutureTimestamp(signature, rawBody, now);
  const event = Stripe.webhooks.constructEvent(
    rawBody,
    signature,
    secret,
    SIGNATURE_TOLERANCE_SECONDS,
    undefined,
    now.getTime(), // milliseconds: the SDK divides by 1000
  );
  return { id: event.id, type: event.type, ...updateOf(event) };
}

/**
 * The SDK only refuses a timestamp that is too old; one far ahead would stay "fresh" for as long as
 * it is ahead, so a captured event could be replayed all that time (before its id was recorded).
 */
function refuseFutureTimestamp(signature: string, rawBody: string, now: Date): void {
  const timestamp = /(?:^|,)t=(\d+)(?:,|$)/.exec(signature)?.[1];
  if (timestamp && Number(timestamp) - now.getTime() / 1000 > SIGNATURE_TOLERANCE_SECONDS) {
    throw new Stripe.errors.StripeSignatureVerificationError(signature, rawBody, { message: 'Timestamp is in the future' });
  }
}

function failed(providerPaymentId: string | null, reason: string | null | undefined): ProviderState {
  return { status: 'failed', providerPaymentId, failureReason: reason ?? 'declined' };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Which payment of ours an event is about, and where it says the payment stands; null: none of ours. */
function updateOf(event: Stripe.Event): { paymentId: string | null; state: ProviderState | null } {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.expired':
      return { paymentId: event.data.object.client_reference_id, state: checkoutStateOf(event.data.object) };
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      return {
        paymentId: session.client_reference_id,
        state: succeeded(idOf(session.payment_intent), session.amount_total, session.currency),
      };
    }
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object as Stripe.Checkout.Session & { last_payment_error?: { code?: string } };
      return { paymentId: session.client_reference_id, state: failed(idOf(session.payment_intent), session.last_payment_error?.code) };
    }
    // Only renewal charges carry our id on the PaymentIntent; a Checkout's own intent is read via its session.
    case 'payment_intent.succeeded':
      return {
        paymentId: event.data.object.metadata?.paymentId ?? null,
        state: succeeded(event.data.object.id, event.data.object.amount, event.data.object.currency),
      };
    case 'payment_intent.payment_failed': {
      const error = event.data.object.last_payment_error;
      return {
        paymentId: event.data.object.metadata?.paymentId ?? null,
        state: failed(event.data.object.id, error?.decline_code ?? error?.code),
      };
    }
    default:
      return { paymentId: null, state: null };
  }
}

function succeeded(
  providerPaymentId: string | null,
  amountOre: number | null | undefined,
  currency: string | null | undefined,
): ProviderState {
  return {
    status: 'succeeded' satisfies PaymentStatus,
    providerPaymentId,
    amount: { amountOre: amountOre ?? null, currency: currency ?? null },
  };
}
