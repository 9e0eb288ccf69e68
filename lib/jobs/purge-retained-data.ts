import 'server-only';
import { deleteExpiredVerifications } from '@/lib/accounts/account-service';
import type { Db } from '@/lib/db/types';
import { deleteFinishedEmailsBefore } from '@/lib/email/service';
import { deleteFeedbackBefore } from '@/lib/feedback/service';
import { deleteExpiredIdempotencyKeys } from '@/lib/providers/key-service';
import { deleteStaleCounters } from '@/lib/rate-limit/service';
import { purgeEndedLinkTokens } from '@/lib/tokens/service';
import { purgeWaitingListLeftovers } from '@/lib/waiting-lists/service';
import { purgeOldJobRuns } from './history';

const DAY_MS = 24 * 60 * 60_000;
/**
 * The retention the privacy policy (/privatliv) promises. E-mail copies hold what applicants wrote
 * (receipts, landlords' copies), so they go with the same 30 days as anonymised applications.
 */
export const RETENTION_DAYS = { emails: 30, feedback: 365 } as const;
// The longest rate-limit window is an hour; a day-old counter can only ever be reset.
const STALE_COUNTER_MS = DAY_MS;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Job: removes what we promised not to keep — sent e-mail copies after 30 days,
 * feedback after a year — plus used-up tokens (and link tokens 90 days after they expired or were used), rate-limit counters and the provider API's
 * idempotency records past their 24 hours, waiting-list sign-ups never paid for and old
 * invitations, and the job history after a month. Idempotent: a second run finds nothing.
 */
export async function purgeRetainedData({ db, now = new Date() }: { db: Db; now?: Date }) {
  return {
    emails: await deleteFinishedEmailsBefore(db, daysBefore(now, RETENTION_DAYS.emails)),
    feedback: await deleteFeedbackBefore(db, daysBefore(now, RETENTION_DAYS.feedback)),
    verifications: await deleteExpiredVerifications(db, now),
    linkTokens: await purgeEndedLinkTokens(db, now),
    rateLimitCounters: await deleteStaleCounters(db, new Date(now.getTime() - STALE_COUNTER_MS)),
    idempotencyKeys: await deleteExpiredIdempotencyKeys(db, now),
    waitingLists: await purgeWaitingListLeftovers(db, now),
    jobRuns: await purgeOldJobRuns(db, now),
  };
}
