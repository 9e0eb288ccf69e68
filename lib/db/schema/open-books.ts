import { integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
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
