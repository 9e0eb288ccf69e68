import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { sendViewingReminders as remind } from '@/lib/viewings/reminders';

/**
 * Job: the reminder mail 24 hours before each accepted viewing slot. Idempotent (an
 * invitation is claimed once), so any rhythm works; every 15 minutes keeps it near the 24 hours.
 */
export async function sendViewingReminders(options: { db?: Db; now?: Date } = {}) {
  return remind(options.db ?? (await getDb()), options.now ?? new Date());
}
