import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/routing';
import type { BookableBy, InvitationStatus, SurveyOutcome } from '../../viewings/rules';
import { users } from './accounts';
import { applications } from './applications';
import { companies, properties } from './catalogue';
import { waitingListMemberships } from './waiting-lists';

/**
 * A viewing of a home: one meeting place and one or more time slots to choose from. `bookable_by`
 * says who may book a place: only those invited, also the list members offered the home, or anyone
 * signed in who has the viewing's link.
 */
export const viewings = pgTable(
  'viewings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    meetingLocation: text('meeting_location').notNull(),
    bookableBy: text('bookable_by').$type<BookableBy>().notNull().default('invited'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('viewings_company_idx').on(t.companyId, t.createdAt),
    check('viewings_bookable_by_check', sql`${t.bookableBy} in ('invited', 'offered', 'link')`),
  ],
);

/**
 * A time slot of a viewing: the Danish date and times as the landlord gave them, and the instants
 * they mean (for "until the viewing starts", the reminder and the .ics). `capacity` null is unlimited.
 */
export const viewingSlots = pgTable(
  'viewing_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    viewingId: uuid('viewing_id')
      .notNull()
      .references(() => viewings.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    fromTime: text('from_time').notNull(),
    toTime: text('to_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity'),
  },
  (t) => [index('viewing_slots_viewing_idx').on(t.viewingId, t.startsAt)],
);

/**
 * One person's place at a viewing (a booking once a slot is accepted): an applicant (application_id),
 * a member of one of the company's waiting lists (membership_id), or someone who booked through the
 * viewing's link (user_id); exactly one is set. A membership that ends is deleted with its seniority,
 * and its invitations go with it, as an application's or an account's do when it is deleted.
 */
export const viewingInvitations = pgTable(
  'viewing_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    viewingId: uuid('viewing_id')
      .notNull()
      .references(() => viewings.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id').references(() => waitingListMemberships.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<InvitationStatus>().notNull().default('sent'),
    /** The slot an accepted invitation holds a place in; null otherwise. */
    slotId: uuid('slot_id').references(() => viewingSlots.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Raised with every answer: the .ics SEQUENCE, so a calendar replaces the entry it has. */
    sequence: integer('sequence').notNull().default(0),
    /** The language of the application or membership: every mail about this invitation is written in it. */
    locale: text('locale').$type<Locale>().notNull().default('da-DK'),
    /** Set when the 24-hour reminder was queued (or found unneeded), so the job sends it once. */
    reminderDoneAt: timestamp('reminder_done_at', { withTimezone: true }),
    /** Set while the person waits for a place (every slot was full); cleared once told one is free or they answer. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    /** Set by the landlord's staff when the person booked a slot and did not come. */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('viewing_invitations_once_idx').on(t.viewingId, t.applicationId),
    index('viewing_invitations_application_idx').on(t.applicationId),
    uniqueIndex('viewing_invitations_member_once_idx').on(t.viewingId, t.membershipId),
    index('viewing_invitations_membership_idx').on(t.membershipId),
    uniqueIndex('viewing_invitations_user_once_idx').on(t.viewingId, t.userId),
    index('viewing_invitations_user_idx').on(t.userId),
    check('viewing_invitations_invitee_check', sql`num_nonnulls(${t.applicationId}, ${t.membershipId}, ${t.userId}) = 1`),
    index('viewing_invitations_waiting_idx')
      .on(t.viewingId, t.waitingSince)
      .where(sql`waiting_since is not null`),
    index('viewing_invitations_slot_idx')
      .on(t.slotId)
      .where(sql`status = 'accepted'`),
    index('viewing_invitations_reminder_idx')
      .on(t.slotId)
      .where(sql`status = 'accepted' and reminder_done_at is null`),
  ],
);

/** The survey after a viewing: sent once per accepted invitation, answered once. */
export const viewingSurveys = pgTable('viewing_surveys', {
  invitationId: uuid('invitation_id')
    .primaryKey()
    .references(() => viewingInvitations.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attended: boolean('attended'),
  stillInterested: boolean('still_interested'),
  comment: text('comment'),
  outcome: text('outcome').$type<SurveyOutcome>(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
