import type { LandlordViewing, ViewingCreateInput } from './schema';

/* Examples of the viewing endpoints for the OpenAPI document and /udvikler. */

const applicationId = '6b2c1f8e-3a4d-4b5e-9f60-7a8b9c0d1e2f';
const membershipId = 4711;

export const viewingCreateExample: ViewingCreateInput = {
  applicationIds: [applicationId],
  membershipIds: [membershipId],
  bookableBy: 'invited',
  meetingLocation: 'Ved hoveddøren, Havnegade 12',
  slots: [
    { date: '2026-12-03', fromTime: '16:00', toTime: '16:30', capacity: 8 },
    { date: '2026-12-03', fromTime: '16:30', toTime: '17:00', capacity: 8 },
  ],
};

export const viewingExample: LandlordViewing = {
  id: '0f6e2a7c-95b1-4d0a-8a55-1c2d3e4f5a6b',
  home: {
    slug: 'havnegade-12-1-tv-8000-aarhus-c-1042',
    address: 'Havnegade 12, 1. tv, 8000 Aarhus C',
    externalId: 'H-12-1TV',
    groupExternalId: 'HAVNEGADE-12',
  },
  meetingLocation: 'Ved hoveddøren, Havnegade 12',
  bookableBy: 'invited',
  createdAt: '2026-11-25T09:00:00.000Z',
  slots: [
    { id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', date: '2026-12-03', fromTime: '16:00', toTime: '16:30', capacity: 8, accepted: 1 },
    { id: 'aa1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5e', date: '2026-12-03', fromTime: '16:30', toTime: '17:00', capacity: 8, accepted: 0 },
  ],
  invitations: [
    {
      id: '7c8d9e0f-1a2b-4c3d-9e4f-5a6b7c8d9e0f',
      viewingId: '0f6e2a7c-95b1-4d0a-8a55-1c2d3e4f5a6b',
      invitee: 'applicant',
      applicationId,
      membershipId: null,
      name: 'Ida Jensen',
      state: 'accepted',
      slotId: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
      answeredAt: '2026-11-25T18:42:00.000Z',
      waiting: false,
      noShowAt: null,
      survey: {
        sentAt: '2026-12-03T17:10:00.000Z',
        submittedAt: '2026-12-03T19:02:00.000Z',
        attended: true,
        stillInterested: true,
        comment: 'Meget fin lejlighed.',
        outcome: 'attendedInterested',
      },
    },
    {
      id: '8d9e0f1a-2b3c-4d4e-8f5a-6b7c8d9e0f1a',
      viewingId: '0f6e2a7c-95b1-4d0a-8a55-1c2d3e4f5a6b',
      invitee: 'waitingListMember',
      applicationId: null,
      membershipId,
      name: 'Jonas Holm',
      state: 'declined',
      slotId: null,
      answeredAt: '2026-11-26T07:15:00.000Z',
      waiting: false,
      noShowAt: null,
      survey: null,
    },
  ],
};
