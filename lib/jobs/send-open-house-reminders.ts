import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { sendOpenHouseReminders as remind } from '@/lib/open-house/reminders';

/**
 * Job: the reminder mail 24 hours before each open house a person is registered for.
 * Idempotent (a registration is claimed once), so any rhythm works; every 15 minutes keeps it near
 * the 24 hours, and the first run after 07:00 sends what the night held back.
 */
export async function sendOpenHouseReminders(options: { db?: Db; now?: Date } = {}) {
  return remind(options.db ?? (await getDb()), options.now ?? new Date());
}
