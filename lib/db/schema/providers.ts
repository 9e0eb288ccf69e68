import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './catalogue';

/**
 * A company's keys to the provider API (issue 12). Only a SHA-256 of the secret is kept: the key is
 * shown once when made and can never be read back. A revoked key stays listed, so the console can
 * show when it was last used.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters, shown in the console to tell keys apart; not enough to use it. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_company_idx').on(t.companyId)],
);

/**
 * The answers to the provider API's writes, by the caller's `Idempotency-Key`, kept 24 hours: a
 * retried write gets the first answer instead of doing the work twice. A row without a status is a
 * write still running (or abandoned by a process that died; it is taken over after a lease).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
