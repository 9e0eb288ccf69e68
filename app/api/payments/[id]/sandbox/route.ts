import { route } from '@/lib/handlers/route';
import { paymentParamsSchema, sandboxPaymentSchema } from '@/lib/payments/schema';
import { CHECKOUT_RATE_LIMIT, completeSandboxPayment } from '@/lib/payments/service';
// Registers what a settled payment means for its purpose (docs/payments.md).
import '@/lib/waiting-lists/payment-purpose';

/** The sandbox checkout's buttons: pay, fail or cancel, for the payment's owner only. */
export const POST = route(
  { auth: 'required', params: paymentParamsSchema, body: sandboxPaymentSchema, rateLimit: { rule: CHECKOUT_RATE_LIMIT, per: 'user' } },
  async ({ user, params, body }) => completeSandboxPayment(user, params.id, body),
);
