import 'server-only';
import { getNotificationPreferences } from '@/lib/email/preference-service';
import { ICS_CONTENT_TYPE, icsFile } from '@/lib/calendar/ics';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { mailUrl } from '@/lib/seo/urls';
import { issueLinkToken } from '@/lib/tokens/service';
import { calendarEvent, calendarFilename } from './calendar';
import { type EventGroup, type EventRow, type RegistrationRow } from './repository';
import { eventTimes } from './rules';

/*
 * Every mail about a registration, in the language the person registered in: the confirmation (a
 * place, or a turn in the waiting line), the notice that they moved up, the reminder, and the
 * landlord's change or cancellation. Each mail but the last carries a cancel link of its own (a
 * fresh token: only hashes are stored, so an earlier link cannot be written again) and, for a person
 * with a place, the .ics: one UID per event and a higher SEQUENCE with every edit (./calendar.ts), so
 * a change replaces the calendar entry and a cancellation (METHOD:CANCEL) removes it.
 */

export type RegistrationMailKind = 'registered' | 'waiting' | 'movedUp' | 'reminder' | 'changed' | 'cancelled';

/** Mails the person did not just ask for wait out the night (none 21:00–07:00 Danish time). */
const UNASKED: readonly RegistrationMailKind[] = ['movedUp', 'reminder', 'changed', 'cancelled'];
/** With these the event goes into (or, cancelled, out of) the calendar of a person with a place. */
const WITH_CALENDAR: readonly RegistrationMailKind[] = ['registered', 'movedUp', 'changed', 'cancelled'];

type MailContext = { db: Db; now: Date; origin?: URL };
type Subject = { registration: RegistrationRow; event: EventRow; group: EventGroup };
type WhenAndWhere = Pick<EventRow, 'startsAt' | 'endsAt' | 'place'>;
/** The person's turn in the waiting line; for a change, the time and place the event had before. */
type Details = { position?: number; previous?: WhenAndWhere };

/** The group's open-house page, where the link's token opens the registration. */
function pageUrl(locale: Locale, slug: string, origin?: URL, token?: string): string {
  const url = new URL(mailUrl(locale, { pathname: '/property-group/[slug]/open-house', params: { slug } }, origin));
  if (token) url.searchParams.set('token', token);
  return url.href;
}

/**
 * A reminder respects the person's notification settings (viewing mails); the other mails are
 * about their own registration — a place given, the event moved or cancelled — and always go.
 */
async function wanted({ db }: MailContext, kind: RegistrationMailKind, registration: RegistrationRow): Promise<boolean> {
  if (kind !== 'reminder' || !registration.userId) return true;
  return (await getNotificationPreferences({ id: registration.userId }, db)).viewingInvitations;
}

/** The former date and time, and the former place, where the change touched them. */
function wasChanged(event: WhenAndWhere, previous: WhenAndWhere, locale: Locale) {
  const [now, before] = [eventTimes(event), eventTimes(previous)];
  const when = (times: typeof now) => `${formatDate(times.date, locale)}, ${times.from}–${times.to}`;
  return {
    previousWhen: when(before) === when(now) ? undefined : when(before),
    previousPlace: previous.place === event.place ? undefined : previous.place,
  };
}

export async function mailRegistrant(
  context: MailContext,
  kind: RegistrationMailKind,
  subject: Subject,
  { position, previous }: Details = {},
): Promise<boolean> {
  const { registration, event, group } = subject;
  if (!(await wanted(context, kind, registration))) return false;
  const locale = registration.locale;
  let cancelUrl: string | undefined;
  if (kind !== 'cancelled') {
    const token = await issueLinkToken(context.db, { purpose: 'openHouseCancel', subject: registration.id, expiresAt: null }, context.now);
    cancelUrl = pageUrl(locale, group.slug, context.origin, token);
  }
  const times = eventTimes(event);
  const method = kind === 'cancelled' ? 'CANCEL' : 'PUBLISH';
  const calendar =
    WITH_CALENDAR.includes(kind) && registration.state === 'registered'
      ? [
          {
            filename: calendarFilename(group.slug, times.date),
            contentType: `${ICS_CONTENT_TYPE}; method=${method}`,
            content: icsFile(calendarEvent(event, group, locale, method), context.now),
          },
        ]
      : undefined;
  await enqueueEmail(context.db, {
    to: registration.email,
    locale,
    template: 'openHouse',
    data: {
      kind,
      name: registration.name,
      group: group.name,
      date: formatDate(times.date, locale),
      time: `${times.from}–${times.to}`,
      place: event.place,
      position,
      ...(previous && wasChanged(event, previous, locale)),
      pageUrl: pageUrl(locale, group.slug, context.origin),
      cancelUrl,
    },
    attachments: calendar,
    quietHours: UNASKED.includes(kind),
    now: context.now,
  });
  return true;
}
