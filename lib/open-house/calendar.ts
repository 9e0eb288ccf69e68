import type { Messages } from 'next-intl';
import { createTranslator } from '@/lib/i18n/shared-formatters';
import type { CalendarEvent } from '@/lib/calendar/ics';
import type { Locale } from '@/lib/i18n/routing';
import daProperty from '@/messages/da-DK/property.json';
import enProperty from '@/messages/en-DK/property.json';
import type { EventGroup, EventRow } from './repository';

const messages = { 'da-DK': daProperty, 'en-DK': enProperty } as const;

/**
 * The open house as a calendar entry: one UID per event, so the download and the mail's file are the
 * same entry, and a later version (an edit, the cancellation) replaces it instead of adding one.
 */
export function calendarEvent(
  event: Pick<EventRow, 'id' | 'startsAt' | 'endsAt' | 'place' | 'sequence'>,
  group: Pick<EventGroup, 'name' | 'street' | 'postcode'>,
  locale: Locale,
  method: 'PUBLISH' | 'CANCEL' = 'PUBLISH',
): CalendarEvent {
  const t = createTranslator({
    locale,
    messages: { property: messages[locale] } as Messages,
    namespace: 'property.openHouse.calendar',
  });
  return {
    uid: `open-house-${event.id}@hjemly.dk`,
    start: event.startsAt,
    end: event.endsAt,
    summary: t('summary', { group: group.name }),
    location: `${event.place}, ${group.street}, ${group.postcode}`,
    sequence: event.sequence,
    method,
  };
}

/** `aabent-hus-<group>-<date>.ics`: the group's slug is already safe in a header. */
export function calendarFilename(groupSlug: string, date: string): string {
  return `aabent-hus-${groupSlug}-${date}.ics`;
}
