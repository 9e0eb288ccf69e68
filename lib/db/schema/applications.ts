import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Household } from '../../accounts/profile-schema';
import { users } from './accounts';
import { companies, properties } from './catalogue';
import type { ApplicationStatus } from '../../applications/statuses';
import type { Locale } from '../../i18n/routing';

/**
 * An application for a home. After anonymisation only what statistics need is left:
 * home, company, dates, status and the external flag; the person's details and link are null.
 */
export const applications = pgTable(
  'applications',
  {
    // Random ids: an application's address reveals nothing about how many others exist.
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept when the account is deleted (set null): the row is then anonymous statistics.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    /** The applicant profile as it was when the application was sent (filled once, reused in every application). */
    household: jsonb('household').$type<Household>(),
    /** Handled by a company outside the product: forwarded by e-mail, answered by e-mail or phone. */
    external: boolean('external').notNull().default(false),
    /** The language the person applied in: the landlord's answers reach them in it. */
    locale: text('locale').$type<Locale>().notNull().default('da-DK'),
    status: text('status').$type<ApplicationStatus>().notNull().default('sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the application stopped being active; the 30 days before anonymisation count from here. */
    inactiveAt: timestamp('inactive_at', { withTimezone: true }),
    /** The person removed it from their overview. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [
    // One active application per person and home: double clicks and concurrent requests meet here.
    uniqueIndex('applications_one_active_idx')
      .on(t.userId, t.propertyId)
      .where(sql`inactive_at is null`),
    index('applications_user_idx').on(t.userId, t.createdAt),
    // A company's applications by when they came: the landlord's overview counts a period of them.
    index('applications_company_idx').on(t.companyId, t.createdAt),
    // A home's applications by when they came: a published letting counts those of its round.
    index('applications_property_idx').on(t.propertyId, t.createdAt),
    index('applications_retention_idx')
      .on(t.inactiveAt)
      .where(sql`deleted_at is not null and anonymised_at is null`),
  ],
);

/**
 * What happened to an application, in order: its timeline. The landlord's message (with a decline)
 * is the only personal text; anonymisation clears it with the rest.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull(),
    landlordMessage: text('landlord_message'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.at)],
);
