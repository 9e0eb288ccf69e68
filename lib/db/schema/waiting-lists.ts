import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/routing';
import { users } from './accounts';
import { propertyGroups } from './catalogue';

export const membershipStates = ['active', 'passive'] as const;
export type MembershipState = (typeof membershipStates)[number];

/** Why a membership ended: housed from the list (the turnover estimates count these), left, or a fee not paid. */
export const membershipEndReasons = ['housed', 'left', 'lapsed'] as const;
export type MembershipEndReason = (typeof membershipEndReasons)[number];

/**
 * A group's waiting list. The yearly fee stays on the group (`property_groups.waiting_list_yearly_fee`,
 * what search and the group page read); this row holds how the list takes sign-ups. A group with a
 * waiting list but no row yet gets one with the defaults the first time someone signs up.
 */
export const waitingLists = pgTable('waiting_lists', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .unique()
    .references(() => propertyGroups.id, { onDelete: 'cascade' }),
  open: boolean('open').notNull().default(true),
  /** The company's own words (Danish), e.g. "Medlem af pensionskassen"; a member picks one. */
  affiliationOptions: text('affiliation_options')
    .array()
    .notNull()
    .default(sql`'{"Ingen tilknytning"}'`),
  /** The same choices in the company's English words, in the same order; one not given shows in Danish on English pages. */
  affiliationOptionsEn: text('affiliation_options_en')
    .array()
    .notNull()
    .default(sql`'{"No affiliation"}'`),
  offersCriteria: boolean('offers_criteria').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The criteria columns shared by memberships, pending sign-ups (null: no wish). */
function criteriaColumns() {
  return {
    sizeFrom: integer('size_from'),
    sizeTo: integer('size_to'),
    roomsFrom: integer('rooms_from'),
    roomsTo: integer('rooms_to'),
    rentFrom: integer('rent_from'),
    rentTo: integer('rent_to'),
  };
}

/**
 * A person's place on a list. The position is never stored: it is the row number by seniority date,
 * ties by sign-up time (then id), so it is gapless by construction. The CPR is held AES-256-GCM
 * encrypted (lib/cpr/cpr-crypto.ts) and as an HMAC, unique per list: one membership per
 * person per list, whichever account signs up.
 */
export const waitingListMemberships = pgTable(
  'waiting_list_memberships',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => waitingLists.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seniorityDate: date('seniority_date').notNull(),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state').$type<MembershipState>().notNull().default('active'),
    /** The language the person signed up in: offers and notices from the list are written in it. */
    locale: text('locale').$type<Locale>().notNull().default('da-DK'),
    affiliation: text('affiliation').notNull(),
    cprEncrypted: text('cpr_encrypted').notNull(),
    cprHmac: text('cpr_hmac').notNull(),
    ...criteriaColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waiting_list_memberships_person_idx').on(t.listId, t.cprHmac),
    uniqueIndex('waiting_list_memberships_user_idx').on(t.listId, t.userId),
    index('waiting_list_memberships_order_idx').on(t.listId, t.seniorityDate, t.signedUpAt, t.id),
    index('waiting_list_memberships_owner_idx').on(t.userId),
    check('waiting_list_memberships_state_check', sql`${t.state} in ('active', 'passive')`),
  ],
);

/**
 * Each member's position once a day (job snapshot-waiting-list-positions); the chart on /ventelister.
 * `activePosition` is null on a day the member was passive.
 */
export const waitingListPositionSnapshots = pgTable(
  'waiting_list_position_snapshots',
  {
    membershipId: integer('membership_id')
      .notNull()
      .references(() => waitingListMemberships.id, { onDelete: 'cascade' }),
    takenOn: date('taken_on').notNull(),
    position: integer('position').notNull(),
    activePosition: integer('active_position'),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.takenOn] })],
);

/**
 * Memberships that ended, without the person: what a list's turnover (the estimated wait) is made of.
 * The membership row itself is deleted (seniority is lost on leaving).
 */
export const waitingListExits = pgTable(
  'waiting_list_exits',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => waitingLists.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<MembershipEndReason>().notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('waiting_list_exits_list_idx').on(t.listId, t.reason, t.endedAt)],
);

/**
 * A sign-up to a list with a fee, waiting for its payment (the contract with payments): the
 * membership is made from it by completePaidSignup once the payment succeeded. `reference` is the
 * random key the checkout carries; `membershipId` makes completing it twice return the same membership.
 */
export const waitingListPendingSignups = pgTable(
  'waiting_list_pending_signups',
  {
    reference: text('reference').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => waitingLists.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    affiliation: text('affiliation').notNull(),
    cprEncrypted: text('cpr_encrypted').notNull(),
    cprHmac: text('cpr_hmac').notNull(),
    ...criteriaColumns(),
    /** An imported member's kept seniority; null for a new sign-up, whose seniority is the day it is paid. */
    seniorityDate: date('seniority_date'),
    /** The invitation this sign-up completes once paid (an imported member on a list with a fee). */
    invitationId: integer('invitation_id').references(() => waitingListInvitations.id, { onDelete: 'set null' }),
    membershipId: integer('membership_id').references(() => waitingListMemberships.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('waiting_list_pending_signups_user_idx').on(t.userId)],
);

/**
 * A landlord's member from before Hjemly (imported with their old seniority): the link mailed to
 * them (`/venteliste-tilmelding/{token}`, a link token of this invitation) completes the sign-up and keeps it.
 */
export const waitingListInvitations = pgTable(
  'waiting_list_invitations',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => waitingLists.id, { onDelete: 'cascade' }),
    /** Retired: the link is in link_tokens (purpose `waitingListInvitation`); kept one release for rolling deploys (docs/tokens.md). */
    tokenHash: text('token_hash').unique(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    seniorityDate: date('seniority_date').notNull(),
    /** On a list with a fee: the landlord says it is paid outside Hjemly up to this date (the renewal date). */
    feePaidUntil: date('fee_paid_until'),
    locale: text('locale').$type<Locale>().notNull().default('da-DK'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    membershipId: integer('membership_id').references(() => waitingListMemberships.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('waiting_list_invitations_list_idx').on(t.listId)],
);
