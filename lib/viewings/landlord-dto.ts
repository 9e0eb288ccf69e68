import type { InvitationListRow, SlotRow, ViewingRow } from './repository';
import { invitationState } from './rules';
import type { LandlordInvitation, LandlordViewing } from './schema';

/* How the provider API, the console and the webhooks show a viewing and its invitations. */

export function landlordInvitationOf(row: InvitationListRow, slots: SlotRow[], now: Date): LandlordInvitation {
  return {
    id: row.id,
    viewingId: row.viewingId,
    invitee: row.userId !== null ? 'linkBooking' : row.membershipId === null ? 'applicant' : 'waitingListMember',
    applicationId: row.applicationId,
    membershipId: row.membershipId,
    name: row.name,
    state: invitationState(row.status, slots, now),
    slotId: row.status === 'accepted' ? row.slotId : null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    waiting: row.waitingSince !== null,
    noShowAt: row.noShowAt?.toISOString() ?? null,
    survey: row.surveySentAt
      ? {
          sentAt: row.surveySentAt.toISOString(),
          submittedAt: row.surveySubmittedAt?.toISOString() ?? null,
          attended: row.attended,
          stillInterested: row.stillInterested,
          comment: row.comment,
          outcome: row.outcome,
        }
      : null,
  };
}

export function landlordViewingOf(
  viewing: ViewingRow,
  slots: (SlotRow & { viewingId: string })[],
  invitations: InvitationListRow[],
  now: Date,
): LandlordViewing {
  const own = slots.filter((slot) => slot.viewingId === viewing.id);
  return {
    id: viewing.id,
    home: { slug: viewing.slug, address: viewing.address, externalId: viewing.homeExternalId, groupExternalId: viewing.groupExternalId },
    meetingLocation: viewing.meetingLocation,
    bookableBy: viewing.bookableBy,
    createdAt: viewing.createdAt.toISOString(),
    slots: own.map(({ id, date, fromTime, toTime, capacity, accepted }) => ({ id, date, fromTime, toTime, capacity, accepted })),
    invitations: invitations.filter((row) => row.viewingId === viewing.id).map((row) => landlordInvitationOf(row, own, now)),
  };
}
