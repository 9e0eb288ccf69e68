import { z } from 'zod';
import type { FormMessages } from '@/lib/i18n/message-keys';
import { membershipStates, type MembershipState } from '@/lib/db/schema/waiting-lists';
import type { HomeLetting } from '@/lib/catalogue/schema';
import type { TimelineViewing } from '@/lib/viewings/schema';
import type { PendingWaitingListOffer } from './offer-schema';
import { cprDigits, isValidCpr } from '@/lib/cpr/cpr';

export { membershipStates, type MembershipState };

export type WaitingListSummary = {
  groupId: number;
  groupSlug: string;
  name: string;
  street: string;
  postcode: string;
  postcodeName: string;
  city: string;
  companyName: string;
  yearlyFee: number;
  availableCount: number;
  /** Whether the list takes sign-ups; a closed one offers its interest list instead. */
  open: boolean;
  imageId: number | null;
};

export type WaitingListFilter = {
  location?: { kind: 'city' | 'postcode' | 'municipality'; key: string };
  freeOnly?: boolean;
  /** Only lists open for sign-up. */
  openOnly?: boolean;
};

/** One page of lists; `nextAfter` is the id the next page starts after, null on the last page. */
export type WaitingListPage = { items: WaitingListSummary[]; nextAfter: number | null };

/*
 * The sign-up form, shared by the form and the route handlers. Each rule's message is the key of its
 * text in the `waitingList` namespace (the CPR, affiliation and consent messages among them).
 */

/** The ten digits only: what is encrypted and hashed, whichever way the person wrote it. */
export const cprSchema = z
  .string()
  .trim()
  .min(1, 'errors.cprRequired')
  .max(20, 'errors.cprInvalid')
  .refine(isValidCpr, 'errors.cprInvalid')
  .transform((text) => cprDigits(text)!);

export const CRITERIA_LIMITS = { size: 1_000, rooms: 20, rent: 100_000 } as const;

/** An optional whole number (empty → null), as the criteria's number fields send it. */
const bound = (max: number) =>
  z.number('errors.numberInvalid').int('errors.numberInvalid').min(0, 'errors.numberInvalid').max(max, 'errors.numberInvalid').nullable();

const fromNotAboveTo = (from: number | null, to: number | null) => from === null || to === null || from <= to;

/** What the member wishes for: m², rooms and rent, each from/to; null means no wish. */
export const criteriaSchema = z
  .object({
    sizeFrom: bound(CRITERIA_LIMITS.size),
    sizeTo: bound(CRITERIA_LIMITS.size),
    roomsFrom: bound(CRITERIA_LIMITS.rooms),
    roomsTo: bound(CRITERIA_LIMITS.rooms),
    rentFrom: bound(CRITERIA_LIMITS.rent),
    rentTo: bound(CRITERIA_LIMITS.rent),
  })
  .refine((c) => fromNotAboveTo(c.sizeFrom, c.sizeTo), { message: 'criteria.fromGreaterThanTo', path: ['sizeTo'] })
  .refine((c) => fromNotAboveTo(c.roomsFrom, c.roomsTo), { message: 'criteria.fromGreaterThanTo', path: ['roomsTo'] })
  .refine((c) => fromNotAboveTo(c.rentFrom, c.rentTo), { message: 'criteria.fromGreaterThanTo', path: ['rentTo'] });
export type Criteria = z.output<typeof criteriaSchema>;

/** The answer to importing a member from before Hjemly: the invitation and until when its link works. */
export const legacyMemberInvitationSchema = z.object({ invitationId: z.number().int(), expiresAt: z.iso.datetime() });
export type LegacyMemberInvitation = z.output<typeof legacyMemberInvitationSchema>;

export const NO_CRITERIA: Criteria = { sizeFrom: null, sizeTo: null, roomsFrom: null, roomsTo: null, rentFrom: null, rentTo: null };

export const signUpFormSchema = z.object({
  affiliation: z.string().trim().min(1, 'errors.affiliationRequired').max(200, 'errors.affiliationRequired'),
  cpr: cprSchema,
  criteria: criteriaSchema,
});
export type SignUpForm = z.output<typeof signUpFormSchema>;

/** The form of someone whose CPR MitID proved: no number to type, it is taken from MitID. */
export const verifiedSignUpFormSchema = signUpFormSchema.omit({ cpr: true });

/** What a sign-up route takes: the CPR may be left out, and then must be one MitID proved (the service decides). */
export const signUpRequestSchema = signUpFormSchema.extend({ cpr: cprSchema.optional() });
export type SignUpRequest = z.output<typeof signUpRequestSchema>;

/** POST /api/waiting-lists/{groupSlug}/memberships */
export const groupSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

export const membershipParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const updateMembershipSchema = z
  .object({ state: z.enum(membershipStates).optional(), criteria: criteriaSchema.optional() })
  .refine((v) => v.state !== undefined || v.criteria !== undefined);
export type UpdateMembership = z.output<typeof updateMembershipSchema>;

export const setAllStatesSchema = z.object({ state: z.enum(membershipStates) });

/** The invitation page's form: the same as a sign-up (the seniority comes with the link). */
export const invitationParamsSchema = z.object({ token: z.string().min(1).max(100) });

/** A company's change to its list (console, provider API); a closed list opening is announced. */
export const listSettingsChangeSchema = z
  .object({
    open: z.boolean().optional(),
    affiliationOptions: z.array(z.string().trim().min(1).max(200)).min(1).max(20).optional(),
    /** English words for the choices, by position; an empty one falls back to the Danish. */
    affiliationOptionsEn: z.array(z.string().trim().max(200)).max(20).optional(),
    offersCriteria: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined));
export type ListSettingsChange = z.output<typeof listSettingsChangeSchema>;

/** A member in queue order, as the landlord's side may see them (CPR only masked). */
export type MemberInOrder = {
  membershipId: number;
  userId: string;
  state: MembershipState;
  seniorityDate: string;
  affiliation: string;
  cprMasked: string;
  criteria: Criteria;
  position: number;
  activePosition: number | null;
  members: number;
  activeMembers: number;
};

/** What the sign-up page needs to know about a group's list. */
export type WaitingListSettings = {
  groupId: number;
  groupSlug: string;
  groupName: string;
  companyName: string;
  yearlyFeeKr: number;
  open: boolean;
  affiliationOptions: string[];
  affiliationOptionsEn: string[];
  offersCriteria: boolean;
  /** Only people whose identity MitID confirmed may sign up. */
  requiresMitid: boolean;
};

/** A sign-up's outcome: on the list at once, or off to pay first. */
export type SignUpResult = { kind: 'member'; membershipId: number } | { kind: 'checkout'; checkoutUrl: string };

export type PositionPoint = { date: string; position: number; activePosition: number | null };

/**
 * The estimated wait: from how many members the list housed in the last 12 months, as a
 * range of months, or null when it housed none (no basis for an estimate).
 */
export type WaitEstimate = { housedLastYear: number; ahead: number; minMonths: number; maxMonths: number } | null;

export type MembershipSubscription = { renewsOn: string; autoRenew: boolean; annualFeeKr: number; state: string };

/** A membership as its owner sees it on /ventelister; the CPR only masked. */
export type MyMembership = {
  id: number;
  groupSlug: string;
  groupName: string;
  companyName: string;
  yearlyFeeKr: number;
  offersCriteria: boolean;
  seniorityDate: string;
  state: MembershipState;
  affiliation: string;
  cprMasked: string;
  criteria: Criteria;
  position: number;
  members: number;
  /** Among active members; null while passive (a passive member is offered nothing). */
  activePosition: number | null;
  activeMembers: number;
  history: PositionPoint[];
  estimate: WaitEstimate;
  subscription: MembershipSubscription | null;
};

/** /ventelister's personal part in one answer: the person's lists and the viewings they brought. */
export type MyWaitingLists = {
  memberships: MyMembership[];
  viewings: TimelineViewing[];
  /** Homes offered to the person whose answer can still be given or changed. */
  offers: PendingWaitingListOffer[];
};

/** A place on one of the person's lists as the account's home base shows it; the change is null without a snapshot this month. */
export type MyPlace = Pick<MyMembership, 'id' | 'groupSlug' | 'groupName' | 'companyName' | 'state' | 'position' | 'members'> & {
  changeThisMonth: number | null;
};

/** Where this area's message keys live: the sign-up and criteria forms and their routes answer in the same words. */
export const WAITING_LIST_MESSAGES: FormMessages = { namespace: 'waitingList' };

/**
 * A home given to a member of its list: the award's offer, and the winner's place and seniority year
 * beside the years of everyone offered it (the pool the privacy rules bracket within).
 */
export type WaitingListLetting = HomeLetting & {
  offerId: number;
  position: number;
  seniorityYear: number | null;
  poolYears: number[];
};
