import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './catalogue';

/**
 * The company's decisions on record (docs/audit.md): one row per act of a member or an API key,
 * never changed and never deleted — a trigger refuses UPDATE, DELETE and TRUNCATE. The actor and the
 * subjects are plain values, not foreign keys: a removed member, a revoked key, a deleted account or
 * an anonymised application leaves the entry as it was written. A tenant is named only by the opaque id
 * of their account (`tenant_ref`), never by name, address or CPR. The company cannot be deleted while it
 * has a trail (RESTRICT): the trail is kept as long as the company exists.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** 'member' (a person of the company) or 'key' (a provider API key). */
    actorKind: text('actor_kind', { enum: ['member', 'key', 'system'] }).notNull(),
    /** `user:<id>` or `key:<id>`: what the log filters on. */
    actorRef: text('actor_ref').notNull(),
    /** The member's name or the key's label as they were at the time. */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    /** The account the act concerns, by its opaque id (no foreign key: it survives the account). */
    tenantRef: text('tenant_ref'),
    detail: jsonb('detail')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('audit_entries_company_at_idx').on(t.companyId, t.at.desc(), t.id.desc()),
    index('audit_entries_company_action_idx').on(t.companyId, t.action, t.at.desc()),
    index('audit_entries_company_actor_idx').on(t.companyId, t.actorRef, t.at.desc()),
  ],
);
