import type { SubscriptionStatus } from '@/lib/db/schema/payments';

export { addDays } from '@/lib/time/copenhagen';

/** The reminder goes out this many days before the renewal date (with the amount and a stop link). */
export const REMINDER_DAYS_BEFORE = 15;
/** Charge attempts per renewal: on the date, then after 3 and after 7 days. */
export const RETRY_AFTER_DAYS = [3, 4] as const;
export const MAX_RENEWAL_ATTEMPTS = RETRY_AFTER_DAYS.length + 1;
/** How long the membership is kept after the renewal date while the fee is unpaid; the day after, it lapses. */
export const GRACE_DAYS = 14;

/** What a person (and WL's /ventelister) sees: stopped is active until the renewal date, without renewing. */
export type SubscriptionState = 'active' | 'stopped' | 'grace' | 'expired';

export function stateOf(status: SubscriptionStatus, autoRenew: boolean): SubscriptionState {
  return status === 'active' && !autoRenew ? 'stopped' : status;
}

/** Stopping and resuming are only for a subscription that has not expired: after that, only a new checkout. */
export function canChangeRenewal(status: SubscriptionStatus): boolean {
  return status !== 'expired';
}

/** One year on; a 29 February becomes 28 February (the fee is yearly, never 366 days + 1). */
export function addYear(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const day = m === 2 && d === 29 ? 28 : d;
  return `${String(y + 1).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function daysUntil(today: string, isoDate: string): number {
  return Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The ledger reference of one renewal period: at most one effect per subscription and renewal date. */
export function renewalReference(subscriptionId: number, renewsOn: string): string {
  return `${subscriptionId}:${renewsOn}`;
}

export function parseRenewalReference(reference: string): { subscriptionId: number; renewsOn: string } | null {
  const match = /^(\d+):(\d{4}-\d{2}-\d{2})$/.exec(reference);
  return match ? { subscriptionId: Number(match[1]), renewsOn: match[2] } : null;
}
