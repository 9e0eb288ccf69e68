import 'server-only';
import { icsFile, ICS_CONTENT_TYPE } from '@/lib/calendar/ics';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import { absoluteUrl, mailUrl } from '@/lib/seo/urls';
import type { LinkTokenPurpose } from '@/lib/tokens/purposes';
import { issueLinkToken } from '@/lib/tokens/service';
import { formatSlot } from './format';
import { type InvitationRow, type SlotRow } from './repository';
import type { TokenPurpose } from './rules';
import daBooking from '@/messages/da-DK/bookingInvitation.json';
import enBooking from '@/messages/en-DK/bookingInvitation.json';

/*
 * The mails of a viewing, each with a fresh link (only its hash is stored). Landlord-driven mails —
 * invitation, reminder, survey — wait for 07:00 when queued at night; the confirmation
 * answers the person's own click and goes at once, with the .ics attached.
 */

type Mailable = Pick<InvitationRow, 'id' | 'userId' | 'name' | 'email' | 'locale' | 'address' | 'companyName' | 'meetingLocation'>;

/** The link store's purpose of each viewing link: a survey link never opens the invitation, nor the reverse. */
export const linkPurpose: Record<TokenPurpose, LinkTokenPurpose> = { invitation: 'viewingInvitation', survey: 'viewingSurvey' };

/** A link to the invitation's page or its survey, valid until `expiresAt`. */
export async function mintLink(
  db: Db,
  invitation: Pick<InvitationRow, 'id' | 'locale'>,
  purpose: TokenPurpose,
  expiresAt: Date,
  now: Date,
) {
  const token = await issueLinkToken(db, { purpose: linkPurpose[purpose], subject: invitation.id, expiresAt }, now);
  const pathname = purpose === 'invitation' ? '/booking-invitation/[token]' : '/booking-survey/[token]';
  return {
    token,
    url: mailUrl(invitation.locale, { pathname, params: { token } }),
    cancelUrl: mailUrl(invitation.locale, { pathname: '/booking-invitation/[token]/cancel', params: { token } }),
  };
}

/**
 * The viewing's own link, for `bookableBy: link`: anyone signed in who has it may book, until the last
 * slot ends. Unlike a mail's link it has no locale prefix: the landlord posts it where people of
 * either language read it, and each visitor gets the page in their own.
 */
export async function mintBookingLink(db: Db, viewing: { id: string }, expiresAt: Date, now: Date): Promise<string> {
  const token = await issueLinkToken(db, { purpose: 'viewingBooking', subject: viewing.id, expiresAt }, now);
  return absoluteUrl(defaultLocale, { pathname: '/booking-link/[token]', params: { token } });
}

/** Invitation, reminder, place-free or survey link; null (not queued) when there is no account or the person switched it off. */
export async function mailInvitee(
  db: Db,
  invitation: Mailable,
  kind: 'invitation' | 'reminder' | 'placeFree' | 'survey',
  slots: Pick<SlotRow, 'date' | 'fromTime' | 'toTime'>[],
  url: string,
  now: Date,
): Promise<number | null> {
  if (!invitation.userId || !invitation.email) return null;
  return enqueueEmail(db, {
    to: invitation.email,
    userId: invitation.userId,
    locale: invitation.locale,
    template: 'viewingInvitation',
    data: {
      kind,
      name: invitation.name ?? '',
      address: invitation.address,
      company: invitation.companyName,
      when: slots.map((slot) => formatSlot(invitation.locale, slot)),
      place: invitation.meetingLocation,
      url,
    },
    quietHours: true,
    now,
  });
}

export async function mailConfirmation(
  db: Db,
  invitation: Mailable & Pick<InvitationRow, 'sequence'>,
  slot: SlotRow,
  links: { url: string; cancelUrl: string },
  now: Date,
) {
  if (!invitation.email) return;
  await enqueueEmail(db, {
    to: invitation.email,
    locale: invitation.locale,
    template: 'viewingConfirmation',
    data: {
      name: invitation.name ?? '',
      address: invitation.address,
      company: invitation.companyName,
      when: formatSlot(invitation.locale, slot),
      place: invitation.meetingLocation,
      ...links,
    },
    now,
    attachments: [
      {
        filename: CALENDAR_FILE_NAME[invitation.locale],
        contentType: ICS_CONTENT_TYPE,
        content: viewingCalendar(invitation, slot, links.url, now),
      },
    ],
  });
}

const calendarWords = { 'da-DK': daBooking, 'en-DK': enBooking } as const;
export const CALENDAR_FILE_NAME: Record<Locale, string> = { 'da-DK': 'fremvisning.ics', 'en-DK': 'viewing.ics' };

/** The accepted slot as a calendar entry; its UID is the invitation's, so a changed answer replaces it. */
export function viewingCalendar(
  invitation: Pick<InvitationRow, 'id' | 'locale' | 'address' | 'companyName' | 'meetingLocation' | 'sequence'>,
  slot: Pick<SlotRow, 'startsAt' | 'endsAt'>,
  url: string | undefined,
  now: Date,
): string {
  const words = calendarWords[invitation.locale].calendar;
  return icsFile(
    {
      uid: `viewing-${invitation.id}@hjemly.dk`,
      start: slot.startsAt,
      end: slot.endsAt,
      summary: words.summary.replace('{address}', invitation.address),
      location: invitation.meetingLocation,
      description: words.description.replace('{company}', invitation.companyName),
      url,
      sequence: invitation.sequence,
    },
    now,
  );
}
