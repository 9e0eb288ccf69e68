/*
 * The rules of offers and contracts, free of imports: the database schema, the services, the pages
 * and the unit tests read them.
 */

export const offerAnswers = ['interested', 'notInterested'] as const;
export type OfferAnswer = (typeof offerAnswers)[number];

export const contractStatuses = ['awaitingSignature', 'signed', 'superseded'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
/** The reminder goes this long before the deadline. */
export const OFFER_REMINDER_BEFORE_MS = DAY_MS;
/** After the deadline the offer page still shows the binding answer this long; then its links are expired. */
export const OFFER_LINK_AFTER_DEADLINE_MS = 30 * DAY_MS;
/** A contract link stays usable this long after it was sent; a signed copy stays downloadable for as long. */
export const CONTRACT_LINK_LIFETIME_MS = 90 * DAY_MS;
/**
 * The shortest and longest time a landlord may give for an answer. The deadline only has to lie
 * ahead: a landlord who agreed a let by phone may give minutes; most give days.
 */
export const MIN_OFFER_WINDOW_MS = 60 * 1000;
export const MAX_OFFER_WINDOW_MS = 60 * DAY_MS;

/**
 * What an offer's page may do now: answer (or change the answer), or only show the answer, bound by
 * a signed lease before the deadline (`signed`) or by the deadline itself (`binding`).
 */
export type OfferPhase = 'open' | 'signed' | 'binding';

type OfferState = { deadline: Date; answer: OfferAnswer | null; signed: boolean };

/**
 * Until the deadline the person may answer and change their answer as often as they like;
 * from the deadline on the answer they gave is binding. A lease signed on the offer binds it too:
 * after signing, "not interested" would undo nothing.
 */
export function offerPhase({ deadline, signed }: OfferState, now: Date): OfferPhase {
  if (now.getTime() >= deadline.getTime()) return 'binding';
  return signed ? 'signed' : 'open';
}

/** 'change' records the answer, 'unchanged' repeats the one given, 'closed' is refused. */
export function answerChange(offer: OfferState, answer: OfferAnswer, now: Date): 'change' | 'unchanged' | 'closed' {
  if (offerPhase(offer, now) !== 'open') return 'closed';
  return offer.answer === answer ? 'unchanged' : 'change';
}

/** The reminder is due from 24 h before the deadline, for an offer not answered yet. */
export function reminderDue(offer: { deadline: Date; answer: OfferAnswer | null }, now: Date): 'send' | 'skip' | 'wait' {
  if (offer.answer !== null || now.getTime() >= offer.deadline.getTime()) return 'skip';
  return now.getTime() >= offer.deadline.getTime() - OFFER_REMINDER_BEFORE_MS ? 'send' : 'wait';
}

/** A deadline the landlord may set: at least a minute ahead, at most 60 days. */
export function deadlineAllowed(deadline: Date, now: Date): boolean {
  const ahead = deadline.getTime() - now.getTime();
  return ahead >= MIN_OFFER_WINDOW_MS && ahead <= MAX_OFFER_WINDOW_MS;
}

/** The offer link expires a while after the deadline (the "link expired" message after that). */
export const offerLinkExpiry = (deadline: Date) => new Date(deadline.getTime() + OFFER_LINK_AFTER_DEADLINE_MS);

/** "%PDF-" at the start of the file: told by the bytes, never the name or declared type. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return bytes.length > magic.length && magic.every((byte, i) => bytes[i] === byte);
}
