import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './catalogue';

/**
 * A company's choices about its published lettings: how many days the details of a letting wait
 * before they are shown (0–90, lib/open-books/privacy.ts). No row is the default, no delay.
 */
export const openBooksSettings = pgTable('open_books_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  delayDays: smallint('delay_days').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The lettings a company's webhooks were told of (`letting.published`), one row per letting by its
 * key (lib/open-books/service.ts): written in the transaction of the event, so a letting is told
 * once whatever reruns, restarts or second nodes do. Kept: a delay lengthened later must not bring a
 * letting told already back as new.
 */
export const openBooksLettingNotices = pgTable('open_books_letting_notices', {
  lettingKey: text('letting_key').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  toldAt: timestamp('told_at', { withTimezone: true }).notNull(),
});
