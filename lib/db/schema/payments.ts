import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const paymentPurposes = ['waiting-list-signup', 'subscription-renewal'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/**
 * open → processing → one of the three ends; lib/payments/rules.ts says which moves are allowed.
 * `refunded`: a succeeded payment for something already paid (a second tab, a provider's retry, a
 * late payment), given back instead of fulfilled.
 */
export const paymentStatuses = ['open', 'processing', 'succeeded', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentProviders = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/**
 * The ledger: one row per attempt to take money, in øre. `id` is the random public id of
 * /betaling/{id}. `reference` is the purpose's key: WL's pending sign-up, or `subscriptionId:renewsOn`
 * for a renewal (one charge per subscription period). `fulfilledAt` is claimed once, so the effect of
 * a payment (membership, subscription, receipt) happens once whichever path — webhook, sandbox,
 * reconcile job — gets there first. A deleted account keeps its rows (bookkeeping), without an owner.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    reference: text('reference').notNull(),
    /**
     * What the payment buys, as its purpose names it: `waiting-list:<list id>` for a sign-up fee
     * (two tabs of the form are two sign-ups, one thing), the reference for a renewal period. A
     * person has one checkout open per item at a time.
     */
    item: text('item').notNull(),
    amountOre: integer('amount_ore').notNull(),
    currency: text('currency').notNull().default('DKK'),
    description: text('description').notNull(),
    locale: text('locale').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** Stripe's Checkout Session id or the sandbox's session id; null for an off-session renewal charge. */
    checkoutId: text('checkout_id'),
    checkoutUrl: text('checkout_url'),
    /** Stripe's PaymentIntent id (or the sandbox's charge id) once there is one. */
    providerPaymentId: text('provider_payment_id'),
    status: text('status').$type<PaymentStatus>().notNull().default('open'),
    failureReason: text('failure_reason'),
    /** What the purpose produced: the waiting-list membership a sign-up fee paid for. */
    membershipId: integer('membership_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The provider's refund id (Stripe's `re_…`) once the payment was given back. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * Why a provider's word about this payment was not applied: its amount or currency differs from
     * ours. The first one is kept as evidence; the reconcile job names every payment that has one.
     */
    settlementProblem: text('settlement_problem'),
    /**
     * A late payment: the status the ledger had already closed the payment with (`cancelled`, `failed`)
     * when its provider then reported the money taken. Kept as the flag; the payment then goes on as a
     * succeeded one — fulfilled, or refunded when it bought nothing (docs/payments.md).
     */
    paidAfterClose: text('paid_after_close').$type<'cancelled' | 'failed'>(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payments_checkout_idx').on(t.provider, t.checkoutId),
    // One checkout at a time per person and item (a list's sign-up, a renewal period): another
    // attempt is sent back to the open one, and two requests at once cannot both open one.
    uniqueIndex('payments_open_item_idx')
      .on(t.userId, t.purpose, t.item)
      .where(sql`${t.status} in ('open', 'processing')`),
    // The reconcile job's two questions: open checkouts, succeeded but not yet fulfilled.
    index('payments_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('open', 'processing')`),
    index('payments_unfulfilled_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'succeeded' and ${t.fulfilledAt} is null`),
    check('payments_amount_check', sql`${t.amountOre} > 0`),
    check('payments_status_check', sql`${t.status} in ('open', 'processing', 'succeeded', 'failed', 'cancelled', 'refunded')`),
  ],
);

/** Every provider event handled, by its id: a replayed event (Stripe retries, an attacker's copy) does nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: text('payment_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The sandbox provider's own side — what Stripe keeps on its servers: a checkout session and the
 * test card saved with it for renewals. Only the sandbox adapter reads and writes it.
 */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amountOre: integer('amount_ore').notNull(),
  status: text('status').$type<'open' | 'complete' | 'failed' | 'expired' | 'refunded'>().notNull().default('open'),
  /** The full test card number: it decides the outcome of later off-session charges (never a real card). */
  cardNumber: text('card_number'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export const subscriptionStatuses = ['active', 'grace', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * A paid waiting-list membership (a subscription). `renewsOn` is the Copenhagen date the next
 * year's fee is due; with `autoRenew` off the subscription simply expires that day. `membershipId` is
 * WL's id without a foreign key: the membership row goes when a member leaves, the subscription stays
 * as history. The saved method is the provider's reference to it (a Stripe customer + PaymentMethod,
 * or the sandbox's checkout whose test card it keeps) — never a card number of ours.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id').notNull(),
    groupId: integer('group_id').notNull(),
    listName: text('list_name').notNull(),
    companyName: text('company_name'),
    annualFeeOre: integer('annual_fee_ore').notNull(),
    locale: text('locale').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull().default('active'),
    autoRenew: boolean('auto_renew').notNull().default(true),
    startedOn: date('started_on').notNull(),
    renewsOn: date('renews_on').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerPaymentMethodId: text('provider_payment_method_id'),
    /** The renewal date a reminder went out for: one reminder per period, however often the job runs. */
    remindedFor: date('reminded_for'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The last day the membership is kept after a failed renewal; then it lapses. */
    graceUntil: date('grace_until'),
    /** Retired: the stop link is in link_tokens (purpose `subscriptionStop`); kept one release for rolling deploys (docs/tokens.md). */
    stopTokenHash: text('stop_token_hash'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_membership_idx').on(t.membershipId),
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_due_idx')
      .on(t.renewsOn)
      .where(sql`${t.status} <> 'expired'`),
    check('subscriptions_status_check', sql`${t.status} in ('active', 'grace', 'expired')`),
  ],
);
