import 'server-only';
import { getPersonalInfo } from '@/lib/accounts/account-service';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { paymentsSettled } from '@/lib/monitoring/metrics';
import type { Locale } from '@/lib/i18n/routing';
import { mailUrl } from '@/lib/seo/urls';
import { formatDate } from '@/lib/i18n/format';
import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { providerNamed } from './providers';
import type { ProviderState } from './providers/types';
import { claimFulfilment, findPayment, markRefunded, movePayment, type Moved, type PaymentRow } from './repository';
import { paymentPurpose, type Receipt } from './purposes';
import { formatOre } from './rules';

/**
 * Applies what a provider says about a payment — from a webhook event, the sandbox, a renewal
 * charge or the reconcile job — and then its effect. The one code path for every source.
 */
export async function settlePayment(db: Db, paymentId: string, state: ProviderState, now: Date): Promise<PaymentRow | undefined> {
  const result = await db.transaction((tx) => movePayment(tx, paymentId, state, now));
  if (!result) return undefined;
  if (result.moved) paymentsSettled.inc({ status: result.payment.status });
  logProblem(result);
  await afterSettled(db, result.payment, result.moved, now);
  return result.payment;
}

/** A provider's word that did not match the payment: named in the log by the payment's public id only. */
export function logProblem(result: Moved | undefined): void {
  if (result?.problem)
    console.warn(`[payments] payment ${result.payment.id} not settled: ${result.problem} between the provider and the ledger`);
}

/**
 * A succeeded payment is fulfilled (again asked for on every event about it: the claim makes it
 * once); a renewal that just failed starts or continues the subscription's grace period.
 */
export async function afterSettled(db: Db, payment: PaymentRow, moved: boolean, now: Date): Promise<void> {
  if (payment.status === 'succeeded' && !payment.fulfilledAt) await fulfilPayment(db, payment, now);
  else if (moved && payment.status === 'failed') await paymentPurpose(payment.purpose).failed?.(db, payment, now);
}

/**
 * The effect of a succeeded payment, once, as its purpose registered it (./purposes.ts): a sign-up
 * fee makes the membership and its subscription, a renewal moves the subscription a year on; either
 * mails the receipt. All in one transaction with the claim, so a crash half-way leaves the payment
 * unfulfilled for the reconcile job, never half done. A payment that bought nothing — the sign-up
 * was paid already, or the person holds the place anyway — is refunded instead.
 */
export async function fulfilPayment(db: Db, payment: PaymentRow, now: Date): Promise<void> {
  if (!payment.userId) return; // the account was deleted: nobody to put on a list (support refunds)
  const purpose = paymentPurpose(payment.purpose);
  // Network calls before the transaction: the saved method (for renewals) and the recipient.
  const method = payment.checkoutId ? await providerNamed(payment.provider).savedMethodOf(db, payment.checkoutId) : null;
  const person = await getPersonalInfo({ id: payment.userId });
  const paidAt = payment.paidAt ?? now;
  const refundFor = await db.transaction(async (tx) => {
    const claim = (membershipId?: number) => claimFulfilment(tx, payment.id, now, membershipId);
    const fulfilledMeanwhile = async () => Boolean((await findPayment(tx, payment.id))?.fulfilledAt);
    const outcome = await purpose.fulfil(tx, payment, { method, paidAt, now, claim, fulfilledMeanwhile });
    if (outcome && 'receipt' in outcome) await mailReceipt(tx, payment, person, outcome.receipt);
    return outcome && 'refund' in outcome ? outcome.refund.listName : null;
  });
  if (refundFor !== null) await refundPayment(db, payment, person, refundFor, now);
}

/**
 * Gives a payment back at its provider (idempotent there: one refund per payment) and then records
 * it and mails the person, once. A crash between the two leaves the payment succeeded and
 * unfulfilled, so the reconcile job comes back here and the provider answers with the same refund.
 */
async function refundPayment(db: Db, payment: PaymentRow, person: { name: string; email: string }, listName: string, now: Date) {
  const refundId = await providerNamed(payment.provider).refund(db, {
    paymentId: payment.id,
    providerPaymentId: payment.providerPaymentId,
    checkoutId: payment.checkoutId,
    amountOre: payment.amountOre,
  });
  await db.transaction(async (tx) => {
    if (!(await markRefunded(tx, payment.id, refundId, now))) return;
    console.warn(`[payments] payment ${payment.id} paid for a place already paid for: refunded`);
    await enqueueEmail(tx, {
      to: person.email,
      locale: payment.locale as Locale,
      template: 'paymentRefund',
      data: {
        name: person.name,
        listName,
        amount: formatOre(payment.amountOre),
        paymentId: payment.id,
        url: mailUrl(payment.locale as Locale, { pathname: '/payment-confirmation/[id]', params: { id: payment.id } }),
      },
    });
  });
}

async function mailReceipt(db: Db, payment: PaymentRow, person: { name: string; email: string }, about: Receipt): Promise<void> {
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
      url: mailUrl(locale, { pathname: '/payment-confirmation/[id]', params: { id: payment.id } }),
    },
  });
}
