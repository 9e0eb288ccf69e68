import 'server-only';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { getPersonalInfo } from '@/lib/accounts/account-service';
import type { SessionUser } from '@/lib/accounts/session';
import { getDb } from '@/lib/db/client';
import type { PaymentProviderName, PaymentPurpose } from '@/lib/db/schema/payments';
import type { Db } from '@/lib/db/types';
import { DomainError } from '@/lib/errors/domain-error';
import type { Locale } from '@/lib/i18n/routing';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { absoluteUrl } from '@/lib/seo/urls';
import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { verifiedEvent, type PaymentEvent } from './events';
import { afterSettled, closeCheckout, fulfilPayment, logProblem, settlePayment } from './fulfilment';
import { activeProvider, providerNamed } from './providers';
import { paymentPurpose } from './purposes';
import { completeSandboxCheckout } from './providers/sandbox';
import type { CheckoutCreated, ProviderState, SavedMethod } from './providers/types';
import {
  findOpenCheckouts,
  findOpenPaymentFor,
  findOwnPayment,
  findOwnPayments,
  findPaidPaymentFor,
  findPayment,
  findUnfulfilled,
  findWithSettlementProblem,
  insertOpenPayment,
  insertPayment,
  latestPaymentFor,
  movePayment,
  recordEvent,
  setCheckout,
  type PaymentRow,
} from './repository';
import { isFinal } from './rules';
import { isPaymentId, type PaymentRecord, type PaymentView, type SandboxPayment, type StartCheckoutResult } from './schema';
import { testCardOutcome } from './test-cards';

export type { PaymentRow };

type Owner = Pick<SessionUser, 'id'>;

/** Starting a checkout creates a provider session; a person starts a handful, a script thousands. */
export const CHECKOUT_RATE_LIMIT: RateLimitRule = { name: 'payment-checkout', windowMs: 60 * 60_000, max: 30 };

export type CheckoutInput = {
  userId: string;
  purpose: PaymentPurpose;
  reference: string;
  /** What it buys (lib/db/schema/payments.ts `item`): one open checkout per person and item. */
  item: string;
  amountOre: number;
  description: string;
  locale: Locale;
};

function newPaymentId(): string {
  return randomBytes(16).toString('hex');
}

/** The provider new payments go to, for a subscription that starts without a payment here. */
export function checkoutProviderName(): PaymentProviderName {
  return activeProvider().name;
}

/**
 * Contract: records an open payment in the ledger and opens a checkout for it at the
 * active provider. The browser goes to `checkoutUrl`; the person comes back to /betaling/{paymentId}.
 * Nothing is fulfilled here: only a succeeded payment event (or the reconcile job) does that.
 * One open checkout per person and item: while one is open, another attempt (a second tab, a
 * double click) is sent back to it instead of being charged a second time ({@link resumeOpenCheckout});
 * a reference already paid is refused (409).
 */
export async function startCheckout(input: CheckoutInput): Promise<StartCheckoutResult> {
  if (!Number.isInteger(input.amountOre) || input.amountOre <= 0) throw new RangeError(`Invalid amount: ${input.amountOre} øre`);
  const db = await getDb();
  const provider = activeProvider();
  const { email } = await getPersonalInfo({ id: input.userId });
  const resumed = await resumeOpenCheckout(db, input);
  if (resumed) return resumed;
  if (await findPaidPaymentFor(db, input.purpose, input.reference)) throw alreadyPaid(input.purpose);
  const payment = await insertOpenPayment(db, { id: newPaymentId(), ...input, provider: provider.name });
  if (!payment) return checkoutOpenedMeanwhile(db, input);
  const returnUrl = absoluteUrl(input.locale, { pathname: '/payment-confirmation/[id]', params: { id: payment.id } });
  let checkout: CheckoutCreated;
  try {
    checkout = await provider.createCheckout(db, {
      paymentId: payment.id,
      amountOre: payment.amountOre,
      description: payment.description,
      locale: input.locale,
      customerEmail: email,
      returnUrl,
    });
  } catch (error) {
    // No checkout was opened: the row says so instead of staying open with nothing to reconcile.
    await settlePayment(db, payment.id, { status: 'cancelled', providerPaymentId: null, failureReason: 'checkout_not_opened' }, new Date());
    throw error;
  }
  await setCheckout(db, payment.id, checkout.checkoutId, checkout.url);
  return { paymentId: payment.id, checkoutUrl: checkout.url };
}

/** What a second payment for something paid is refused with; a sign-up's names the list, which the page links. */
const alreadyPaid = (purpose: PaymentPurpose) =>
  new DomainError('Conflict', purpose === 'waiting-list-signup' ? 'alreadyOnWaitingList' : 'paymentSettled');

type ItemInput = Pick<CheckoutInput, 'userId' | 'purpose' | 'item'>;

/**
 * The person's checkout still open for the same item — another tab of the form, the back button —
 * is where they are sent, so one thing is never charged twice; the provider is asked first that it
 * is still open. One that expired meanwhile is settled with its word and a new one may open; one
 * paid meanwhile is settled (its effect follows) and the thing is refused as paid (409). While its
 * session is still being made, or it is being paid, there is none to send them to: 409.
 */
async function resumeOpenCheckout(db: Db, input: ItemInput): Promise<StartCheckoutResult | null> {
  const open = await findOpenPaymentFor(db, input);
  if (!open) return null;
  if (open.status !== 'open' || !open.checkoutId || !open.checkoutUrl) throw new DomainError('Conflict', 'paymentInProgress');
  const state = await providerNamed(open.provider).readCheckout(db, open.checkoutId);
  if (state.status === 'open') return { paymentId: open.id, checkoutUrl: open.checkoutUrl };
  const settled = await settlePayment(db, open.id, state, new Date());
  if (settled?.status === 'succeeded') throw alreadyPaid(input.purpose);
  if (settled && !isFinal(settled.status)) throw new DomainError('Conflict', 'paymentInProgress');
  return null;
}

/**
 * Another request opened a checkout for the same item between our look and our insert (a double
 * click, two tabs at once): the person is sent to that one — or told it is under way (409) while
 * its provider session is still being made.
 */
async function checkoutOpenedMeanwhile(db: Db, input: ItemInput): Promise<StartCheckoutResult> {
  const open = await findOpenPaymentFor(db, input);
  if (open?.status === 'open' && open.checkoutUrl) return { paymentId: open.id, checkoutUrl: open.checkoutUrl };
  throw new DomainError('Conflict', 'paymentInProgress');
}

/** The owner's payment; another person's is not found, exactly like a missing one. */
export async function requireMyPayment(user: Owner, id: string): Promise<PaymentRow> {
  const payment = await findOwnPayment(await getDb(), user.id, id);
  if (!payment) throw new DomainError('NotFound', 'notFound');
  return payment;
}

/**
 * "Try again" after a failed or cancelled payment, or on coming back from a checkout left unpaid: a
 * new checkout for the same purpose (a failed Checkout Session cannot be reopened). A sign-up fee is
 * asked of WL, which refuses a sign-up already paid or a list the person is on by now (a page left
 * open, the back button).
 */
export async function retryPayment(user: Owner, id: string): Promise<StartCheckoutResult> {
  let payment = await requireMyPayment(user, id);
  if (payment.status === 'open') {
    // Back from a checkout without paying: it is closed first, so no two checkouts for one purpose can both be paid.
    payment = (await closeCheckout(await getDb(), payment, new Date())) ?? payment;
  }
  if (payment.status === 'succeeded' || payment.status === 'refunded') throw new DomainError('Rejected', 'paymentSettled');
  if (!isFinal(payment.status)) throw new DomainError('Rejected', 'paymentNotRetryable');
  const { retry } = paymentPurpose(payment.purpose);
  if (retry) return retry(user.id, payment);
  return startCheckout({
    userId: user.id,
    purpose: payment.purpose,
    reference: payment.reference,
    item: payment.item,
    amountOre: payment.amountOre,
    description: payment.description,
    locale: payment.locale as Locale,
  });
}

export type RenewalCharge = {
  userId: string;
  reference: string;
  amountOre: number;
  description: string;
  locale: Locale;
  provider: PaymentProviderName;
  method: SavedMethod | null;
};

/**
 * A renewal charge on the saved method, settled through the same code as every payment. An off-session
 * charge of this period still open (a timeout before its answer) is asked again under the same id —
 * the provider's idempotency key makes that the same charge, never a second one. Without a saved
 * method (MobilePay cannot be reused) the attempt fails at once and the grace period's mails say so.
 */
export async function chargeRenewal(db: Db, input: RenewalCharge, now: Date): Promise<PaymentRow | undefined> {
  const previous = await latestPaymentFor(db, 'subscription-renewal', input.reference);
  if (previous && !isFinal(previous.status) && (previous.checkoutId || previous.status === 'processing')) return previous;
  const unanswered = previous && previous.status === 'open' && !previous.checkoutId ? previous : undefined;
  const { method, provider, ...ledger } = input;
  const payment =
    unanswered ??
    (await insertPayment(db, { id: newPaymentId(), purpose: 'subscription-renewal', item: ledger.reference, provider, ...ledger }));
  const state: ProviderState = method
    ? await providerNamed(provider).chargeSaved(db, {
        paymentId: payment.id,
        amountOre: payment.amountOre,
        description: payment.description,
        method,
      })
    : { status: 'failed', providerPaymentId: null, failureReason: 'no_saved_method' };
  return settlePayment(db, payment.id, state, now);
}

/**
 * A provider's webhook event: verified on the raw body (signature, 300 s), recorded by its id so a
 * replay does nothing, applied only as a step forward. A replay still finishes an unfinished
 * fulfilment — the claim makes that the first and only time. 400 for a forged or stale event, 404
 * while the provider has no webhook secret.
 */
export async function receivePaymentEvent(name: PaymentProviderName, rawBody: string, signature: string, now = new Date()): Promise<void> {
  const secret = providerNamed(name).webhookSecret();
  // Without Stripe set up its webhook is no endpoint of ours.
  if (!secret) throw new DomainError('NotFound', 'notFound');
  let event: PaymentEvent;
  try {
    event = verifiedEvent(rawBody, signature, secret, now);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new DomainError('Invalid', 'badRequest');
    throw error;
  }
  const db = await getDb();
  const { paymentId, state } = event;
  const applied = await db.transaction(async (tx) => {
    if (!(await recordEvent(tx, { provider: name, id: event.id, type: event.type, paymentId }))) return undefined;
    const payment = paymentId ? await findPayment(tx, paymentId) : undefined;
    // Another provider's payment, or an event about something that is not ours: recorded, nothing more.
    if (!payment || payment.provider !== name || !state) return undefined;
    return movePayment(tx, payment.id, state, now);
  });
  logProblem(applied);
  const payment = applied?.payment ?? (paymentId ? await findPayment(db, paymentId) : undefined);
  if (payment && payment.provider === name) await afterSettled(db, payment, applied?.moved ?? false, now);
}

/**
 * The sandbox checkout's "pay" or "fail": the sandbox settles its session and its signed event goes
 * through receivePaymentEvent like Stripe's. 422 for a card that is not a test card; 409 when the
 * payment is no longer open (a second click).
 */
export async function completeSandboxPayment(user: Owner, id: string, input: SandboxPayment, now = new Date()): Promise<void> {
  const payment = await requireMyPayment(user, id);
  if (payment.provider !== 'sandbox' || !payment.checkoutId) throw new DomainError('NotFound', 'notFound');
  const card = input.cardNumber ?? '';
  const outcome = input.outcome === 'cancel' ? 'cancelled' : testCardOutcome(card, 'checkout');
  if (!outcome) throw new DomainError('Rejected', 'unknownTestCard');
  const result = input.outcome === 'fail' && outcome === 'paid' ? 'card_declined' : outcome;
  const completion = await completeSandboxCheckout(await getDb(), payment.checkoutId, card, result, now);
  if (!completion) throw new DomainError('Conflict', 'paymentSettled');
  await receivePaymentEvent('sandbox', completion.payload, completion.signature, now);
}

/** Every payment the person made or began, newest first (their data export). */
export async function listMyPayments(user: Owner): Promise<PaymentRecord[]> {
  const rows = await findOwnPayments(await getDb(), user.id);
  return rows.map((row) => ({
    id: row.id,
    purpose: row.purpose,
    status: row.status,
    amountOre: row.amountOre,
    currency: row.currency,
    description: row.description,
    provider: row.provider,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  }));
}

/** /betaling/{id}: the owner's payment, its state now, and the list it paid for once there is one. */
export async function getMyPayment(user: Owner, id: string): Promise<PaymentView | null> {
  if (!isPaymentId(id)) return null;
  const db = await getDb();
  const payment = await findOwnPayment(db, user.id, id);
  if (!payment) return null;
  return {
    id: payment.id,
    purpose: payment.purpose,
    status: payment.status,
    amountOre: payment.amountOre,
    description: payment.description,
    date: todayInCopenhagen(payment.paidAt ?? payment.createdAt),
    listName: payment.membershipId ? ((await paymentPurpose(payment.purpose).listName?.(user.id, payment.membershipId)) ?? null) : null,
    provider: payment.provider,
    paidBy:
      payment.status === 'succeeded' ? null : ((await findPaidPaymentFor(db, payment.purpose, payment.reference, payment.id))?.id ?? null),
  };
}

const RECONCILE_BATCH = 200;
/** A checkout younger than this is left to its webhook; the job asks the provider about older ones. */
const RECONCILE_AFTER_MS = 10 * 60_000;

export type ReconcileResult = { settled: number; fulfilled: number; mismatched: number };

/**
 * Job `reconcile-payments`: re-reads every open checkout from its provider and settles it
 * through the same code as a webhook (a lost or late event changes nothing in the end), and finishes
 * paid payments whose fulfilment did not complete. Payments a provider reported with another amount
 * or currency than ours are named on every run (`mismatched`): the flag stays as evidence.
 * Idempotent.
 */
export async function reconcilePayments({ db, now }: { db: Db; now: Date }): Promise<ReconcileResult> {
  let settled = 0;
  for (const payment of await findOpenCheckouts(db, new Date(now.getTime() - RECONCILE_AFTER_MS), RECONCILE_BATCH)) {
    try {
      const state = await providerNamed(payment.provider).readCheckout(db, payment.checkoutId!);
      const after = await settlePayment(db, payment.id, state, now);
      if (after && after.status !== payment.status) settled++;
    } catch (error) {
      console.error(`[payments] reconciling ${payment.id} failed:`, error instanceof Error ? error.message : error);
    }
  }
  let fulfilled = 0;
  for (const payment of await findUnfulfilled(db, RECONCILE_BATCH)) {
    try {
      await fulfilPayment(db, payment, now);
      fulfilled++;
    } catch (error) {
      console.error(`[payments] fulfilling ${payment.id} failed:`, error instanceof Error ? error.message : error);
    }
  }
  const mismatched = await findWithSettlementProblem(db, RECONCILE_BATCH);
  for (const payment of mismatched) {
    console.warn(`[payments] payment ${payment.id} (${payment.status}): ${payment.settlementProblem} between the provider and the ledger`);
  }
  return { settled, fulfilled, mismatched: mismatched.length };
}
