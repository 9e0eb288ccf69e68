import { boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** The values the profile's `occupation` column holds. */
export const occupations = ['employed', 'selfEmployed', 'student', 'senior', 'jobSeeker', 'other'] as const;
export type Occupation = (typeof occupations)[number];

/** The values the profile's `income_band` column holds: monthly household income before tax, in kr. */
export const incomeBands = ['under20k', '20to30k', '30to40k', '40to50k', 'over50k'] as const;
export type IncomeBand = (typeof incomeBands)[number];

/** The applicant profile a person fills once and reuses in every application. */
export const applicantProfiles = pgTable('applicant_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  adults: integer('adults').notNull().default(1),
  children: integer('children').notNull().default(0),
  pets: boolean('pets').notNull().default(false),
  occupation: text('occupation'),
  incomeBand: text('income_band'),
  moveInDate: date('move_in_date', { mode: 'string' }),
  introduction: text('introduction').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** E-mail preferences per kind; a missing row means the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  offers: boolean('offers').notNull().default(true),
  applicationUpdates: boolean('application_updates').notNull().default(true),
  viewingInvitations: boolean('viewing_invitations').notNull().default(true),
  savedSearchAlerts: boolean('saved_search_alerts').notNull().default(true),
  waitingListNews: boolean('waiting_list_news').notNull().default(true),
  /** Mails about new messages in a conversation with a landlord (or, for staff, a tenant). */
  messages: boolean('messages').notNull().default(true),
  newsletters: boolean('newsletters').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
