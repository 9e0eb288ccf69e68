import 'server-only';
import { getPersonalInfo } from '@/lib/accounts/account-service';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { paymentsSettled } from '@/lib/monitoring/metrics';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo/urls';
import { applyRenewalPayment, recordRenewalFailure, startSubscription } from '@/lib/subscriptions/renewal';
import { formatDate } from '@/lib/i18n/format';
import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { completePaidSignup } from '@/lib/waiting-lists/service';
import { providerNamed } from './providers';
import type { ProviderState } from './providers/types';
import { claimFulfilment, movePayment, type PaymentRow } from './repository';
import { formatOre } from './rules';

/**
 * Applies what a provider says about a payment — from a webhook event, the sandbox, a renewal
 * charge or the reconcile job — and then its effect. The one code path for every source.
 */
export async function settlePayment(db: Db, paymentId: string, state: ProviderState, now: Date): Promise<PaymentRow | undefined> {
  const result = await db.transaction((tx) => movePayment(tx as unknown as Db, paymentId, state, now));
  if (!result) return undefined;
  if (result.moved) paymentsSettled.inc({ status: result.payment.status });
  await afterSettled(db, result.payment, result.moved, now);
  return result.payment;
}

/**
 * A succeeded payment is fulfilled (again asked for on every event about it: the claim makes it
 * once); a renewal that just failed starts or continues the subscription's grace period.
 */
export async function afterSettled(db: Db, payment: PaymentRow, moved: boolean, now: Date): Promise<void> {
  if (payment.status === 'succeeded' && !payment.fulfilledAt) await fulfilPayment(db, payment, now);
  else if (moved && payment.status === 'failed' && payment.purpose === 'subscription-renewal') await recordRenewalFailure(db, payment, now);
}

/**
 * The effect of a succeeded payment, once: a sign-up fee makes WL's membership and its subscription,
 * a renewal moves the subscription a year on; either mails the receipt. All in one transaction with
 * the claim, so a crash half-way leaves the payment unfulfilled for the reconcile job, never half done.
 */
export async function fulfilPayment(db: Db, payment: PaymentRow, now: Date): Promise<void> {
  if (!payment.userId) return; // the account was deleted: nobody to put on a list (support refunds)
  // Network calls before the transaction: the saved method (for renewals) and the recipient.
  const method = payment.checkoutId ? await providerNamed(payment.provider).savedMethodOf(db, payment.checkoutId) : null;
  const person = await getPersonalInfo({ id: payment.userId });
  const paidAt = payment.paidAt ?? now;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    if (payment.purpose === 'waiting-list-signup') {
      const signup = await completePaidSignup({ reference: payment.reference, paymentId: payment.id, paidAt }, tx);
      if (!(await claimFulfilment(tx, payment.id, now, signup.membershipId))) return;
      const subscription = await startSubscription(tx, { payment, signup, method, paidAt });
      await mailReceipt(tx, payment, person, { listName: signup.listName, renewsOn: subscription?.renewsOn ?? null });
      return;
    }
    if (!(await claimFulfilment(tx, payment.id, now))) return;
    const renewed = await applyRenewalPayment(tx, payment, method);
    if (renewed) await mailReceipt(tx, payment, person, renewed);
  });
}

async function mailReceipt(
  db: Db,
  payment: PaymentRow,
  person: { name: string; email: string },
  about: { listName: string; renewsOn: string | null },
): Promise<void> {
  const locale = payment.locale as Locale;
  await enqueueEmail(db, {
    to: person.email,
    locale,
    template: 'paymentReceipt',
    data: {
      name: person.name,
      kind: payment.purpose === 'waiting-list-signup' ? 'signup' : 'renewal',
      listName: about.listName,
      amount: formatOre(payment.amountOre),
      paidOn: formatDate(todayInCopenhagen(payment.paidAt ?? new Date()), locale),
      nextRenewal: about.renewsOn ? formatDate(about.renewsOn, locale) : '',
      paymentId: payment.id,
      url: absoluteUrl(locale, { pathname: '/payment-confirmation/[id]', params: { id: payment.id } }),
    },
  });
}
