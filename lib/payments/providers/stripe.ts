import 'server-only';
import Stripe from 'stripe';
import type { PaymentStatus } from '@/lib/db/schema/payments';
import { callDependency } from '@/lib/errors/dependency';
import type { PaymentProvider, ProviderState } from './types';

/**
 * The Stripe adapter (STRIPE_SECRET_KEY). Sign-up fees go through Checkout Sessions — card, and
 * MobilePay, which Stripe offers Danish businesses for one-off payments only. Renewals charge the
 * saved card off-session with a PaymentIntent: the subscription's life (reminder, renewal date,
 * retries, grace, stop and resume) is kept in our own ledger for both adapters, so Stripe Billing's
 * own subscription state would be a second truth to keep in step.
 * STRIPE_API_URL points the SDK at another host (the tests' local stand-in for api.stripe.com).
 */
function client(env: NodeJS.ProcessEnv = process.env): Stripe {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set');
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api ? { host: api.hostname, port: Number(api.port), protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}

/** Stripe out of reach or failing on its side; a refusal of our request (a declined card, a bad parameter) is an answer. */
const isStripeOutage = (error: unknown) =>
  error instanceof Stripe.errors.StripeConnectionError ||
  error instanceof Stripe.errors.StripeAPIError ||
  (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500);

/** Every call to Stripe: its outage is the payments adapter's (DependencyUnavailableError), seen in health. */
const call = <T>(work: (stripe: Stripe) => Promise<T>) => callDependency('payments', () => work(client()), isStripeOutage);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** A Checkout Session as the ledger says it. A declined card leaves the session open: the person may try another. */
export function checkoutStateOf(session: Stripe.Checkout.Session): ProviderState {
  const providerPaymentId = idOf(session.payment_intent);
  if (session.status === 'expired') return { status: 'cancelled', providerPaymentId, failureReason: 'expired' };
  if (session.status !== 'complete') return { status: 'open', providerPaymentId };
  const status: PaymentStatus = session.payment_status === 'unpaid' ? 'processing' : 'succeeded';
  return { status, providerPaymentId, amount: { amountOre: session.amount_total ?? null, currency: session.currency ?? null } };
}

export const stripeProvider: PaymentProvider = {
  name: 'stripe',

  async createCheckout(_db, request) {
    const session = await call((stripe) =>
      stripe.checkout.sessions.create(
        {
          mode: 'payment',
          // Card everywhere; MobilePay where Stripe offers it to the account (Danish businesses, one-off payments).
          allowed_payment_method_types: ['card', 'mobilepay'],
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'dkk', unit_amount: request.amountOre, product_data: { name: request.description } },
            },
          ],
          client_reference_id: request.paymentId,
          metadata: { paymentId: request.paymentId },
          customer_email: request.customerEmail,
          customer_creation: 'always',
          // A card is kept for the yearly renewal; MobilePay cannot be (its payers get a reminder to pay).
          payment_method_options: { card: { setup_future_usage: 'off_session' } },
          locale: request.locale === 'da-DK' ? 'da' : 'en',
          success_url: request.returnUrl,
          // Back from Stripe without paying: the session stays open until it expires, so the page is told.
          cancel_url: `${request.returnUrl}?cancelled=1`,
        },
        { idempotencyKey: `checkout-${request.paymentId}` },
      ),
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { checkoutId: session.id, url: session.url };
  },

  async readCheckout(_db, checkoutId) {
    return checkoutStateOf(await call((stripe) => stripe.checkout.sessions.retrieve(checkoutId)));
  },

  async expireCheckout(db, checkoutId) {
    try {
      return checkoutStateOf(await call((stripe) => stripe.checkout.sessions.expire(checkoutId)));
    } catch (error) {
      // Only an open session can be expired: one completed meanwhile is read as it is.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return stripeProvider.readCheckout(db, checkoutId);
      throw error;
    }
  },

  async savedMethodOf(_db, checkoutId) {
    const session = await call((stripe) => stripe.checkout.sessions.retrieve(checkoutId, { expand: ['payment_intent'] }));
    const intent = session.payment_intent as Stripe.PaymentIntent | null;
    const method = idOf(intent?.payment_method);
    const customer = idOf(session.customer);
    // Only a card set up for off-session use can be charged again.
    if (!method || !customer || intent?.setup_future_usage !== 'off_session') return null;
    return { customerId: customer, paymentMethodId: method };
  },

  async chargeSaved(_db, request) {
    try {
      const intent = await call((stripe) =>
        stripe.paymentIntents.create(
          {
            amount: request.amountOre,
            currency: 'dkk',
            customer: request.method.customerId ?? undefined,
            payment_method: request.method.paymentMethodId,
            off_session: true,
            confirm: true,
            // Nobody is there to follow a redirect (a bank's page, an app): only methods that need none,
            // which is also what lets Stripe confirm at once without a return_url.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: request.description,
            metadata: { paymentId: request.paymentId },
          },
          // One charge per ledger row, however often the job is retried after a timeout.
          { idempotencyKey: `charge-${request.paymentId}` },
        ),
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', providerPaymentId: intent.id };
      if (intent.status === 'processing') return { status: 'processing', providerPaymentId: intent.id };
      // requires_action: the bank wants the person present (SCA); an off-session charge cannot do that.
      return { status: 'failed', providerPaymentId: intent.id, failureReason: intent.status };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          status: 'failed',
          providerPaymentId: idOf(error.payment_intent ?? null),
          failureReason: error.decline_code ?? error.code ?? 'card_declined',
        };
      }
      throw error;
    }
  },

  async refund(_db, request) {
    const intent = request.providerPaymentId;
    if (!intent) throw new Error(`Payment ${request.paymentId} has no PaymentIntent to refund`);
    const refund = await call((stripe) =>
      stripe.refunds.create(
        { payment_intent: intent, reason: 'duplicate', metadata: { paymentId: request.paymentId } },
        // One refund per ledger row, however often fulfilment is retried.
        { idempotencyKey: `refund-${request.paymentId}` },
      ),
    );
    return refund.id;
  },

  webhookSecret() {
    return process.env.STRIPE_WEBHOOK_SECRET || null;
  },
};
