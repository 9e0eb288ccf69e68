import { and, eq, inArray } from 'drizzle-orm';
import { applicationEvents, applications } from '@/lib/db/schema/applications';
import { viewingInvitations, viewings, viewingSlots, viewingSurveys } from '@/lib/db/schema/viewings';
import type { Db } from '@/lib/db/types';
import { addDays, instantInCopenhagen, todayInCopenhagen } from '@/lib/time/copenhagen';
import { SURVEY_VALID_DAYS } from '@/lib/viewings/rules';
import { DEMO_USERS } from './accounts';

const HOUR = 60 * 60 * 1000;

/**
 * The viewings behind the demo tenant's applications, so /anmodning/{id} shows them on a fresh start:
 * the application invited to a viewing has one coming (dated from today, not yet answered), and the
 * offered one had a viewing the tenant went to and said in the survey they are still interested —
 * the day after its invitation, before its offer, as its timeline tells.
 * No link is made here: the application page mints one for its owner, so nothing secret is printed.
 */
export async function seedViewings(db: Db, now = new Date()): Promise<void> {
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      propertyId: applications.propertyId,
      companyId: applications.companyId,
      invitedAt: applicationEvents.at,
    })
    .from(applications)
    .innerJoin(
      applicationEvents,
      and(eq(applicationEvents.applicationId, applications.id), eq(applicationEvents.status, 'invitedToViewing')),
    )
    .where(and(eq(applications.userId, DEMO_USERS.tenant.id), inArray(applications.status, ['invitedToViewing', 'offered'])));
  for (const application of rows) {
    const upcoming = application.status === 'invitedToViewing';
    const { invitedAt } = application;
    const day = upcoming ? addDays(todayInCopenhagen(now), 10) : addDays(todayInCopenhagen(invitedAt), 1);
    const endsAt = instantInCopenhagen(day, '17:30');
    const answeredAt = new Date(invitedAt.getTime() + HOUR);
    const [viewing] = await db
      .insert(viewings)
      .values({
        companyId: application.companyId,
        propertyId: application.propertyId,
        meetingLocation: 'Ved hoveddøren',
        createdAt: invitedAt,
      })
      .returning({ id: viewings.id });
    const [slot] = await db
      .insert(viewingSlots)
      .values({
        viewingId: viewing.id,
        date: day,
        fromTime: '17:00',
        toTime: '17:30',
        startsAt: instantInCopenhagen(day, '17:00'),
        endsAt,
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
        answeredAt: upcoming ? null : answeredAt,
        reminderDoneAt: upcoming ? null : answeredAt,
        createdAt: invitedAt,
      })
      .returning({ id: viewingInvitations.id });
    if (upcoming) continue;
    await db.insert(viewingSurveys).values({
      invitationId: invitation.id,
      expiresAt: new Date(endsAt.getTime() + SURVEY_VALID_DAYS * 24 * HOUR),
      attended: true,
      stillInterested: true,
      comment: 'Lys og rolig lejlighed – vi vil gerne have den.',
      outcome: 'attendedInterested',
      submittedAt: new Date(endsAt.getTime() + 3 * HOUR),
      createdAt: new Date(endsAt.getTime() + HOUR),
    });
  }
}
