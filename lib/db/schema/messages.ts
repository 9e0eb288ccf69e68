import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies, properties } from './catalogue';
import { waitingLists } from './waiting-lists';

export const conversationSubjectTypes = ['application', 'offer', 'viewingInvitation', 'waitingListMembership'] as const;
export type ConversationSubjectType = (typeof conversationSubjectTypes)[number];
export const messageSides = ['tenant', 'staff'] as const;
export type MessageSide = (typeof messageSides)[number];
export const conversationStates = ['open', 'closed'] as const;
export type ConversationState = (typeof conversationStates)[number];

/**
 * A conversation between one tenant and one company's staff, about exactly one subject (an
 * application, an offer, a viewing invitation or a waiting-list membership): the subject's
 * owner is the tenant, its company the staff. Each side keeps when it last read and when it was last
 * mailed about it, which decides whether a new message mails it again (one mail per burst).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    subjectType: text('subject_type').$type<ConversationSubjectType>().notNull(),
    subjectId: text('subject_id').notNull(),
    // The account may be deleted; the company keeps its record of what was said (set null).
    tenantUserId: text('tenant_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The home (or, for a waiting list, the list) it is about: the inbox filters by them. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    waitingListId: integer('waiting_list_id').references(() => waitingLists.id, { onDelete: 'set null' }),
    state: text('state').$type<ConversationState>().notNull().default('open'),
    assignedTo: text('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /**
     * The tenant's newest message not withdrawn: newer than `staff_read_at`, the conversation has
     * something unread for the staff, which the inbox sorts first without counting every message.
     */
    lastTenantMessageAt: timestamp('last_tenant_message_at', { withTimezone: true }),
    tenantReadAt: timestamp('tenant_read_at', { withTimezone: true }),
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    tenantMailedAt: timestamp('tenant_mailed_at', { withTimezone: true }),
    staffMailedAt: timestamp('staff_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When its application was anonymised: the texts and the tenant's name went with it. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_subject_idx').on(t.subjectType, t.subjectId),
    index('conversations_company_idx').on(t.companyId, t.lastMessageAt.desc()),
    index('conversations_tenant_idx').on(t.tenantUserId, t.lastMessageAt.desc()),
    check(
      'conversations_subject_type_check',
      sql`${t.subjectType} in ('application', 'offer', 'viewingInvitation', 'waitingListMembership')`,
    ),
    check('conversations_state_check', sql`${t.state} in ('open', 'closed')`),
  ],
);

/**
 * One message, plain text. Nothing is deleted: withdrawing sets `withdrawn_at` and the body stays on
 * record for the company; `scam_signals` are what the scam guard found in it (empty for most).
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'restrict' }),
    authorSide: text('author_side').$type<MessageSide>().notNull(),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The writer's name when they wrote: staff are shown by it after they left the company. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    scamSignals: jsonb('scam_signals')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('conversation_messages_side_check', sql`${t.authorSide} in ('tenant', 'staff')`),
  ],
);
