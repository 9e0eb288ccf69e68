import { z } from 'zod';
import type { Costs } from '@/lib/catalogue/rules';
import { externalIdSchema } from '@/lib/catalogue/write-schema';
import { waitingListOfferAnswers, type WaitingListOfferAnswer } from '@/lib/db/schema/waiting-list-offers';
import { criteriaSchema, membershipStates } from './schema';

export { waitingListOfferAnswers, type WaitingListOfferAnswer };

/** At most this many members get one offer: a landlord offering a home to a whole list is a mistake. */
export const MAX_OFFER_RECIPIENTS = 50;
/** The shortest and longest time a member gets to answer (the landlord sets the deadline within these). */
export const MIN_ANSWER_HOURS = 24;
export const MAX_ANSWER_DAYS = 60;

export const waitingListOfferWriteSchema = z.object({
  /** The provider API names the home by its own id (a string); the console by ours (a number). */
  homeId: z.union([externalIdSchema, z.number().int().positive().max(2_147_483_647)]),
  count: z.number().int().min(1).max(MAX_OFFER_RECIPIENTS).default(1),
  deadline: z.iso.datetime({ offset: true }),
});
export type WaitingListOfferWrite = z.input<typeof waitingListOfferWriteSchema>;

/** The longest reason a landlord may give for passing over the first member who said yes (as long as a message to an applicant). */
export const AWARD_REASON_MAX = 2000;

/**
 * The award: to whom, and — required by the service when the home does not go to the first eligible
 * member who said yes (firstEligibleYes) — why. Each rule names its text in `companyConsole.errors`.
 */
export const waitingListOfferAwardSchema = z.object({
  recipientId: z.number().int().positive().max(2_147_483_647),
  reason: z
    .string()
    .trim()
    .max(AWARD_REASON_MAX, 'awardReasonTooLong')
    .optional()
    .transform((reason) => reason || undefined),
});
export type WaitingListOfferAward = z.input<typeof waitingListOfferAwardSchema>;

/**
 * The member an offer's home should go to in list order: the best-placed recipient who answered yes
 * and is still on the list. The service and the console's award form both judge by it.
 */
export function firstEligibleYes<R extends { position: number; answer: WaitingListOfferAnswer | null; stillMember: boolean }>(
  recipients: readonly R[],
): R | undefined {
  return [...recipients]
    .sort((a, b) => a.position - b.position)
    .find((recipient) => recipient.answer === 'interested' && recipient.stillMember);
}

/** One of the person's own offers, by its recipient id (what their pages list). */
export const offerRecipientParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const waitingListOfferAnswerSchema = z.object({ answer: z.enum(waitingListOfferAnswers) });
export type WaitingListOfferAnswerForm = z.infer<typeof waitingListOfferAnswerSchema>;

/** What the member's page shows; the token itself is never part of it. */
export type WaitingListOfferView = {
  companyName: string;
  groupName: string;
  address: string;
  homeSlug: string;
  rooms: number;
  sizeM2: number;
  monthlyRent: number;
  /** The home's terms: its monthly costs and what falls due before moving in. */
  costs: Costs;
  /** When the home is free to move into (yyyy-mm-dd); null when the landlord agrees it with the member. */
  moveInDate: string | null;
  deadline: string;
  /** After the deadline the answer can no longer be given or changed. */
  open: boolean;
  answer: WaitingListOfferAnswer | null;
  /** The landlord gave the home to someone: to this member (`won`) or another. */
  outcome: 'won' | 'lost' | null;
};

/** A waiting-list offer as the person's data export lists it. */
export type WaitingListOfferRecord = {
  id: number;
  address: string;
  groupName: string;
  /** The person's place on the list when the offer was made. */
  position: number;
  deadline: string;
  answer: 'interested' | 'notInterested' | null;
  answeredAt: string | null;
  awarded: boolean;
  createdAt: string;
};

/**
 * A waiting-list offer whose answer is still to be given or changed, as the person's own pages list
 * it (the home base those without an answer, /ventelister all of them).
 */
export type PendingWaitingListOffer = {
  id: number;
  answer: WaitingListOfferAnswer | null;
  deadline: string;
  homeSlug: string;
  address: string;
  groupSlug: string;
  groupName: string;
};

/** One member's answer as the landlord reads it, in queue order (the CPR never leaves the area). */
export const providerOfferRecipientSchema = z.object({
  recipientId: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  email: z.string(),
  answer: z.enum(waitingListOfferAnswers).nullable(),
  answeredAt: z.iso.datetime().nullable(),
  stillMember: z.boolean(),
});
export type ProviderOfferRecipient = z.output<typeof providerOfferRecipientSchema>;

export const providerWaitingListOfferSchema = z.object({
  id: z.number().int(),
  homeId: z.string().nullable(),
  address: z.string(),
  deadline: z.iso.datetime(),
  answersFinal: z.boolean().describe('True once the deadline has passed: from then on no answer changes'),
  awardedRecipientId: z.number().int().nullable(),
  recipients: z.array(providerOfferRecipientSchema),
});
export type ProviderWaitingListOffer = z.output<typeof providerWaitingListOfferSchema>;
/** The console's offer made: `mailsHeldUntil` is the Danish time (HH:MM) its mails leave when made at night, else null. */
export type ConsoleWaitingListOfferMade = ProviderWaitingListOffer & { mailsHeldUntil: string | null };

export const providerMembersQuerySchema = z.object({
  state: z.enum(['all', 'active']).default('all'),
  /** The position the page starts after (the previous page's `nextAfter`). */
  after: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type ProviderMembersQuery = z.output<typeof providerMembersQuerySchema>;

export const providerMemberSchema = z.object({
  membershipId: z.number().int(),
  position: z.number().int().describe('Place among all members'),
  activePosition: z.number().int().nullable().describe('Place among active members; null while passive'),
  name: z.string(),
  email: z.string(),
  seniorityDate: z.iso.date(),
  state: z.enum(membershipStates),
  affiliation: z.string(),
  cpr: z.string().describe('Always masked, DDMMYY-XXXX'),
  criteria: criteriaSchema,
  mitidVerifiedAt: z.iso
    .datetime()
    .nullable()
    .describe(
      "When MitID last confirmed the member's identity (name and birth date, through the broker); null when their account has no MitID",
    ),
});
export type ProviderMember = z.output<typeof providerMemberSchema>;

export const providerMembersPageSchema = z.object({
  items: z.array(providerMemberSchema),
  nextAfter: z.number().int().nullable().describe('Pass as `after` for the next page; null on the last'),
});
export type ProviderMembersPage = z.output<typeof providerMembersPageSchema>;

/** The console's offer form: the deadline as a Danish date and time (the route makes it an instant). */
export const consoleOfferSchema = z.object({
  homeId: z.number('homeRequired').int('homeRequired').positive('homeRequired').max(2_147_483_647, 'homeRequired'),
  count: z.number('countRange').int('countRange').min(1, 'countRange').max(MAX_OFFER_RECIPIENTS, 'countRange'),
  deadlineDate: z.iso.date('deadlineDate'),
  deadlineTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'deadlineTime'),
});
export type ConsoleOfferForm = z.input<typeof consoleOfferSchema>;

/** A home offered from a list and the members still on it who answered yes (the viewings console). */
export type InterestedMembersOfHome = { homeId: number; slug: string; address: string; members: { membershipId: number; name: string }[] };

/** A group with a waiting list, as the console's list of lists shows it. */
export type ConsoleListGroup = {
  groupId: number;
  name: string;
  open: boolean;
  requiresMitid: boolean;
  members: number;
  activeMembers: number;
};

/** The console's settings of a list: whether it takes only people MitID confirmed. */
export const consoleListSettingsSchema = z.object({ requiresMitid: z.boolean() });
export type ConsoleListSettings = z.output<typeof consoleListSettingsSchema>;

export type WaitingListConsole = {
  groups: ConsoleListGroup[];
  selected: {
    groupId: number;
    name: string;
    requiresMitid: boolean;
    /** Whether MitID is switched on here: the requirement can be set only then. */
    mitidAvailable: boolean;
    homes: { id: number; label: string }[];
    members: ProviderMember[];
    offers: ProviderWaitingListOffer[];
  } | null;
};
