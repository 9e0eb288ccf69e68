import { z } from 'zod';
import { externalIdSchema } from '@/lib/catalogue/write-schema';
import {
  bookableBy,
  invitationStatuses,
  MAX_INVITEES,
  MAX_SLOTS,
  MEETING_LOCATION_MAX_LENGTH,
  SURVEY_COMMENT_MAX_LENGTH,
  surveyOutcomes,
  type InvitationState,
  type SurveyOutcome,
} from './rules';

/* The viewings area's input schemas (shared by the routes, the provider API and the forms) and DTOs. */

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'required');

export const viewingSlotSchema = z
  .object({
    date: z.iso.date({ error: 'required' }),
    fromTime: clockTime,
    toTime: clockTime,
    // The console's number field sends '' for none; the API sends a number or null.
    capacity: z.preprocess((value) => (value === '' || value == null ? null : Number(value)), z.number().int().min(1).max(1000).nullable()),
  })
  .refine((slot) => slot.fromTime < slot.toTime, { path: ['toTime'], message: 'toTime' });
export type ViewingSlotInput = z.infer<typeof viewingSlotSchema>;

const rowId = z.coerce.number<string | number>().int().positive().max(2_147_483_647);

/**
 * Publish a viewing of one home with one or more slots (bulk), and say who may book a place: the
 * applicants and waiting-list members named here (`invited`), also the list's members offered the
 * home (`offered`), or also anyone signed in who has the viewing's link (`link`). The applications
 * name the home; without them `homeId` does (the provider API names it by its own id, the console
 * by ours), within the members' group.
 */
export const viewingCreateSchema = z
  .object({
    applicationIds: z.array(z.uuid()).max(MAX_INVITEES).default([]),
    // Numbers, though the console's checkboxes send their values as text.
    membershipIds: z.array(rowId).max(MAX_INVITEES).default([]),
    homeId: z.union([externalIdSchema, rowId]).optional(),
    groupId: externalIdSchema.optional().describe("Your own id of the home's group: names the home with homeId when nobody is named"),
    homeSlug: z.string().max(200).optional().describe("Or the home's slug on Hjemly (the last part of its page's address)"),
    bookableBy: z.enum(bookableBy).default('invited'),
    meetingLocation: z.string().trim().min(1, 'required').max(MEETING_LOCATION_MAX_LENGTH),
    slots: z.array(viewingSlotSchema).min(1).max(MAX_SLOTS),
  })
  .refine((input) => input.bookableBy !== 'invited' || input.applicationIds.length + input.membershipIds.length > 0, {
    path: ['applicationIds'],
    message: 'applicantsRequired',
  })
  .refine((input) => input.applicationIds.length + input.membershipIds.length <= MAX_INVITEES, {
    path: ['membershipIds'],
    message: 'tooManyInvitees',
  })
  .refine(
    // The company's own home ids are unique within a group: with nobody named, the group says which.
    (input) =>
      typeof input.homeId !== 'string' || input.groupId !== undefined || input.applicationIds.length + input.membershipIds.length > 0,
    { path: ['groupId'], message: 'homeRequired' },
  )
  .refine(
    (input) =>
      input.applicationIds.length > 0 ||
      input.homeId !== undefined ||
      input.homeSlug !== undefined ||
      (input.bookableBy === 'invited' && input.membershipIds.length === 0),
    {
      path: ['homeId'],
      message: 'homeRequired',
    },
  );
export type ViewingCreate = z.infer<typeof viewingCreateSchema>;
export type ViewingCreateInput = z.input<typeof viewingCreateSchema>;

export const viewingParamsSchema = z.object({ id: z.uuid() });
export const tokenParamsSchema = z.object({ token: z.string().max(100) });
export const openLinkParamsSchema = z.object({ id: z.uuid(), invitationId: z.uuid() });
export const memberLinkParamsSchema = z.object({ invitationId: z.uuid() });
export const openLinkQuerySchema = z.object({ purpose: z.enum(['invitation', 'survey']).catch('invitation') });

// The key names the page's words when a form posted without JavaScript picked no time.
const acceptAnswer = z.object({ answer: z.literal('accept'), slotId: z.uuid('chooseTime') });
// Every time is full: be told by mail when a place frees.
const waitAnswer = z.object({ answer: z.literal('wait') });

export const invitationAnswerSchema = z.discriminatedUnion('answer', [
  acceptAnswer,
  z.object({ answer: z.literal('decline') }),
  waitAnswer,
]);
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

/** Through the viewing's link: book a time, or (every time full) wait to be told when a place frees. */
export const linkBookingSchema = z.discriminatedUnion('answer', [acceptAnswer, waitAnswer]);
export type LinkBooking = z.infer<typeof linkBookingSchema>;

/** Staff mark a booked person as not having come, or take the mark back. */
export const noShowSchema = z.object({ noShow: z.boolean() });
export const invitationParamsSchema = z.object({ id: z.uuid(), invitationId: z.uuid() });

/** Attended and (when attended) still interested are required, the comment is optional. */
export const surveyAnswerSchema = z
  .object({
    attended: z.boolean({ error: 'attendedRequired' }),
    stillInterested: z.boolean().nullish(),
    comment: z.string().trim().max(SURVEY_COMMENT_MAX_LENGTH, 'commentTooLong').optional(),
  })
  .refine((answers) => !answers.attended || typeof answers.stillInterested === 'boolean', {
    path: ['stillInterested'],
    message: 'stillInterestedRequired',
  });
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

// --- DTOs -----------------------------------------------------------------------------------------

export type ViewingHome = { slug: string; address: string; company: string };
export type SlotView = { id: string; date: string; fromTime: string; toTime: string; full: boolean; started: boolean };

/** What /fremvisning/{token} shows. */
export type InvitationView = {
  state: InvitationState;
  home: ViewingHome;
  meetingLocation: string;
  slots: SlotView[];
  chosenSlotId: string | null;
  /** Until when the answer may still change (ISO), null once it no longer can. */
  changeableUntil: string | null;
  /** Whether the person waits to be told when a place frees. */
  waiting: boolean;
};

/** What the viewing's own link (/fremvisning/tider/{token}) shows before a booking. */
export type BookingLinkView = {
  home: ViewingHome;
  meetingLocation: string;
  slots: SlotView[];
};

/** What /evaluering/{token} shows. */
export type SurveyView = {
  firstName: string;
  date: string;
  home: ViewingHome;
  outcome: SurveyOutcome | null;
};

export type SurveyResult = { outcome: SurveyOutcome; company: string };

/** A viewing on the person's application timeline or their waiting-lists page. */
export type TimelineViewing = {
  invitationId: string;
  home: ViewingHome;
  state: InvitationState;
  /** The chosen slot, or the first one when none is chosen. */
  date: string;
  fromTime: string;
  toTime: string;
  /** That slot's start, and the last moment an answer can be given (the latest slot's start). */
  startsAt: string;
  answerBy: string;
  invitedAt: string;
  /** The survey after the viewing, once sent: its outcome once answered, and until when it can be answered. */
  survey: { outcome: SurveyOutcome | null; open: boolean; answerBy: string | null } | null;
};

// --- the landlord's view ------------------------------------------------------------------------

export const landlordSlotSchema = z.object({
  id: z.uuid(),
  date: z.iso.date(),
  fromTime: clockTime,
  toTime: clockTime,
  capacity: z.number().int().nullable(),
  accepted: z.number().int().describe('Places accepted'),
});
export type LandlordSlot = z.output<typeof landlordSlotSchema>;
export const landlordSurveySchema = z.object({
  sentAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  attended: z.boolean().nullable(),
  stillInterested: z.boolean().nullable(),
  comment: z.string().nullable(),
  outcome: z.enum(surveyOutcomes).nullable(),
});
export type LandlordSurvey = z.output<typeof landlordSurveySchema>;
/** Who was invited: an applicant of the home, a member of the waiting list of its group, or someone who booked through the link. */
export const inviteeKinds = ['applicant', 'waitingListMember', 'linkBooking'] as const;
export type InviteeKind = (typeof inviteeKinds)[number];
export const landlordInvitationSchema = z.object({
  id: z.uuid(),
  viewingId: z.uuid(),
  invitee: z.enum(inviteeKinds),
  applicationId: z.uuid().nullable(),
  membershipId: z.number().int().nullable(),
  name: z.string().nullable().describe("The applicant's name as they applied, or the member's account name"),
  state: z.enum([...invitationStatuses, 'expired']),
  slotId: z.uuid().nullable(),
  answeredAt: z.iso.datetime().nullable(),
  waiting: z.boolean().describe('Waiting to be told when a place frees (every slot was full)'),
  noShowAt: z.iso.datetime().nullable().describe('When your staff marked the person as not having come, else null'),
  survey: landlordSurveySchema.nullable(),
});
export type LandlordInvitation = z.output<typeof landlordInvitationSchema>;
export const landlordViewingSchema = z.object({
  id: z.uuid(),
  home: z.object({ slug: z.string(), address: z.string(), externalId: z.string().nullable(), groupExternalId: z.string().nullable() }),
  meetingLocation: z.string(),
  bookableBy: z
    .enum(bookableBy)
    .describe('Who may book: invited, also offered (list members offered the home), or link (anyone signed in with it)'),
  createdAt: z.iso.datetime(),
  slots: z.array(landlordSlotSchema),
  invitations: z.array(landlordInvitationSchema),
});
export type LandlordViewing = z.output<typeof landlordViewingSchema>;
/**
 * Mails about viewings wait out the night: `mailsHeldUntil` is the Danish time they leave ("07:00"),
 * or null when they went at once, judged by the server's clock at the call, so the console's
 * confirmation says "sent" only when they were.
 */
const mailsHeldUntil = clockTime.nullable().describe('The Danish time (HH:MM) the mails leave when queued at night, else null');
export const viewingCreatedSchema = landlordViewingSchema.extend({
  mailsHeldUntil,
  bookingUrl: z.url().nullable().describe('With bookableBy link: the link to share (it works until the last slot ends); else null'),
});
export type ViewingCreated = z.output<typeof viewingCreatedSchema>;
export const bookingLinkSchema = z.object({ bookingUrl: z.url().describe('A fresh link to share; it works until the last slot ends') });
export const surveysSentSchema = z.object({ sent: z.number().int(), mailsHeldUntil, viewing: landlordViewingSchema });
export type SurveysSent = z.output<typeof surveysSentSchema>;

/** Token links are guessed at by nobody (256 bits), but every request costs a query: a per-address limit. */
export const VIEWING_TOKEN_LIMIT = { name: 'viewing-token', windowMs: 15 * 60_000, max: 120 };
