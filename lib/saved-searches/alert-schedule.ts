import { addDays, instantInCopenhagen, wallTimeInCopenhagen } from '@/lib/time/copenhagen';

/** Daily and weekly alerts go out at 07:00 Danish time; weekly ones on Mondays. */
export const DIGEST_TIME = '07:00';
const DIGEST_HOUR = 7;

/** The Danish weekday of a YYYY-MM-DD date: 0 Sunday … 6 Saturday. */
function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/**
 * The latest digest moments at or before `now`: the last 07:00 in Copenhagen and the last Monday
 * 07:00. A daily search is sent the matches found before the first, a weekly one those before the
 * second; so a run at 07:00 (or the first after it) sends each digest once, whatever the job's rhythm.
 */
export function digestBoundaries(now: Date): { daily: Date; weekly: Date } {
  const { date, hour } = wallTimeInCopenhagen(now);
  const lastDigestDay = hour >= DIGEST_HOUR ? date : addDays(date, -1);
  const daysSinceMonday = (weekday(lastDigestDay) + 6) % 7;
  return {
    daily: instantInCopenhagen(lastDigestDay, DIGEST_TIME),
    weekly: instantInCopenhagen(addDays(lastDigestDay, -daysSinceMonday), DIGEST_TIME),
  };
}
