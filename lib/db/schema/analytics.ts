import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Where people came from (POST /api/user/referrer): one row per browser session with statistics
 * consent. URLs are stored sanitised (no CPR, no personal query parameters) and cut to length.
 */
export const referrerEvents = pgTable(
  'referrer_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referrer: text('referrer'),
    url: text('url').notNull(),
    // A deleted account leaves its visits behind, no longer tied to anyone.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    whiteLabelHost: text('white_label_host'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referrer_events_created_at_idx').on(t.createdAt), index('referrer_events_user_id_idx').on(t.userId)],
);
