import 'server-only';
import type { Db } from '@/lib/db/types';
import { sendAlerts as runAlerts, type AlertRun } from '@/lib/saved-searches/alerts-service';

/**
 * Job: saved-search alerts. Matches new, cheaper and again-available homes against the
 * saved searches and mails each person once per run; instant alerts go out within its rhythm (a
 * minute), daily ones at 07:00 and weekly ones on Mondays at 07:00, Danish time. Idempotent.
 */
export function sendAlerts({ db, now }: { db: Db; now: Date }): Promise<AlertRun> {
  return runAlerts({ db, now });
}
