import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { paymentEvents, payments, type PaymentProviderName } from '@/lib/db/schema/payments';
import type { Db } from '@/lib/db/types';
import type { ProviderState } from './providers/types';
import { canMove, isPaidAfterClose, settlementProblemOf, type SettlementProblem } from './rules';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(db: Db, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row;
}

/**
 * A new open payment, or undefined when the person already has one open for the item: the partial
 * unique index decides, so two requests at the same moment cannot both add one.
 */
export async function insertOpenPayment(db: Db, values: NewPayment): Promise<PaymentRow | undefined> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

/** A person's item: the thing bought (lib/db/schema/payments.ts `item`) by whom. */
export type ItemOf = Pick<PaymentRow, 'purpose' | 'item'> & { userId: string };

const sameItem = ({ userId, purpose, item }: ItemOf) =>
  and(eq(payments.userId, userId), eq(payments.purpose, purpose), eq(payments.item, item));

/** The person's payment still open (or processing) for an item, if any. */
export async function findOpenPaymentFor(db: Db, of: ItemOf): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(sameItem(of), inArray(payments.status, ['open', 'processing'])))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** The payment that paid a purpose's reference (the one kept, not one given back), other than `exceptId`. */
export async function findPaidPaymentFor(
  db: Db,
  purpose: PaymentRow['purpose'],
  reference: string,
  exceptId = '',
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.purpose, purpose), eq(payments.reference, reference), eq(payments.status, 'succeeded'), ne(payments.id, exceptId)),
    )
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return row;
}

/** The person's other checkouts still open for what `payment` buys: once it has taken the money they must not be paid too. */
export function findOtherOpenCheckouts(db: Db, payment: ItemOf & { id: string }): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(sameItem(payment), eq(payments.status, 'open'), isNotNull(payments.checkoutId), ne(payments.id, payment.id)));
}

export async function setCheckout(db: Db, id: string, checkoutId: string, checkoutUrl: string): Promise<void> {
  await db.update(payments).set({ checkoutId, checkoutUrl, updatedAt: new Date() }).where(eq(payments.id, id));
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** `userId`'s payment, or undefined — another person's is not found, like a missing one. */
export async function findOwnPayment(db: Db, userId: string, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  return row;
}

/** Every payment of `userId`, newest first. */
export function findOwnPayments(db: Db, userId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt));
}

export async function findPaymentByCheckout(db: Db, provider: PaymentProviderName, checkoutId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.checkoutId, checkoutId)));
  return row;
}

export type Moved = { payment: PaymentRow; moved: boolean; problem?: SettlementProblem };

/**
 * Moves a payment to `state` when that is a step forward (lib/payments/rules.ts) — or money reported
 * taken on a payment already closed, flagged `paidAfterClose` — under a row lock so two events for
 * one payment (a webhook and the reconcile job) are applied one after the other. A state whose amount
 * or currency is not the payment's is not applied: the payment keeps the problem.
 */
export async function movePayment(db: Db, id: string, state: ProviderState, now: Date): Promise<Moved | undefined> {
  const [current] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!current) return undefined;
  if (!canMove(current.status, state.status)) return { payment: current, moved: false };
  const problem = settlementProblemOf(current, state);
  if (problem) {
    const [flagged] = await db
      .update(payments)
      .set({ settlementProblem: current.settlementProblem ?? problem, updatedAt: now })
      .where(eq(payments.id, id))
      .returning();
    return { payment: flagged, moved: false, problem };
  }
  const closedAs = isPaidAfterClose(current.status, state.status) ? current.status : null;
  const [payment] = await db
    .update(payments)
    .set({
      status: state.status,
      providerPaymentId: state.providerPaymentId ?? current.providerPaymentId,
      // A late payment keeps why it had been closed, next to the flag of what it had been closed as.
      failureReason:
        state.status === 'failed' || state.status === 'cancelled' ? (state.failureReason ?? null) : closedAs ? current.failureReason : null,
      paidAfterClose: closedAs ?? current.paidAfterClose,
      paidAt: state.status === 'succeeded' ? now : current.paidAt,
      updatedAt: now,
    })
    .where(eq(payments.id, id))
    .returning();
  return { payment, moved: true };
}

/** True once, for the caller that gets to carry out the payment's effect. */
export async function claimFulfilment(db: Db, id: string, now: Date, membershipId: number | null = null): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ fulfilledAt: now, membershipId, updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'succeeded'), isNull(payments.fulfilledAt)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * A succeeded payment given back: refunded and done (nothing left for the reconcile job). True once,
 * for the caller that then tells the person.
 */
export async function markRefunded(db: Db, id: string, refundId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'refunded', refundId, refundedAt: now, fulfilledAt: now, updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'succeeded'), isNull(payments.fulfilledAt)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Records an event id; false when it was seen before (a replay), so its effect is skipped. */
export async function recordEvent(
  db: Db,
  event: { provider: PaymentProviderName; id: string; type: string; paymentId: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ provider: event.provider, eventId: event.id, type: event.type, paymentId: event.paymentId })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

/** Checkouts still open after `before`, oldest first: the reconcile job asks the provider about them. */
export function findOpenCheckouts(db: Db, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(inArray(payments.status, ['open', 'processing']), lt(payments.createdAt, before), sql`${payments.checkoutId} is not null`))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/** Paid but not yet fulfilled (a crash between the two): the reconcile job finishes them. */
export function findUnfulfilled(db: Db, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'succeeded'), isNull(payments.fulfilledAt)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/** The newest payment for a purpose's reference (a renewal period), if any. */
export async function latestPaymentFor(db: Db, purpose: PaymentRow['purpose'], reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, purpose), eq(payments.reference, reference)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** Payments a provider reported with another amount or currency than ours, oldest first. */
export function findWithSettlementProblem(db: Db, limit: number): Promise<Pick<PaymentRow, 'id' | 'status' | 'settlementProblem'>[]> {
  return db
    .select({ id: payments.id, status: payments.status, settlementProblem: payments.settlementProblem })
    .from(payments)
    .where(isNotNull(payments.settlementProblem))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}
