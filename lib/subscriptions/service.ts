import 'server-only';
import type { SessionUser } from '@/lib/accounts/session';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { DomainError } from '@/lib/errors/domain-error';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { resolveLinkToken, withdrawLinkTokens } from '@/lib/tokens/service';
import { checkoutProviderName, startCheckout } from '@/lib/payments/service';
import type { StartCheckoutResult } from '@/lib/payments/schema';
import type { Locale } from '@/lib/i18n/routing';
import {
  expireSubscriptionOfMembership,
  findSubscription,
  findSubscriptionsOf,
  findSubscriptionsOfMemberships,
  insertSubscription,
  updateLiveSubscription,
  type NewSubscription,
  type SubscriptionRow,
} from './repository';
import { canChangeRenewal, renewalReference, stateOf } from './rules';
import type { MembershipSubscription, RenewalChange, StopLinkSubscription, SubscriptionSummary } from './schema';

type Owner = Pick<SessionUser, 'id'>;

/** Stop and resume are clicks; the stop link is public, so its guesses are limited per address. */
export const SUBSCRIPTION_WRITE_LIMIT: RateLimitRule = { name: 'subscription-write', windowMs: 60 * 60_000, max: 60 };

function summaryOf(row: SubscriptionRow): SubscriptionSummary {
  return {
    id: row.id,
    listName: row.listName,
    companyName: row.companyName,
    annualFeeOre: row.annualFeeOre,
    renewsOn: row.renewsOn,
    graceUntil: row.graceUntil,
    state: stateOf(row.status, row.autoRenew),
  };
}

export async function listMySubscriptions(user: Owner): Promise<SubscriptionSummary[]> {
  return (await findSubscriptionsOf(await getDb(), user.id)).map(summaryOf);
}

/** Contract: the subscriptions behind WL's paid memberships of `userId`, by membership id. */
export async function subscriptionsOfMemberships(userId: string, membershipIds: number[]): Promise<Map<number, MembershipSubscription>> {
  const rows = await findSubscriptionsOfMemberships(await getDb(), userId, membershipIds);
  return new Map(
    rows.map((row) => [
      row.membershipId,
      { renewsOn: row.renewsOn, autoRenew: row.autoRenew, annualFeeOre: row.annualFeeOre, state: stateOf(row.status, row.autoRenew) },
    ]),
  );
}

/** The list a paid sign-up put `userId` on, for /betaling/{id}; null until the subscription exists. */
export async function listNameOfMembership(userId: string, membershipId: number): Promise<string | null> {
  const [row] = await findSubscriptionsOfMemberships(await getDb(), userId, [membershipId]);
  return row?.listName ?? null;
}

/** Contract: the member left the list (WL), so nothing renews any more, and its stop link opens nothing. Idempotent. */
export async function endSubscriptionOfMembership(membershipId: number, now = new Date()): Promise<void> {
  await (
    await getDb()
  ).transaction(async (tx) => {
    for (const id of await expireSubscriptionOfMembership(tx, membershipId, now)) await withdrawLinkTokens(tx, 'subscriptionStop', id);
  });
}

export type PrepaidSubscription = Omit<NewSubscription, 'id' | 'provider' | 'providerCustomerId' | 'providerPaymentMethodId'>;

/**
 * The subscription of a membership whose fee the landlord says was paid outside Hjemly (an imported
 * member), in the caller's transaction: it renews on `renewsOn` like any other. With no card saved,
 * that renewal's charge fails at once and the grace period's mails ask the member to pay ("Betal nu").
 * Undefined when the membership has one already.
 */
export function startPrepaidSubscription(db: Db, values: PrepaidSubscription): Promise<SubscriptionRow | undefined> {
  return insertSubscription(db, { ...values, provider: checkoutProviderName() });
}

/**
 * Stop (stays active until the renewal date, then expires) or resume automatic renewal. Someone
 * else's subscription is 404; an expired one is 422 — after expiry only a new sign-up renews it.
 */
export async function changeRenewal(user: Owner, id: number, change: RenewalChange): Promise<SubscriptionSummary> {
  const db = await getDb();
  const updated = await updateLiveSubscription(db, id, { autoRenew: change.autoRenew }, user.id);
  if (updated) return summaryOf(updated);
  const existing = await findSubscription(db, id);
  if (!existing || existing.userId !== user.id) throw new DomainError('NotFound', 'notFound');
  throw new DomainError('Rejected', 'subscriptionExpired');
}

/** A stop link lasts until the next reminder replaces it or the subscription ends (then it is withdrawn). */
async function subscriptionOfStopLink(db: Db, token: string, now: Date): Promise<SubscriptionRow | undefined> {
  const link = await resolveLinkToken(db, 'subscriptionStop', token, now);
  return link.kind === 'found' ? findSubscription(db, Number(link.subject)) : undefined;
}

/** The subscription the reminder's stop link names, or null (unknown, replaced or expired link). */
export async function getStopLinkSubscription(token: string, now = new Date()): Promise<StopLinkSubscription | null> {
  const row = await subscriptionOfStopLink(await getDb(), token, now);
  if (!row) return null;
  return { listName: row.listName, companyName: row.companyName, renewsOn: row.renewsOn, state: stateOf(row.status, row.autoRenew) };
}

/** The reminder's one-click stop, without signing in: the token is the proof. Idempotent. */
export async function stopRenewalByLink(token: string, now = new Date()): Promise<StopLinkSubscription> {
  const db = await getDb();
  const row = await subscriptionOfStopLink(db, token, now);
  if (!row) throw new DomainError('NotFound', 'notFound');
  if (!canChangeRenewal(row.status)) throw new DomainError('Rejected', 'subscriptionExpired');
  const updated = (await updateLiveSubscription(db, row.id, { autoRenew: false })) ?? row;
  return {
    listName: updated.listName,
    companyName: updated.companyName,
    renewsOn: updated.renewsOn,
    state: stateOf(updated.status, updated.autoRenew),
  };
}

/**
 * "Pay now" while a renewal is unpaid (a declined or expired card, or MobilePay, which cannot be
 * charged again): a checkout for this period's fee. While it is open the job makes no charge of its
 * own for the period, and its success renews the subscription like a charge would.
 */
export async function payRenewalNow(user: Owner, id: number): Promise<StartCheckoutResult> {
  const subscription = await findSubscription(await getDb(), id);
  if (!subscription || subscription.userId !== user.id) throw new DomainError('NotFound', 'notFound');
  if (subscription.status === 'expired') throw new DomainError('Rejected', 'subscriptionExpired');
  if (subscription.status !== 'grace') throw new DomainError('Rejected', 'paymentNotRetryable');
  const period = renewalReference(subscription.id, subscription.renewsOn);
  return startCheckout({
    userId: user.id,
    purpose: 'subscription-renewal',
    reference: period,
    item: period,
    amountOre: subscription.annualFeeOre,
    description: subscription.companyName ? `${subscription.listName} · ${subscription.companyName}` : subscription.listName,
    locale: subscription.locale as Locale,
  });
}
