import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/routing';
import { users } from './accounts';
import { propertyGroups } from './catalogue';

/**
 * An open house of a property group: a time, a place and a number of places. Times are
 * instants; the Danish date and wall-clock times the landlord gave are derived in Copenhagen time.
 * A cancelled event stays (its registrations were told), so `cancelled_at` rather than a delete.
 */
export const openHouseEvents = pgTable(
  'open_house_events',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => propertyGroups.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: text('place').notNull(),
    capacity: integer('capacity').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The calendar file's SEQUENCE: one up with every edit and the cancellation, so calendars take the newest. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('open_house_events_group_idx').on(t.groupId, t.startsAt)],
);

export const openHouseRegistrationStates = ['registered', 'waiting', 'cancelled'] as const;
export type OpenHouseRegistrationState = (typeof openHouseRegistrationStates)[number];

/**
 * A place at an open house, or a turn in its waiting line (ordered by id). Signed-in people carry
 * their user id; guests only the name and e-mail they typed. One active registration per e-mail and
 * event (the partial unique index), so a double click or a second tab cannot take two places.
 */
export const openHouseRegistrations = pgTable(
  'open_house_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => openHouseEvents.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** The language the person registered in: every mail about it is written in it. */
    locale: text('locale').$type<Locale>().notNull(),
    state: text('state').$type<OpenHouseRegistrationState>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a waiting person got a place. */
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set in the transaction that queues the reminder, so the job reminds each person once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('open_house_registrations_active_email_idx')
      .on(t.eventId, t.email)
      .where(sql`${t.state} <> 'cancelled'`),
    index('open_house_registrations_event_idx').on(t.eventId, t.state, t.id),
    index('open_house_registrations_user_idx').on(t.userId),
  ],
);
