import 'server-only';
import { getPersonalInfo } from '@/lib/accounts/account-service';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { paymentsPaidAfterClose, paymentsSettled } from '@/lib/monitoring/metrics';
import type { Locale } from '@/lib/i18n/routing';
import { mailUrl } from '@/lib/seo/urls';
import { formatDate } from '@/lib/i18n/format';
import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { providerNamed } from './providers';
import type { ProviderState } from './providers/types';
import { claimFulfilment, findOtherOpenCheckouts, findPayment, markRefunded, movePayment, type Moved, type PaymentRow } from './repository';
import { paymentPurpose, type LateOutcome, type Receipt } from './purposes';
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

/**
 * Expires a payment's checkout at its provider, so it can no longer be paid, and settles the payment
 * with what the provider answers: one paid meanwhile (Stripe refuses to expire it) is settled as paid.
 */
export async function closeCheckout(db: Db, payment: PaymentRow, now: Date): Promise<PaymentRow | undefined> {
  if (!payment.checkoutId) return payment;
  const state = await providerNamed(payment.provider).expireCheckout(db, payment.checkoutId);
  return settlePayment(db, payment.id, state, now);
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
  const { userId } = payment;
  if (!userId) return; // the account was deleted: nobody to put on a list (support refunds)
  // First, so that no second checkout for the same thing can still be paid (one paid already is settled, and refunded).
  for (const other of await findOtherOpenCheckouts(db, { ...payment, userId })) await closeCheckout(db, other, now);
  const purpose = paymentPurpose(payment.purpose);
  // Network calls before the transaction: the saved method (for renewals) and the recipient.
  const method = payment.checkoutId ? await providerNamed(payment.provider).savedMethodOf(db, payment.checkoutId) : null;
  const person = await getPersonalInfo({ id: userId });
  const paidAt = payment.paidAt ?? now;
  const outcome = await db.transaction(async (tx) => {
    const claim = (membershipId?: number) => claimFulfilment(tx, payment.id, now, membershipId);
    const fulfilledMeanwhile = async () => Boolean((await findPayment(tx, payment.id))?.fulfilledAt);
    const fulfilment = await purpose.fulfil(tx, payment, { method, paidAt, now, claim, fulfilledMeanwhile });
    if (fulfilment && 'receipt' in fulfilment) await mailReceipt(tx, payment, person, fulfilment.receipt);
    if (fulfilment && 'receipt' in fulfilment && payment.paidAfterClose) await purpose.paidAfterClose?.(tx, payment, 'fulfilled', now);
    return fulfilment;
  });
  if (outcome && 'refund' in outcome) await refundPayment(db, payment, person, outcome.refund.listName, now);
  else if (outcome && payment.paidAfterClose) flagLatePayment(payment, 'fulfilled');
}

/** A late payment, named in the log by the payment's public id and counted, whichever way it went. */
function flagLatePayment(payment: PaymentRow, outcome: LateOutcome): void {
  paymentsPaidAfterClose.inc({ outcome });
  console.warn(`[payments] payment ${payment.id} paid after it was closed (${payment.paidAfterClose}): ${outcome}`);
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
    if (payment.paidAfterClose) {
      await paymentPurpose(payment.purpose).paidAfterClose?.(tx, payment, 'refunded', now);
      flagLatePayment(payment, 'refunded');
    } else console.warn(`[payments] payment ${payment.id} paid for a place already paid for: refunded`);
    await enqueueEmail(tx, {
      to: person.email,
      locale: payment.locale as Locale,
      // A late payment's mail says why money came back for a payment the person saw closed.
      template: payment.paidAfterClose ? 'paymentLateRefund' : 'paymentRefund',
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
