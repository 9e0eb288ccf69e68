import 'server-only';
import type { Db } from '@/lib/db/types';
import { snapshotWaitingListPositions as snapshot } from '@/lib/waiting-lists/service';

/**
 * Job: each waiting-list member's place today (Copenhagen date), the history behind the
 * chart on /ventelister. Idempotent: a second run the same day overwrites that day's rows.
 */
export async function snapshotWaitingListPositions(options: { db: Db; now?: Date }): Promise<{ snapshots: number }> {
  return snapshot(options.db, options.now ?? new Date());
}
