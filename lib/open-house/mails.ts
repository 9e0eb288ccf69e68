import 'server-only';
import { getNotificationPreferences } from '@/lib/accounts/profile-service';
import { ICS_CONTENT_TYPE, icsFile } from '@/lib/calendar/ics';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo/urls';
import { issueToken } from '@/lib/tokens/secret-token';
import { calendarEvent, calendarFilename } from './calendar';
import { insertCancelToken, type EventGroup, type EventRow, type RegistrationRow } from './repository';
import { eventTimes } from './rules';

/*
 * Every mail about a registration, in the language the person registered in: the confirmation (a
 * place, or a turn in the waiting line), the notice that they moved up, the reminder, and the
 * landlord's cancellation. Each mail but the last carries a cancel link of its own (a fresh token:
 * only hashes are stored, so an earlier link cannot be written again) and, with a place, the .ics.
 */

export type RegistrationMailKind = 'registered' | 'waiting' | 'movedUp' | 'reminder' | 'cancelled';

/** Mails the person did not just ask for wait out the night (issue 17: none 21:00–07:00). */
const UNASKED: readonly RegistrationMailKind[] = ['movedUp', 'reminder', 'cancelled'];
/** With these the event goes into the person's calendar; a cancellation takes it out again. */
const WITH_CALENDAR: readonly RegistrationMailKind[] = ['registered', 'movedUp'];

type MailContext = { db: Db; now: Date; origin?: URL };
type Subject = { registration: RegistrationRow; event: EventRow; group: EventGroup };

/** The group's open-house page, where the link's token opens the registration. */
function pageUrl(locale: Locale, slug: string, origin?: URL, token?: string): string {
  const url = new URL(absoluteUrl(locale, { pathname: '/property-group/[slug]/open-house', params: { slug } }, origin));
  if (token) url.searchParams.set('token', token);
  return url.href;
}

/** A reminder respects the person's notification settings; the other mails are about their own registration. */
async function wanted({ db }: MailContext, kind: RegistrationMailKind, registration: RegistrationRow): Promise<boolean> {
  if (kind !== 'reminder' || !registration.userId) return true;
  return (await getNotificationPreferences({ id: registration.userId }, db)).viewingInvitations;
}

export async function mailRegistrant(
  context: MailContext,
  kind: RegistrationMailKind,
  subject: Subject,
  position?: number,
): Promise<boolean> {
  const { registration, event, group } = subject;
  if (!(await wanted(context, kind, registration))) return false;
  const locale = registration.locale;
  let cancelUrl: string | undefined;
  if (kind !== 'cancelled') {
    const { token, hash } = issueToken();
    await insertCancelToken(context.db, registration.id, hash, context.now);
    cancelUrl = pageUrl(locale, group.slug, context.origin, token);
  }
  const times = eventTimes(event);
  const method = kind === 'cancelled' ? 'CANCEL' : 'PUBLISH';
  const hasPlace = WITH_CALENDAR.includes(kind) || (kind === 'cancelled' && registration.state === 'registered');
  const calendar = hasPlace
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
      pageUrl: pageUrl(locale, group.slug, context.origin),
      cancelUrl,
    },
    attachments: calendar,
    quietHours: UNASKED.includes(kind),
  });
  return true;
}
