import 'server-only';
import type { Db } from '@/lib/db/types';
import { endOfQuietHours } from '@/lib/email/quiet-hours';
import { mailRegistrant } from './mails';
import { claimReminder, findDueReminders } from './repository';
import { REMINDER_LEAD_MS } from './rules';

// Bounds one run; the rest are due in the next.
const MAX_PER_RUN = 500;

export type OpenHouseReminderResult = { reminded: number; skipped: number; quiet: boolean };

/**
 * The reminder 24 hours before an open house, once per registration, in the language the person
 * registered in; a signed-in person who switched viewing mails off gets none (lib/open-house/mails.ts).
 * Nothing is sent between 21:00 and 07:00 Danish time: the run waits for the morning, when the
 * people still registered are reminded (someone who cancels overnight gets no reminder). Each claim
 * and its mail are one transaction, so two runs at once remind a person once.
 */
export async function sendOpenHouseReminders(db: Db, now: Date): Promise<OpenHouseReminderResult> {
  if (endOfQuietHours(now).getTime() !== now.getTime()) return { reminded: 0, skipped: 0, quiet: true };
  const result: OpenHouseReminderResult = { reminded: 0, skipped: 0, quiet: false };
  for (const row of await findDueReminders(db, now, REMINDER_LEAD_MS, MAX_PER_RUN)) {
    const sent = await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, row.registration.id, now))) return false;
      return mailRegistrant({ db: tx, now }, 'reminder', row);
    });
    result[sent ? 'reminded' : 'skipped']++;
  }
  return result;
}
