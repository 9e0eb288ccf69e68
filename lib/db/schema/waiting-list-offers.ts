import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/routing';
import { users } from './accounts';
import { properties } from './catalogue';
import { waitingListMemberships, waitingLists } from './waiting-lists';

export const waitingListOfferAnswers = ['interested', 'notInterested'] as const;
export type WaitingListOfferAnswer = (typeof waitingListOfferAnswers)[number];

/**
 * A landlord offering one home to the next members of its list. The members are
 * picked in queue order when the offer is made; each answers through their own link until `deadline`.
 */
export const waitingListOffers = pgTable(
  'waiting_list_offers',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => waitingLists.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** The recipient the landlord gave the home to; the others are told they did not get it. */
    awardedRecipientId: integer('awarded_recipient_id'),
    awardedAt: timestamp('awarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By home: a letting's earlier rounds are the home's offers since its last award.
  (t) => [
    index('waiting_list_offers_list_idx').on(t.listId, t.createdAt),
    index('waiting_list_offers_property_idx').on(t.propertyId, t.createdAt),
  ],
);

/**
 * One member's copy of an offer. The person and their place are kept even if the membership ends
 * (the landlord still sees who answered what), the link's token only as a hash.
 */
export const waitingListOfferRecipients = pgTable(
  'waiting_list_offer_recipients',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => waitingListOffers.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id').references(() => waitingListMemberships.id, { onDelete: 'set null' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member's place on the list when the offer was made: the order the landlord reads answers in. */
    position: integer('position').notNull(),
    /**
     * The member's seniority when the offer was made: the membership of the one who gets the home
     * ends, and the published outcome tells the seniority that won (as a bracket of years).
     * Null only on rows from before it was kept whose membership had already ended.
     */
    seniorityDate: date('seniority_date', { mode: 'string' }),
    locale: text('locale').$type<Locale>().notNull(),
    /** Retired: the member's link is in link_tokens (purpose `waitingListOffer`); kept one release for rolling deploys (docs/tokens.md). */
    tokenHash: text('token_hash').unique(),
    answer: text('answer').$type<WaitingListOfferAnswer>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Set by the close-waiting-list-offers job once it counted a missed deadline (never twice). */
    lapseCountedAt: timestamp('lapse_counted_at', { withTimezone: true }),
    /** When the "you did not get the home" mail was queued. */
    outcomeSentAt: timestamp('outcome_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waiting_list_offer_recipients_member_idx').on(t.offerId, t.userId),
    index('waiting_list_offer_recipients_membership_idx').on(t.membershipId),
    check('waiting_list_offer_recipients_answer_check', sql`${t.answer} is null or ${t.answer} in ('interested', 'notInterested')`),
  ],
);
