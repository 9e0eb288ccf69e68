import 'server-only';
import Stripe from 'stripe';
import type { PaymentStatus } from '@/lib/db/schema/payments';
import { checkoutStateOf } from './providers/stripe';
import type { ProviderState } from './providers/types';

/** Stripe's allowed clock difference for a signed event (its SDK default): older ones are refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type PaymentEvent = { id: string; type: string; paymentId: string | null; state: ProviderState | null };

/**
 * Checks the `Stripe-Signature` header on the raw body — HMAC-SHA256 with `secret`, at most 300 s
 * old — and reads the event. Both adapters come through here: the sandbox signs its events exactly
 * like Stripe. Throws Stripe.errors.StripeSignatureVerificationError for a forged or stale event.
 */
export function verifiedEvent(rawBody: string, signature: string, secret: string, now = new Date()): PaymentEvent {
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
    case 'checkout.session.async_payment_succeeded':
      return { paymentId: event.data.object.client_reference_id, state: succeeded(idOf(event.data.object.payment_intent)) };
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object as Stripe.Checkout.Session & { last_payment_error?: { code?: string } };
      return { paymentId: session.client_reference_id, state: failed(idOf(session.payment_intent), session.last_payment_error?.code) };
    }
    // Only renewal charges carry our id on the PaymentIntent; a Checkout's own intent is read via its session.
    case 'payment_intent.succeeded':
      return { paymentId: event.data.object.metadata?.paymentId ?? null, state: succeeded(event.data.object.id) };
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

function succeeded(providerPaymentId: string | null): ProviderState {
  return { status: 'succeeded' satisfies PaymentStatus, providerPaymentId };
}
