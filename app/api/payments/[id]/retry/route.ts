import { route } from '@/lib/handlers/route';
import { paymentParamsSchema } from '@/lib/payments/schema';
import { CHECKOUT_RATE_LIMIT, retryPayment } from '@/lib/payments/service';
// Registers what a settled payment means for its purpose (docs/payments.md).
import '@/lib/waiting-lists/payment-purpose';

/** "Try paying again": a new checkout for the same purpose; the browser goes to its URL. */
export const POST = route(
  { auth: 'required', params: paymentParamsSchema, rateLimit: { rule: CHECKOUT_RATE_LIMIT, per: 'user' } },
  async ({ user, params }) => retryPayment(user, params.id),
);
