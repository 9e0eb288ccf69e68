import { getTranslations } from '@/lib/i18n/translations';
import { absoluteUrl, postalAddress } from '@/components/catalogue/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import type { GroupPage } from '@/lib/catalogue/schema';
import type { Locale } from '@/lib/i18n/routing';
import type { OpenHouseEvent } from '@/lib/open-house/schema';

type Group = Pick<GroupPage, 'slug' | 'name' | 'street' | 'postcode' | 'postcodeName' | 'city' | 'lat' | 'lng'> & {
  company: { name: string };
};

/**
 * Each coming open house as a schema.org Event: free to attend in person at the group's address,
 * with its places left, so search engines can show the dates.
 */
export function openHouseEventsJsonLd(group: Group, events: readonly OpenHouseEvent[], name: string, url: string): Record<string, unknown> {
  const address = postalAddress(group);
  return {
    '@graph': events.map((event) => {
      const free = Math.max(0, event.capacity - event.registered);
      return {
        '@type': 'Event',
        name,
        url,
        startDate: event.startsAt,
        endDate: event.endsAt,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: event.place, address },
        organizer: { '@type': 'Organization', name: group.company.name },
        maximumAttendeeCapacity: event.capacity,
        remainingAttendeeCapacity: free,
        isAccessibleForFree: true,
        offers: {
          '@type': 'Offer',
          price: 0,
          priceCurrency: 'DKK',
          url,
          availability: free > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        },
      };
    }),
  };
}

export async function OpenHouseJsonLd({ group, events, locale }: { group: Group; events: readonly OpenHouseEvent[]; locale: Locale }) {
  if (events.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'property.openHouse' });
  const url = absoluteUrl(locale, { pathname: '/property-group/[slug]/open-house', params: { slug: group.slug } });
  return <JsonLd data={openHouseEventsJsonLd(group, events, t('calendar.summary', { group: group.name }), url)} />;
}
