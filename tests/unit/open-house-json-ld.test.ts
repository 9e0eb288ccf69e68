import { describe, expect, it } from 'vitest';
import { openHouseEventsJsonLd } from '@/components/open-house/open-house-json-ld';
import type { OpenHouseEvent } from '@/lib/open-house/schema';

const group = {
  slug: 'solhaven',
  name: 'Solhaven',
  street: 'Solvej 1',
  postcode: '8000',
  postcodeName: 'Aarhus C',
  city: 'Aarhus',
  lat: 56.15,
  lng: 10.2,
  company: { name: 'Boligselskabet' },
};
const event = (id: number, registered: number): OpenHouseEvent =>
  ({
    id,
    date: '2026-12-10',
    from: '11:00',
    to: '13:00',
    startsAt: '2026-12-10T10:00:00.000Z',
    endsAt: '2026-12-10T12:00:00.000Z',
    place: 'Ved hovedindgangen',
    capacity: 10,
    registered,
    waiting: 0,
  }) as OpenHouseEvent;

describe('open houses as schema.org events', () => {
  it('names each coming open house as an offline Event at the group, free, with the places left', () => {
    const url = 'https://hjemly.dk/ejendom/solhaven/aabent-hus';
    const data = openHouseEventsJsonLd(group, [event(1, 4), event(2, 10)], 'Åbent hus: Solhaven', url) as {
      '@graph': Record<string, unknown>[];
    };
    expect(data['@graph']).toHaveLength(2);
    expect(data['@graph'][0]).toMatchObject({
      '@type': 'Event',
      name: 'Åbent hus: Solhaven',
      url,
      startDate: '2026-12-10T10:00:00.000Z',
      endDate: '2026-12-10T12:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Ved hovedindgangen',
        address: { streetAddress: 'Solvej 1', postalCode: '8000', addressCountry: 'DK' },
      },
      organizer: { name: 'Boligselskabet' },
      remainingAttendeeCapacity: 6,
      offers: { price: 0, priceCurrency: 'DKK', availability: 'https://schema.org/InStock' },
    });
    expect(data['@graph'][1]).toMatchObject({ remainingAttendeeCapacity: 0, offers: { availability: 'https://schema.org/SoldOut' } });
  });
});
