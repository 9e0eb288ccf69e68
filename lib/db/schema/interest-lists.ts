import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/routing';
import { users } from './accounts';
import { propertyGroups } from './catalogue';

/** What a group's interest list is told about: each once per group, event and reference. */
export const interestListEvents = ['homes-published', 'waiting-list-opened', 'open-house-announced'] as const;
export type InterestListEvent = (typeof interestListEvents)[number];

/**
 * "Hold mig orienteret": a person follows a group (a new build, a group not yet letting, a closed
 * waiting list). `locale` is the language they asked in, which their mails are written in.
 * `marketingConsentAt` is the separate, never pre-ticked consent to the landlord's marketing of its
 * other projects: null means no consent; the time says when it was given.
 */
export const interestListEntries = pgTable(
  'interest_list_entries',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => propertyGroups.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('interest_list_entries_person_idx').on(t.userId, t.groupId), index('interest_list_entries_group_idx').on(t.groupId)],
);

/**
 * Each announcement made to a group's list, so that one is made once: the unique key is the
 * idempotency key of `announceToInterestList` (a retried publish, a re-sent open house, a second
 * node). `reference` tells events of one kind apart (an open house's id); '' when there is none.
 */
export const interestListAnnouncements = pgTable(
  'interest_list_announcements',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => propertyGroups.id, { onDelete: 'cascade' }),
    event: text('event').$type<InterestListEvent>().notNull(),
    reference: text('reference').notNull().default(''),
    recipients: integer('recipients').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('interest_list_announcements_once_idx').on(t.groupId, t.event, t.reference)],
);
