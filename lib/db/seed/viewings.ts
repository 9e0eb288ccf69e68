import { and, eq, inArray } from 'drizzle-orm';
import { applications } from '@/lib/db/schema/applications';
import { viewingInvitations, viewings, viewingSlots, viewingSurveys } from '@/lib/db/schema/viewings';
import type { Db } from '@/lib/db/types';
import { addDays, instantInCopenhagen, todayInCopenhagen } from '@/lib/time/copenhagen';
import { DEMO_USERS } from './accounts';

/**
 * The viewings behind the demo tenant's applications, so /anmodning/{id} shows them on a fresh start:
 * the application invited to a viewing has one coming (dated from today, not yet answered), and the
 * offered one had a viewing the tenant went to and said in the survey they are still interested.
 * No link is made here: the application page mints one for its owner, so nothing secret is printed.
 */
export async function seedViewings(db: Db, now = new Date()): Promise<void> {
  const rows = await db
    .select({ id: applications.id, status: applications.status, propertyId: applications.propertyId, companyId: applications.companyId })
    .from(applications)
    .where(and(eq(applications.userId, DEMO_USERS.tenant.id), inArray(applications.status, ['invitedToViewing', 'offered'])));
  const today = todayInCopenhagen(now);
  for (const application of rows) {
    const upcoming = application.status === 'invitedToViewing';
    const day = addDays(today, upcoming ? 10 : -20);
    const [viewing] = await db
      .insert(viewings)
      .values({ companyId: application.companyId, propertyId: application.propertyId, meetingLocation: 'Ved hoveddøren', createdAt: now })
      .returning({ id: viewings.id });
    const [slot] = await db
      .insert(viewingSlots)
      .values({
        viewingId: viewing.id,
        date: day,
        fromTime: '17:00',
        toTime: '17:30',
        startsAt: instantInCopenhagen(day, '17:00'),
        endsAt: instantInCopenhagen(day, '17:30'),
        capacity: 10,
      })
      .returning({ id: viewingSlots.id });
    const [invitation] = await db
      .insert(viewingInvitations)
      .values({
        viewingId: viewing.id,
        applicationId: application.id,
        status: upcoming ? 'sent' : 'accepted',
        slotId: upcoming ? null : slot.id,
        answeredAt: upcoming ? null : now,
        reminderDoneAt: upcoming ? null : now,
        createdAt: now,
      })
      .returning({ id: viewingInvitations.id });
    if (upcoming) continue;
    await db.insert(viewingSurveys).values({
      invitationId: invitation.id,
      expiresAt: now,
      attended: true,
      stillInterested: true,
      comment: 'Lys og rolig lejlighed – vi vil gerne have den.',
      outcome: 'attendedInterested',
      submittedAt: now,
      createdAt: now,
    });
  }
}
