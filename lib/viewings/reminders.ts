import 'server-only';
import type { Db } from '@/lib/db/types';
import { mailInvitee, mintLink } from './mails';
import { claimDueReminders, findInvitation, listSlots } from './repository';
import { REMINDER_BEFORE_MS } from './rules';

/**
 * Reminds everyone with an accepted slot starting within the next 24 hours, once each: the claim
 * and the queued mails commit together, so a failed run reminds nobody and the next run retries.
 * Mail queued at night waits for 07:00 (quiet hours); the person's settings may switch it off.
 */
export async function sendViewingReminders(db: Db, now: Date): Promise<{ claimed: number; queued: number }> {
  return db.transaction(async (t) => {
    const ids = await claimDueReminders(t, now, new Date(now.getTime() + REMINDER_BEFORE_MS));
    let queued = 0;
    for (const id of ids) {
      const invitation = await findInvitation(t, id);
      if (!invitation?.inviteeActive) continue;
      const slots = await listSlots(t, [invitation.viewingId]);
      const slot = slots.find((candidate) => candidate.id === invitation.slotId);
      if (!slot) continue;
      const lastEnd = new Date(Math.max(...slots.map((candidate) => candidate.endsAt.getTime())));
      const { url } = await mintLink(t, invitation, 'invitation', lastEnd, now);
      if ((await mailInvitee(t, invitation, 'reminder', [slot], url, now)) !== null) queued++;
    }
    return { claimed: ids.length, queued };
  });
}
