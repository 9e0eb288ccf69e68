import type { LandlordOpenHouseEvent, LandlordOpenHouseEventDetail, OpenHouseEventWrite } from './schema';

/** The provider API reference's examples of open house (lib/providers/operations.ts). */
export const openHouseWriteExample: OpenHouseEventWrite = {
  date: '2027-03-06',
  from: '11:00',
  to: '13:00',
  place: 'Indgangen mod havnen, Havnegade 12',
  capacity: 20,
};

export const openHouseExample: LandlordOpenHouseEvent = {
  id: 31,
  date: '2027-03-06',
  from: '11:00',
  to: '13:00',
  startsAt: '2027-03-06T10:00:00.000Z',
  endsAt: '2027-03-06T12:00:00.000Z',
  place: 'Indgangen mod havnen, Havnegade 12',
  capacity: 20,
  registered: 20,
  waiting: 2,
  group: { externalId: 'EJD-1001', slug: 'havnehusene-aarhus', name: 'Havnehusene' },
  cancelled: false,
  cancelledAt: null,
};

export const openHouseDetailExample: LandlordOpenHouseEventDetail = {
  ...openHouseExample,
  registrations: [
    {
      id: 501,
      name: 'Ida Holm',
      email: 'ida@example.dk',
      state: 'registered',
      position: null,
      guest: false,
      createdAt: '2027-02-20T08:12:00.000Z',
    },
    {
      id: 502,
      name: 'Mads Berg',
      email: 'mads@example.dk',
      state: 'waiting',
      position: 1,
      guest: true,
      createdAt: '2027-02-21T17:40:00.000Z',
    },
  ],
};
