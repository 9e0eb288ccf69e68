import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './catalogue';

/**
 * A company's keys to the provider API. Only a SHA-256 of the secret is kept: the key is
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

/** Where a company wants to hear of events: an HTTPS endpoint and the secret its payloads are signed with. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The HMAC key; it must be readable to sign, so it is shown to the owner once and kept here. */
    secret: text('secret').notNull(),
    /** The event types sent to it; empty: every type. */
    events: text('events')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/**
 * The outbox of webhook events: one row per event and endpoint, written in the transaction of the
 * change that caused it and delivered by the deliver-webhooks job, with retries over three days.
 * The id is the event's delivery id, sent with it so a receiver can drop a repeat.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: smallint('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_company_idx').on(t.companyId, t.createdAt),
  ],
);
