import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { DomainError, type ErrorKey } from '@/lib/errors/domain-error';
import { publishWebhookEvent } from '@/lib/webhooks/service';
import { resolveLinkToken } from '@/lib/tokens/service';
import { landlordInvitationOf } from './landlord-dto';
import type { Locale } from '@/lib/i18n/routing';
import { CALENDAR_FILE_NAME, mailConfirmation, mailInvitee, mintLink, viewingCalendar } from './mails';
import {
  findCompanyViewing,
  findInvitation,
  findOwnInvitationAt,
  findSurvey,
  insertInvitations,
  listInvitationsOf,
  listOwnInvitations,
  listSlots,
  lockSlotPlaces,
  markWaiting,
  recordAnswer,
  submitSurvey,
  takeFirstWaiting,
  type InvitationRow,
  type OwnInvitations,
  type SlotRow,
  type ViewingRow,
} from './repository';
import { linkPurpose } from './mails';
import {
  answerRefusal,
  bookingChange,
  changeableUntil,
  invitationState,
  latestStart,
  surveyOutcome,
  waitRefusal,
  type AnswerRefusal,
  type TokenPurpose,
} from './rules';
import type {
  BookingLinkView,
  InvitationAnswer,
  InvitationView,
  LinkBooking,
  SlotView,
  SurveyAnswer,
  SurveyResult,
  SurveyView,
  TimelineViewing,
} from './schema';

/*
 * The tenant's side of viewings: the token pages /fremvisning/{token} and /evaluering/{token}, and
 * the viewings on the person's application timeline. A token is a bearer link: unknown → 404,
 * expired → 410 with the "link expired" message; it opens one invitation and one purpose only.
 */

const expiredKey: Record<TokenPurpose, ErrorKey> = { invitation: 'viewingInvitationExpired', survey: 'surveyExpired' };

async function openToken(db: Db, token: string, purpose: TokenPurpose, now: Date): Promise<InvitationRow> {
  const link = await resolveLinkToken(db, linkPurpose[purpose], token, now);
  const invitation = link.kind === 'notFound' ? null : await findInvitation(db, link.subject);
  if (!invitation) throw new DomainError('NotFound', 'notFound');
  if (link.kind !== 'found') throw new DomainError('Gone', expiredKey[purpose]);
  return invitation;
}

/** The slots as a person sees them; their own place (`ownSlotId`) does not make its slot full for them. */
function slotViews(slots: SlotRow[], ownSlotId: string | null, now: Date): SlotView[] {
  return slots.map((slot) => ({
    id: slot.id,
    date: slot.date,
    fromTime: slot.fromTime,
    toTime: slot.toTime,
    full: slot.capacity !== null && slot.accepted - (ownSlotId === slot.id ? 1 : 0) >= slot.capacity,
    started: slot.startsAt <= now,
  }));
}

function toView(invitation: InvitationRow, slots: SlotRow[], now: Date): InvitationView {
  const chosenSlotId = invitation.status === 'accepted' ? invitation.slotId : null;
  return {
    state: invitationState(invitation.status, slots, now),
    home: { slug: invitation.slug, address: invitation.address, company: invitation.companyName },
    meetingLocation: invitation.meetingLocation,
    slots: slotViews(slots, chosenSlotId, now),
    chosenSlotId,
    changeableUntil: invitation.inviteeActive ? (changeableUntil(invitation, slots, now)?.toISOString() ?? null) : null,
    waiting: invitation.waitingSince !== null,
  };
}

export async function viewInvitation(token: string, now = new Date()): Promise<InvitationView> {
  const db = await getDb();
  const invitation = await openToken(db, token, 'invitation', now);
  return toView(invitation, await listSlots(db, [invitation.viewingId]), now);
}

const refusalKeys: Record<AnswerRefusal, ErrorKey> = {
  placesLeft: 'viewingPlacesLeft',
  closed: 'viewingClosed',
  locked: 'viewingAnswerLocked',
  slotStarted: 'viewingSlotStarted',
  unknownSlot: 'notFound',
};

/**
 * Accepts a slot, declines, or asks to wait for a place, or changes an earlier answer while the rules
 * allow (lib/viewings/rules). The same answer again changes nothing.
 */
export async function answerInvitation(token: string, answer: InvitationAnswer, now = new Date()): Promise<InvitationView> {
  const db = await getDb();
  const { id } = await openToken(db, token, 'invitation', now);
  await db.transaction((t) => answerIn(t, id, answer, now));
  return viewInvitation(token, now);
}

/**
 * The answer inside the caller's transaction. The invitation and then the chosen slot are locked, so
 * concurrent bookings of one slot are counted one after the other and never pass its capacity: of
 * two people taking the last place at once, the second is told the time is fully booked. A place
 * given up (cancelled, or moved to another time) is free again when this commits, and the first
 * person waiting for one is told by mail.
 */
async function answerIn(t: Db, id: string, answer: InvitationAnswer, now: Date): Promise<void> {
  const invitation = await findInvitation(t, id, { lock: true });
  if (!invitation) throw new DomainError('NotFound', 'notFound');
  if (!invitation.inviteeActive) throw new DomainError('Conflict', 'applicationNotActive');
  const slots = await listSlots(t, [invitation.viewingId]);
  const refusal = answerRefusal(invitation, slots, answer, now);
  if (refusal) throw new DomainError(refusal === 'unknownSlot' ? 'NotFound' : 'Conflict', refusalKeys[refusal]);
  if (answer.answer === 'wait') return waitForPlace(t, invitation, slots, now);
  const status = answer.answer === 'accept' ? 'accepted' : 'declined';
  const slotId = answer.answer === 'accept' ? answer.slotId : null;
  if (invitation.status === status && invitation.slotId === slotId) return;
  if (slotId) {
    const places = await lockSlotPlaces(t, slotId);
    if (places?.capacity != null && places.accepted >= places.capacity) throw new DomainError('Conflict', 'viewingSlotFull');
  }
  await recordAnswer(t, id, { status, slotId }, now);
  const change = bookingChange(invitation, { status, slotId });
  await announce(t, invitation, 'viewing.answered', now);
  if (change) await announce(t, invitation, `viewing.${change}`, now);
  const freed = change === 'moved' || change === 'cancelled' ? slots.find((candidate) => candidate.id === invitation.slotId) : undefined;
  if (freed) await tellFirstWaiting(t, invitation.viewingId, freed, latestEnd(slots), now);
  const slot = slots.find((candidate) => candidate.id === slotId);
  if (slot) {
    const links = await mintLink(t, invitation, 'invitation', latestEnd(slots), now);
    await mailConfirmation(t, { ...invitation, sequence: invitation.sequence + 1 }, slot, links, now);
  }
}

/** Joins the viewing's line for a place: only when every time ahead is full, and not while holding one. */
async function waitForPlace(t: Db, invitation: InvitationRow, slots: SlotRow[], now: Date) {
  if (invitation.status === 'accepted') throw new DomainError('Conflict', 'viewingAlreadyBooked');
  const refusal = waitRefusal(slots, now);
  if (refusal) throw new DomainError('Conflict', refusal === 'closed' ? 'viewingClosed' : 'viewingPlacesLeft');
  await markWaiting(t, invitation.id, now);
}

/**
 * Tells the first person in line that a place came free, with their link: the place is not kept for
 * them (whoever books first gets it), so one freed place tells one person, the next freed the next.
 * Mail queued at night waits for 07:00, as every mail about a viewing the person did not just ask for.
 */
async function tellFirstWaiting(t: Db, viewingId: string, freed: SlotRow, linkUntil: Date, now: Date) {
  const next = await takeFirstWaiting(t, viewingId);
  const invitation = next ? await findInvitation(t, next) : null;
  if (!invitation?.inviteeActive || freed.startsAt <= now) return;
  const { url } = await mintLink(t, invitation, 'invitation', linkUntil, now);
  await mailInvitee(t, invitation, 'placeFree', [freed], url, now);
}

// --- the viewing's own link (bookable by anyone signed in who has it) -----------------------------

async function openBookingLink(db: Db, token: string, now: Date): Promise<ViewingRow> {
  const link = await resolveLinkToken(db, 'viewingBooking', token, now);
  const viewing = link.kind === 'notFound' ? null : await findCompanyViewing(db, null, link.subject);
  if (!viewing || viewing.bookableBy !== 'link') throw new DomainError('NotFound', 'notFound');
  if (link.kind !== 'found') throw new DomainError('Gone', 'viewingInvitationExpired');
  return viewing;
}

/** What /fremvisningstider/{token} shows: the home, the meeting place and the times with their free places. */
export async function viewBookingLink(token: string, now = new Date()): Promise<BookingLinkView> {
  const db = await getDb();
  const viewing = await openBookingLink(db, token, now);
  return {
    home: { slug: viewing.slug, address: viewing.address, company: viewing.companyName },
    meetingLocation: viewing.meetingLocation,
    slots: slotViews(await listSlots(db, [viewing.id]), null, now),
  };
}

/**
 * Books a time (or joins the line for a place) through the viewing's link for the signed-in person:
 * their place at the viewing is the one they already have (as an applicant, a member, or an earlier
 * booking), else a new one, and the booking is the same answer as an invitee's, in one transaction.
 * Answers with a fresh link to the booking's own page, where it can be moved or cancelled.
 */
export async function bookThroughLink(user: Owner, token: string, booking: LinkBooking, locale: Locale, now = new Date()) {
  const db = await getDb();
  const viewing = await openBookingLink(db, token, now);
  const id = await db.transaction(async (t) => {
    const own = await findOwnInvitationAt(t, viewing.id, user.id);
    const placeId = own ?? (await insertInvitations(t, viewing.id, [{ userId: user.id, locale }], now))[0]?.id;
    // A second click of the same person that lost the insert's race finds the row the first made.
    const found = placeId ?? (await findOwnInvitationAt(t, viewing.id, user.id));
    if (!found) throw new DomainError('NotFound', 'notFound');
    await answerIn(t, found, booking, now);
    return found;
  });
  const invitation = await findInvitation(db, id);
  if (!invitation) throw new DomainError('NotFound', 'notFound');
  const slots = await listSlots(db, [viewing.id]);
  return { token: (await mintLink(db, invitation, 'invitation', latestEnd(slots), now)).token };
}

const latestEnd = (slots: SlotRow[]) => new Date(Math.max(...slots.map((slot) => slot.endsAt.getTime())));

type ViewingEvent = 'viewing.answered' | 'viewing.booked' | 'viewing.moved' | 'viewing.cancelled' | 'survey.submitted';

async function announce(db: Db, invitation: InvitationRow, type: ViewingEvent, now: Date) {
  const [row] = (await listInvitationsOf(db, [invitation.viewingId])).filter((candidate) => candidate.id === invitation.id);
  await publishWebhookEvent(
    db,
    invitation.companyId,
    type,
    landlordInvitationOf(row, await listSlots(db, [invitation.viewingId]), now),
    now,
  );
}

/** The accepted slot as an .ics (a file download); 404 while no slot is accepted. */
export async function invitationCalendar(token: string, now = new Date()): Promise<{ filename: string; body: string }> {
  const db = await getDb();
  const invitation = await openToken(db, token, 'invitation', now);
  const slot = (await listSlots(db, [invitation.viewingId])).find((candidate) => candidate.id === invitation.slotId);
  if (invitation.status !== 'accepted' || !slot) throw new DomainError('NotFound', 'notFound');
  return { filename: CALENDAR_FILE_NAME[invitation.locale], body: viewingCalendar(invitation, slot, undefined, now) };
}

// --- surveys ------------------------------------------------------------------------------------

async function openSurvey(db: Db, token: string, now: Date) {
  const invitation = await openToken(db, token, 'survey', now);
  const survey = await findSurvey(db, invitation.id);
  if (!survey) throw new DomainError('NotFound', 'notFound');
  if (survey.expiresAt <= now) throw new DomainError('Gone', 'surveyExpired');
  return { invitation, survey };
}

const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? '';

export async function viewSurvey(token: string, now = new Date()): Promise<SurveyView> {
  const db = await getDb();
  const { invitation, survey } = await openSurvey(db, token, now);
  const slots = await listSlots(db, [invitation.viewingId]);
  const slot = slots.find((candidate) => candidate.id === invitation.slotId) ?? slots[0];
  return {
    firstName: firstName(invitation.name),
    date: slot.date,
    home: { slug: invitation.slug, address: invitation.address, company: invitation.companyName },
    outcome: survey.outcome,
  };
}

/** Stores the answers once; a second submission is refused and changes nothing. */
export async function submitSurveyAnswers(token: string, answers: SurveyAnswer, now = new Date()): Promise<SurveyResult> {
  const db = await getDb();
  const { invitation } = await openSurvey(db, token, now);
  const outcome = surveyOutcome(answers);
  await db.transaction(async (t) => {
    const stored = await submitSurvey(
      t,
      invitation.id,
      {
        attended: answers.attended,
        stillInterested: answers.attended ? (answers.stillInterested ?? null) : null,
        comment: answers.comment || null,
        outcome,
      },
      now,
    );
    if (!stored) throw new DomainError('Conflict', 'surveyAnswered');
    await announce(t, invitation, 'survey.submitted', now);
  });
  return { outcome, company: invitation.companyName };
}

// --- the person's own viewings: on an application's timeline and on /ventelister -----------------

type Owner = { id: string };

async function ownViewings(user: Owner, of: OwnInvitations, now: Date): Promise<TimelineViewing[]> {
  const db = await getDb();
  const own = await listOwnInvitations(db, user.id, of);
  const viewingIds = [...new Set(own.map((invitation) => invitation.viewingId))];
  const [slots, rows] = await Promise.all([listSlots(db, viewingIds), listInvitationsOf(db, viewingIds)]);
  return own.flatMap((invitation) => {
    const row = rows.find((candidate) => candidate.id === invitation.id);
    const ofViewing = slots.filter((slot) => slot.viewingId === invitation.viewingId);
    const slot = ofViewing.find((candidate) => candidate.id === row?.slotId) ?? ofViewing[0];
    if (!row || !slot) return [];
    return {
      invitationId: row.id,
      home: { slug: invitation.slug, address: invitation.address, company: invitation.companyName },
      state: invitationState(row.status, ofViewing, now),
      date: slot.date,
      fromTime: slot.fromTime,
      toTime: slot.toTime,
      startsAt: slot.startsAt.toISOString(),
      answerBy: latestStart(ofViewing).toISOString(),
      invitedAt: row.invitedAt.toISOString(),
      survey: row.surveySentAt
        ? {
            outcome: row.outcome,
            open: !row.surveySubmittedAt && (row.surveyExpiresAt ?? now) > now,
            answerBy: row.surveyExpiresAt?.toISOString() ?? null,
          }
        : null,
    };
  });
}

/** The viewings of one of the person's applications, for its timeline; someone else's is empty. */
export async function listViewingsOfApplication(user: Owner, applicationId: string, now = new Date()): Promise<TimelineViewing[]> {
  return ownViewings(user, { applicationId }, now);
}

/** The viewings the person was invited to as a member of a waiting list, for /ventelister. */
export async function listViewingsOfMember(user: Owner, now = new Date()): Promise<TimelineViewing[]> {
  return ownViewings(user, 'memberships', now);
}

/** Every viewing the person was invited to, as an applicant or a member: for the account's home base. */
export async function listMyViewings(user: Owner, now = new Date()): Promise<TimelineViewing[]> {
  return ownViewings(user, 'all', now);
}

/** The person's own accepted slot as an .ics, from the home base; someone else's (or none accepted) is a 404. */
export async function ownViewingCalendar(user: Owner, invitationId: string, now = new Date()): Promise<{ filename: string; body: string }> {
  const db = await getDb();
  const mine = await listOwnInvitations(db, user.id, 'all');
  const invitation = mine.some((candidate) => candidate.id === invitationId) ? await findInvitation(db, invitationId) : null;
  const slot = invitation && (await listSlots(db, [invitation.viewingId])).find((candidate) => candidate.id === invitation.slotId);
  if (!invitation || invitation.status !== 'accepted' || !slot) throw new DomainError('NotFound', 'notFound');
  return { filename: CALENDAR_FILE_NAME[invitation.locale], body: viewingCalendar(invitation, slot, undefined, now) };
}

/**
 * A fresh link for the person's own invitation or survey, from their application page or their
 * waiting-lists page: the mailed link stays valid, and no raw token is ever stored. Someone else's
 * invitation is a 404.
 */
export async function openLinkForOwner(user: Owner, of: OwnInvitations, invitationId: string, purpose: TokenPurpose, now = new Date()) {
  const db = await getDb();
  const mine = await listOwnInvitations(db, user.id, of);
  const invitation = mine.some((candidate) => candidate.id === invitationId) ? await findInvitation(db, invitationId) : null;
  if (!invitation) throw new DomainError('NotFound', 'notFound');
  const slots = await listSlots(db, [invitation.viewingId]);
  if (purpose === 'invitation') return (await mintLink(db, invitation, 'invitation', latestEnd(slots), now)).url;
  const survey = await findSurvey(db, invitationId);
  if (!survey) throw new DomainError('NotFound', 'notFound');
  return (await mintLink(db, invitation, 'survey', survey.expiresAt, now)).url;
}
