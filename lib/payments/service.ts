import 'server-only';
import { randomBytes } from 'node:crypto';
import { getPersonalInfo } from '@/lib/accounts/account-service';
import type { SessionUser } from '@/lib/accounts/session';
import { getDb } from '@/lib/db/client';
import type { PaymentPurpose } from '@/lib/db/schema/payments';
import { HttpError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/routing';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { absoluteUrl } from '@/lib/seo/urls';
import { activeProvider } from './providers';
import { findOwnPayment, insertPayment, setCheckout, type PaymentRow } from './repository';
import { isFinal } from './rules';
import type { StartCheckoutResult } from './schema';

type Owner = Pick<SessionUser, 'id'>;

/** Starting a checkout creates a provider session; a person starts a handful, a script thousands. */
export const CHECKOUT_RATE_LIMIT: RateLimitRule = { name: 'payment-checkout', windowMs: 60 * 60_000, max: 30 };

export type CheckoutInput = {
  userId: string;
  purpose: PaymentPurpose;
  reference: string;
  amountOre: number;
  description: string;
  locale: Locale;
};

function newPaymentId(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Contract (issue 16): records an open payment in the ledger and opens a checkout for it at the
 * active provider. The browser goes to `checkoutUrl`; the person comes back to /betaling/{paymentId}.
 * Nothing is fulfilled here: only a succeeded payment event (or the reconcile job) does that.
 */
export async function startCheckout(input: CheckoutInput): Promise<StartCheckoutResult> {
  if (!Number.isInteger(input.amountOre) || input.amountOre <= 0) throw new RangeError(`Invalid amount: ${input.amountOre} øre`);
  const db = await getDb();
  const provider = activeProvider();
  const { email } = await getPersonalInfo({ id: input.userId });
  const payment = await insertPayment(db, { id: newPaymentId(), ...input, provider: provider.name });
  const returnUrl = absoluteUrl(input.locale, { pathname: '/payment-confirmation/[id]', params: { id: payment.id } });
  const checkout = await provider.createCheckout(db, {
    paymentId: payment.id,
    amountOre: payment.amountOre,
    description: payment.description,
    locale: input.locale,
    customerEmail: email,
    returnUrl,
  });
  await setCheckout(db, payment.id, checkout.checkoutId, checkout.url);
  return { paymentId: payment.id, checkoutUrl: checkout.url };
}

/** The owner's payment; another person's is not found, exactly like a missing one. */
export async function requireMyPayment(user: Owner, id: string): Promise<PaymentRow> {
  const payment = await findOwnPayment(await getDb(), user.id, id);
  if (!payment) throw new HttpError(404, 'notFound');
  return payment;
}

/**
 * "Try again" after a failed or cancelled payment: a new checkout for the same purpose and amount
 * (a failed Checkout Session cannot be reopened). WL's pending sign-up waits under the same reference.
 */
export async function retryPayment(user: Owner, id: string): Promise<StartCheckoutResult> {
  const payment = await requireMyPayment(user, id);
  if (!isFinal(payment.status) || payment.status === 'succeeded') throw new HttpError(422, 'paymentNotRetryable');
  return startCheckout({
    userId: user.id,
    purpose: payment.purpose,
    reference: payment.reference,
    amountOre: payment.amountOre,
    description: payment.description,
    locale: payment.locale as Locale,
  });
}
