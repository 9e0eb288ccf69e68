import { z } from 'zod';

/*
 * The audit trail's shapes (docs/audit.md): who acted for a company, the acts that are recorded, an
 * entry as the console and the provider API show it, and the filters both take.
 */

export const auditActions = [
  'application.seen',
  'application.declined',
  'application.withdrawn',
  'viewing.invited',
  'viewing.noShowMarked',
  'offer.made',
  'offer.leaseSent',
  'waitingList.offered',
  'waitingList.awarded',
  'waitingList.settingsChanged',
  'member.added',
  'member.removed',
  'apiKey.created',
  'apiKey.revoked',
  'webhook.created',
  'webhook.revoked',
  'publication.changed',
  'openBooks.delayChanged',
  'payment.paidAfterClose',
  'message.sent',
  'message.withdrawn',
  'conversation.changed',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * The person or program acting for a company, and where the request came from. `system`: Hjemly
 * itself, acting on the company's list without anyone asking (its payments: a late payment
 * fulfilled or refunded), named by the part that acted.
 */
export type AuditWho =
  { kind: 'member'; userId: string; name: string } | { kind: 'key'; keyId: number; label: string } | { kind: 'system'; part: 'payments' };
export type AuditActor = { companyId: number; who: AuditWho; ip: string | null; userAgent: string | null };

/** What the act was about: its subject, and the tenant's account by its opaque id when it concerns one. */
export type AuditSubject = { type: string; id: string | number; tenantRef?: string | null };

export type AuditRecord = {
  action: AuditAction;
  subject?: AuditSubject;
  detail?: Record<string, unknown>;
};

/** An entry as the console and the provider API show it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actor: z.object({
    kind: z.enum(['member', 'key', 'system']),
    ref: z.string().describe('user:<id>, key:<id>, or system:payments for what Hjemly did by itself'),
    name: z.string().describe("The member's name or the key's label at the time; Hjemly for the system"),
  }),
  action: z.enum(auditActions),
  subject: z.object({ type: z.string(), id: z.string(), tenantRef: z.string().nullable() }).nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last'),
});
export type AuditPage = z.output<typeof auditPageSchema>;

/** The actors that appear in a company's trail, for the console's filter. */
export type AuditActorOption = { ref: string; name: string };

/** A page's position: the last entry's id (ids grow with time, so the newest come first by id). */
export const auditCursorSchema = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);

const day = z.iso.date();

/**
 * The filters of the console's GET form and of the provider API: an action, an actor (`user:<id>`,
 * `key:<id>` or `system:payments`), and a range of Danish days (inclusive). An unknown action or a malformed day is bad
 * input, never an empty answer that hides a typo.
 */
export const auditFilterSchema = z.object({
  action: z.enum(auditActions).optional(),
  actor: z
    .string()
    .trim()
    .regex(/^(user|key|system):[A-Za-z0-9_-]{1,100}$/)
    .optional(),
  from: day.optional(),
  to: day.optional(),
  cursor: auditCursorSchema.optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** Empty fields of the browser's GET form are absent filters. */
const withoutBlanks = (value: unknown) =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '')) : value;

/** The console page's GET form. */
export const auditFilterFormSchema = z.preprocess(withoutBlanks, auditFilterSchema);

/** The CSV download: the page's filters, and the company when the owner has several. */
export const auditConsoleQuerySchema = z.preprocess(
  withoutBlanks,
  auditFilterSchema.extend({ company: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
);

export const providerAuditQuerySchema = auditFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** The longest user agent kept: enough to tell a browser and its system apart. */
export const USER_AGENT_MAX = 160;
