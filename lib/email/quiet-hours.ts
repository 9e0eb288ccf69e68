import { addDays, clockInCopenhagen, instantInCopenhagen, wallTimeInCopenhagen } from '@/lib/time/copenhagen';

/** Quiet hours: no mail about viewings, offers or open houses between 21:00 and 07:00 Danish time. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 7;

/**
 * When a mail queued at `now` may leave: `now` by day, else the next 07:00 in Copenhagen. The
 * queue stores this as the message's first due time, so the deliver-emails job holds it.
 */
export function endOfQuietHours(now: Date): Date {
  const { date, hour } = wallTimeInCopenhagen(now);
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return now;
  const morning = hour >= QUIET_FROM_HOUR ? addDays(date, 1) : date;
  return instantInCopenhagen(morning, `${String(QUIET_UNTIL_HOUR).padStart(2, '0')}:00`);
}

/**
 * When a mail about viewings, offers or open houses queued at `now` goes, as Danish wall-clock time
 * ("07:00"), or null when it goes at once: a confirmation says "sent" only when it is.
 */
export function heldUntil(now: Date): string | null {
  const due = endOfQuietHours(now);
  if (due.getTime() === now.getTime()) return null;
  return clockInCopenhagen(due);
}
