import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '../../i18n/routing';
import { users } from './accounts';

/** What people tell us through /feedback; the team also gets each one by e-mail. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    message: text('message').notNull(),
    /** Only when the person wants an answer. */
    email: text('email'),
    /** The page it concerns: a path on this site. */
    page: text('page'),
    locale: text('locale').$type<Locale>().notNull(),
    host: text('host'),
    // Kept as statistics when the account goes; the e-mail above is what the person chose to give.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_at_idx').on(t.createdAt)],
);
