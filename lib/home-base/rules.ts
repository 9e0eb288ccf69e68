import type { SubscriptionSummary } from '@/lib/subscriptions/schema';
import { addDays, instantInCopenhagen, todayInCopenhagen } from '@/lib/time/copenhagen';
import type { TimelineViewing } from '@/lib/viewings/schema';
import type { AwaitingItem, UpcomingItem } from './schema';

/*
 * How the home base sorts what the areas hand it, free of the database: what waits for an answer
 * (soonest deadline first) and what is coming up (soonest first).
 */

/** A renewal this close is shown among what is coming up, so a fee is never a surprise. */
export const RENEWAL_NOTICE_DAYS = 30;

const byDeadline = (a: AwaitingItem, b: AwaitingItem) => a.deadline.localeCompare(b.deadline);
const byTime = (a: UpcomingItem, b: UpcomingItem) => a.at.localeCompare(b.at);

/**
 * An invitation the person has not answered and can still answer waits for them, and so does a survey
 * after the viewing until it closes; an accepted future slot is coming up.
 */
export function sortViewings(viewings: TimelineViewing[], now: Date) {
  const nowIso = now.toISOString();
  const surveys = viewings.flatMap(({ survey, ...viewing }): AwaitingItem[] =>
    survey?.open && survey.answerBy ? [{ kind: 'survey', deadline: survey.answerBy, viewing: { ...viewing, survey } }] : [],
  );
  return {
    awaiting: viewings
      .filter((viewing) => viewing.state === 'sent' && viewing.answerBy > nowIso)
      .map((viewing): AwaitingItem => ({ kind: 'viewingInvitation', deadline: viewing.answerBy, viewing }))
      .concat(surveys),
    upcoming: viewings
      .filter((viewing) => viewing.state === 'accepted' && viewing.startsAt > nowIso)
      .map((viewing): UpcomingItem => ({ kind: 'viewing', at: viewing.startsAt, viewing })),
  };
}

/**
 * An unpaid renewal (in its grace period) waits for payment until the grace period's last day ends;
 * an automatic renewal within RENEWAL_NOTICE_DAYS is coming up. Stopped and expired ones are neither.
 */
export function sortRenewals(subscriptions: SubscriptionSummary[], now: Date) {
  const today = todayInCopenhagen(now);
  const horizon = addDays(today, RENEWAL_NOTICE_DAYS);
  return {
    awaiting: subscriptions
      .filter((subscription) => subscription.state === 'grace' && subscription.graceUntil !== null && subscription.graceUntil >= today)
      .map((subscription): AwaitingItem => ({
        kind: 'unpaidRenewal',
        deadline: instantInCopenhagen(addDays(subscription.graceUntil!, 1), '00:00').toISOString(),
        subscription,
      })),
    upcoming: subscriptions
      .filter((subscription) => subscription.state === 'active' && subscription.renewsOn >= today && subscription.renewsOn <= horizon)
      .map((subscription): UpcomingItem => ({
        kind: 'renewal',
        at: instantInCopenhagen(subscription.renewsOn, '00:00').toISOString(),
        subscription,
      })),
  };
}

export function soonestDeadlineFirst(items: AwaitingItem[]): AwaitingItem[] {
  return [...items].sort(byDeadline);
}

export function soonestFirst(items: UpcomingItem[]): UpcomingItem[] {
  return [...items].sort(byTime);
}
