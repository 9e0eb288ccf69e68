import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LinkTokenPurpose } from '../../tokens/purposes';

/**
 * Every link a mail or a page hands out that opens something without signing in (docs/tokens.md).
 * Only the SHA-256 of the token is kept, so the table cannot be turned back into links. A token opens
 * one purpose and one subject (the id of the row it opens, as text, whatever that id's type is);
 * no foreign key, since subjects live in many tables: a token whose subject is gone opens nothing.
 */
export const linkTokens = pgTable(
  'link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<LinkTokenPurpose>().notNull(),
    subject: text('subject').notNull(),
    /** Null: the link lasts as long as its subject (the subject's own state decides what it may do). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set once, by the one request that used a single-use link; later uses find it used. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('link_tokens_subject_idx').on(t.purpose, t.subject)],
);
