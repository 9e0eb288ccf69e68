/**
 * The rules of viewings and their surveys, free of imports so the services, the
 * pages and the unit tests read the same ones.
 */

export const invitationStatuses = ['sent', 'accepted', 'declined'] as const;
/** What is stored; `expired` is derived: never answered and every slot has started. */
export type InvitationStatus = (typeof invitationStatuses)[number];
export type InvitationState = InvitationStatus | 'expired';

/** Who may book a place: those invited, also the list members offered the home, or anyone signed in with the link. */
export const bookableBy = ['invited', 'offered', 'link'] as const;
export type BookableBy = (typeof bookableBy)[number];

export const surveyOutcomes = ['notAttended', 'attendedNotInterested', 'attendedInterested'] as const;
export type SurveyOutcome = (typeof surveyOutcomes)[number];

export const tokenPurposes = ['invitation', 'survey'] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

/** A slot as far as the rules care: when it starts. */
export type SlotTiming = { id: string; startsAt: Date };

export type Answer = { answer: 'accept'; slotId: string } | { answer: 'decline' } | { answer: 'wait' };

/** Why an answer is refused; a full slot is decided by the database, under the slot's lock. */
export type AnswerRefusal = 'closed' | 'locked' | 'slotStarted' | 'unknownSlot' | 'placesLeft';

/** A slot with its places, as far as waiting for one cares. */
export type SlotPlaces = SlotTiming & { capacity: number | null; accepted: number };

/** How long the survey link works after it is sent. */
export const SURVEY_VALID_DAYS = 14;
/** The reminder goes this long before the viewing starts. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60_000;
export const MAX_SLOTS = 20;
export const MAX_INVITEES = 200;
export const MEETING_LOCATION_MAX_LENGTH = 300;
export const SURVEY_COMMENT_MAX_LENGTH = 2000;

export function latestStart(slots: readonly SlotTiming[]): Date {
  return new Date(Math.max(...slots.map((slot) => slot.startsAt.getTime())));
}

export function invitationState(status: InvitationStatus, slots: readonly SlotTiming[], now: Date): InvitationState {
  if (status === 'sent' && latestStart(slots) <= now) return 'expired';
  return status;
}

/**
 * Whether `wanted` may replace the current answer at `now`. An answer can be given and changed
 * until the viewing starts: while some slot is still ahead, and — once accepted — until the chosen
 * slot starts (a viewing under way or over cannot be declined after the fact).
 */
export function answerRefusal(
  current: { status: InvitationStatus; slotId: string | null },
  slots: readonly SlotTiming[],
  wanted: Answer,
  now: Date,
): AnswerRefusal | null {
  const chosen = current.status === 'accepted' ? slots.find((slot) => slot.id === current.slotId) : undefined;
  if (chosen && chosen.startsAt <= now) return 'locked';
  if (latestStart(slots) <= now) return 'closed';
  if (wanted.answer === 'decline') return null;
  if (wanted.answer === 'wait') return null;
  const slot = slots.find((candidate) => candidate.id === wanted.slotId);
  if (!slot) return 'unknownSlot';
  return slot.startsAt <= now ? 'slotStarted' : null;
}

/**
 * Waiting for a place makes sense only while every slot still ahead is full: with a place left the
 * person books it instead, so nobody waits in line for what they could take at once.
 */
export function waitRefusal(slots: readonly SlotPlaces[], now: Date): AnswerRefusal | null {
  const ahead = slots.filter((slot) => slot.startsAt > now);
  if (ahead.length === 0) return 'closed';
  return ahead.some((slot) => slot.capacity === null || slot.accepted < slot.capacity) ? 'placesLeft' : null;
}

/** What a change of answer means to the landlord's systems: a place booked, moved to another slot, or given up. */
export type BookingChange = 'booked' | 'moved' | 'cancelled';

export function bookingChange(
  before: { status: InvitationStatus; slotId: string | null },
  after: { status: InvitationStatus; slotId: string | null },
): BookingChange | null {
  const had = before.status === 'accepted' && before.slotId !== null;
  const has = after.status === 'accepted' && after.slotId !== null;
  if (!had) return has ? 'booked' : null;
  if (!has) return 'cancelled';
  return before.slotId === after.slotId ? null : 'moved';
}

/** Until when the current answer may still be changed, or null when it no longer can. */
export function changeableUntil(
  current: { status: InvitationStatus; slotId: string | null },
  slots: readonly SlotTiming[],
  now: Date,
): Date | null {
  const chosen = current.status === 'accepted' ? slots.find((slot) => slot.id === current.slotId) : undefined;
  const until = chosen ? chosen.startsAt : latestStart(slots);
  return until > now ? until : null;
}

/** The survey's outcome; whether someone who did not come is interested does not matter. */
export function surveyOutcome(answers: { attended: boolean; stillInterested?: boolean | null }): SurveyOutcome {
  if (!answers.attended) return 'notAttended';
  return answers.stillInterested ? 'attendedInterested' : 'attendedNotInterested';
}
