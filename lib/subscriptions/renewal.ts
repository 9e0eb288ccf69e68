import 'server-only';
import { getPersonalInfo } from '@/lib/accounts/account-service';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import type { EmailTemplateData } from '@/lib/email/templates';
import type { EmailRequest } from '@/lib/email/types';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import type { SavedMethod } from '@/lib/payments/providers/types';
import type { PaymentRow } from '@/lib/payments/service';
import { formatOre } from '@/lib/payments/rules';
import { chargeRenewal } from '@/lib/payments/service';
import { mailUrl } from '@/lib/seo/urls';
import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { issueLinkToken, withdrawLinkTokens } from '@/lib/tokens/service';
import {
  expireSubscription,
  findRenewalWork,
  findSubscriptionForUpdate,
  insertSubscription,
  markReminded,
  updateLiveSubscription,
  type SubscriptionRow,
} from './repository';
import {
  addDays,
  addYear,
  daysUntil,
  GRACE_DAYS,
  MAX_RENEWAL_ATTEMPTS,
  parseRenewalReference,
  REMINDER_DAYS_BEFORE,
  renewalReference,
  RETRY_AFTER_DAYS,
} from './rules';

const DAY_MS = 24 * 60 * 60_000;
// One run's share; the rest is picked up by the next (the job runs every hour).
const MAX_PER_RUN = 500;

/** What a paid sign-up made: the membership a subscription is for. */
export type PaidMembership = {
  userId: string;
  membershipId: number;
  groupId: number;
  listName: string;
  companyName: string | null;
  yearlyFeeKr: number;
};

/** Ends the membership of a lapsed subscription: the waiting list's, passed in by the job (no cycle back to it). */
export type EndMembership = (input: { membershipId: number; reason: 'lapsed' }, db: Db, now: Date) => Promise<void>;

/** The subscription a paid sign-up starts: a year from the day it was paid, renewing by default. */
export async function startSubscription(
  db: Db,
  input: { payment: PaymentRow; signup: PaidMembership; method: SavedMethod | null; paidAt: Date },
): Promise<SubscriptionRow | undefined> {
  const startedOn = todayInCopenhagen(input.paidAt);
  return insertSubscription(db, {
    userId: input.signup.userId,
    membershipId: input.signup.membershipId,
    groupId: input.signup.groupId,
    listName: input.signup.listName,
    companyName: input.signup.companyName,
    annualFeeOre: input.signup.yearlyFeeKr * 100,
    locale: input.payment.locale,
    startedOn,
    renewsOn: addYear(startedOn),
    provider: input.payment.provider,
    providerCustomerId: input.method?.customerId ?? null,
    providerPaymentMethodId: input.method?.paymentMethodId ?? null,
  });
}

/**
 * A renewal was paid: the subscription moves one year on from the date it was due (not from the
 * day it was paid, so a retry in the grace period does not shift the renewal date), and the payment
 * is claimed (`claim`). Both under the subscription's lock, checked before the claim: a payment for a
 * period no longer due — renewed by another charge, or the subscription ended — bought nothing
 * (`paidNothing`, the list its refund mail names); null when another run claimed it first.
 */
export async function applyRenewalPayment(
  db: Db,
  payment: PaymentRow,
  method: SavedMethod | null,
  claim: () => Promise<boolean>,
): Promise<{ listName: string; renewsOn: string } | { paidNothing: string } | null> {
  const period = parseRenewalReference(payment.reference);
  const subscription = period ? await findSubscriptionForUpdate(db, period.subscriptionId) : undefined;
  if (!period || !subscription || subscription.status === 'expired' || subscription.renewsOn !== period.renewsOn) {
    return { paidNothing: subscription?.listName ?? payment.description };
  }
  if (!(await claim())) return null;
  const renewsOn = addYear(period.renewsOn);
  await updateLiveSubscription(db, subscription.id, {
    status: 'active',
    renewsOn,
    failedAttempts: 0,
    nextAttemptAt: null,
    graceUntil: null,
    ...(method ? { providerCustomerId: method.customerId, providerPaymentMethodId: method.paymentMethodId } : {}),
  });
  return { listName: subscription.listName, renewsOn };
}

/** A renewal charge failed: grace period, the next attempt (if any is left), and a mail saying both. */
export async function recordRenewalFailure(db: Db, payment: PaymentRow, now: Date): Promise<void> {
  const period = parseRenewalReference(payment.reference);
  if (!period || !payment.userId) return;
  // Read before the transaction: on the embedded database a second query inside it would wait for it.
  const person = await getPersonalInfo({ id: payment.userId });
  await db.transaction(async (tx) => {
    const subscription = await findSubscriptionForUpdate(tx, period.subscriptionId);
    if (!subscription || subscription.status === 'expired' || subscription.renewsOn !== period.renewsOn) return;
    const attempts = subscription.failedAttempts + 1;
    const graceUntil = subscription.graceUntil ?? addDays(period.renewsOn, GRACE_DAYS);
    const nextAttemptAt = attempts < MAX_RENEWAL_ATTEMPTS ? new Date(now.getTime() + RETRY_AFTER_DAYS[attempts - 1] * DAY_MS) : null;
    await updateLiveSubscription(tx, subscription.id, { status: 'grace', failedAttempts: attempts, nextAttemptAt, graceUntil });
    const locale = subscription.locale as Locale;
    await mailTo(tx, subscription, person, 'subscriptionRenewalFailed', {
      listName: subscription.listName,
      amount: formatOre(subscription.annualFeeOre),
      nextAttempt: nextAttemptAt ? formatDate(todayInCopenhagen(nextAttemptAt), locale) : '',
      graceUntil: formatDate(graceUntil, locale),
      url: mailUrl(locale, '/subscriptions'),
    });
  });
}

type Step = 'none' | 'reminded' | 'charged' | 'waiting' | 'lapsed';

/**
 * Job `renew-subscriptions`: per subscription, the reminder 15 days before the renewal
 * date, the charge on the date, retries after 3 and 7 more days, and — when the fee is still unpaid
 * after the 14-day grace period, or renewal was stopped — the end of the subscription and of WL's
 * membership. Idempotent: every step is keyed on the renewal date, so running it again, or late,
 * does nothing twice. `now` is injectable for a controlled clock.
 */
export async function renewSubscriptions({
  db,
  now,
  endMembership,
}: {
  db: Db;
  now: Date;
  endMembership: EndMembership;
}): Promise<Record<Step, number>> {
  const today = todayInCopenhagen(now);
  const counts: Record<Step, number> = { none: 0, reminded: 0, charged: 0, waiting: 0, lapsed: 0 };
  for (const subscription of await findRenewalWork(db, addDays(today, REMINDER_DAYS_BEFORE), MAX_PER_RUN)) {
    try {
      counts[await renewalStep(db, subscription, today, now, endMembership)]++;
    } catch (error) {
      // One subscription's trouble (a provider outage) must not hold up the others; the next run retries.
      console.error(`[subscriptions] renewal of ${subscription.id} failed:`, error instanceof Error ? error.message : error);
    }
  }
  return counts;
}

async function renewalStep(db: Db, subscription: SubscriptionRow, today: string, now: Date, endMembership: EndMembership): Promise<Step> {
  if (subscription.renewsOn > today) return remindIfDue(db, subscription, today, now);
  if (!subscription.autoRenew) return lapse(db, subscription, now, false, endMembership);
  if (subscription.graceUntil && today > subscription.graceUntil) return lapse(db, subscription, now, true, endMembership);
  if (subscription.failedAttempts >= MAX_RENEWAL_ATTEMPTS) return 'waiting';
  if (subscription.nextAttemptAt && subscription.nextAttemptAt > now) return 'waiting';
  await chargeRenewal(
    db,
    {
      userId: subscription.userId,
      reference: renewalReference(subscription.id, subscription.renewsOn),
      amountOre: subscription.annualFeeOre,
      description: subscription.companyName ? `${subscription.listName} · ${subscription.companyName}` : subscription.listName,
      locale: subscription.locale as Locale,
      provider: subscription.provider,
      method: subscription.providerPaymentMethodId
        ? { customerId: subscription.providerCustomerId, paymentMethodId: subscription.providerPaymentMethodId }
        : null,
    },
    now,
  );
  return 'charged';
}

async function remindIfDue(db: Db, subscription: SubscriptionRow, today: string, now: Date): Promise<Step> {
  if (subscription.status !== 'active' || !subscription.autoRenew) return 'none';
  if (subscription.remindedFor === subscription.renewsOn || daysUntil(today, subscription.renewsOn) > REMINDER_DAYS_BEFORE) return 'none';
  const locale = subscription.locale as Locale;
  const person = await getPersonalInfo({ id: subscription.userId });
  const sent = await db.transaction(async (tx) => {
    if (!(await markReminded(tx, subscription.id, subscription.renewsOn))) return false;
    // Only the newest reminder's link stops: the stop link lasts as long as the subscription.
    const stop = { purpose: 'subscriptionStop', subject: subscription.id, expiresAt: null, replace: true } as const;
    const token = await issueLinkToken(tx, stop, now);
    await mailTo(tx, subscription, person, 'subscriptionReminder', {
      listName: subscription.listName,
      amount: formatOre(subscription.annualFeeOre),
      renewsOn: formatDate(subscription.renewsOn, locale),
      stopUrl: mailUrl(locale, { pathname: '/subscriptions/stop/[token]', params: { token } }),
      url: mailUrl(locale, '/subscriptions'),
    });
    return true;
  });
  return sent ? 'reminded' : 'none';
}

/** The end: WL's membership first (a no-op when it is gone already), then the subscription, once. */
async function lapse(db: Db, subscription: SubscriptionRow, now: Date, unpaid: boolean, endMembership: EndMembership): Promise<Step> {
  await endMembership({ membershipId: subscription.membershipId, reason: 'lapsed' }, db, now);
  const person = await getPersonalInfo({ id: subscription.userId });
  await db.transaction(async (tx) => {
    if (!(await expireSubscription(tx, subscription.id, now))) return;
    await withdrawLinkTokens(tx, 'subscriptionStop', subscription.id);
    if (!unpaid) return;
    const locale = subscription.locale as Locale;
    await mailTo(tx, subscription, person, 'subscriptionLapsed', {
      listName: subscription.listName,
      amount: formatOre(subscription.annualFeeOre),
      url: mailUrl(locale, '/search-waiting-lists'),
    });
  });
  return 'lapsed';
}

type SubscriptionMail = 'subscriptionReminder' | 'subscriptionRenewalFailed' | 'subscriptionLapsed';

async function mailTo<T extends SubscriptionMail>(
  db: Db,
  subscription: SubscriptionRow,
  person: { name: string; email: string },
  template: T,
  data: Omit<EmailTemplateData<T>, 'name'>,
): Promise<void> {
  const request = { to: person.email, locale: subscription.locale as Locale, template, data: { name: person.name, ...data } };
  await enqueueEmail(db, request as EmailRequest<T>);
}
