import { readBodyWithin } from '@/lib/http/body-limit';
import { DomainError } from '@/lib/errors/domain-error';
import { route } from '@/lib/handlers/route';
import { receivePaymentEvent } from '@/lib/payments/service';
// Registers what a settled payment means for its purpose (docs/payments.md).
import '@/lib/waiting-lists/payment-purpose';

/** Stripe's events are a few kilobytes; far more is not Stripe. */
const MAX_EVENT_BYTES = 256 * 1024;

/**
 * Stripe's webhook: the signature is checked on the raw body, byte for byte (parsing it first would
 * change what was signed), then the event is applied once. 400 for a forged or stale event; any
 * other failure is a 500, and Stripe sends the event again.
 */
export const POST = route({}, async ({ request }) => {
  const signature = request.headers.get('stripe-signature');
  if (!signature) throw new DomainError('Invalid', 'badRequest');
  const rawBody = new TextDecoder().decode(await readBodyWithin(request, MAX_EVENT_BYTES));
  await receivePaymentEvent('stripe', rawBody, signature);
  return Response.json({ received: true });
});
