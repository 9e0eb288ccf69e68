import { route } from '@/lib/handlers/route';
import { CHECKOUT_RATE_LIMIT } from '@/lib/payments/service';
// Registers what a settled payment means for its purpose (docs/payments.md).
import '@/lib/waiting-lists/payment-purpose';
import { subscriptionParamsSchema } from '@/lib/subscriptions/schema';
import { payRenewalNow } from '@/lib/subscriptions/service';

/** "Pay now" for an unpaid renewal: a checkout for the period's fee; the browser goes to its URL. */
export const POST = route(
  { auth: 'required', params: subscriptionParamsSchema, rateLimit: { rule: CHECKOUT_RATE_LIMIT, per: 'user' } },
  async ({ user, params }) => payRenewalNow(user, params.id),
);
