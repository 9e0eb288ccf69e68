import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { auditEntries } from '@/lib/db/schema/audit';
import type { DbOrTx } from '@/lib/db/types';

/*
 * The trail's only queries: one insert and reads of one company's entries. There is no update or
 * delete here on purpose — the table's trigger would refuse them anyway.
 */

export type AuditRow = typeof auditEntries.$inferSelect;
export type NewAuditRow = Omit<typeof auditEntries.$inferInsert, 'id'>;

export async function insertAuditEntry(db: DbOrTx, row: NewAuditRow): Promise<void> {
  await db.insert(auditEntries).values(row);
}

export type AuditQuery = {
  action?: string;
  actorRef?: string;
  /** Entries at or after this instant, and before `until`. */
  since?: Date;
  until?: Date;
  /** Entries older than this id (the page before ended there). */
  beforeId?: number;
  limit: number;
};

/** The company's entries newest first, keyset by id; ids grow with every insert. */
export async function findAuditEntries(db: DbOrTx, companyId: number, query: AuditQuery): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.companyId, companyId),
        query.action ? eq(auditEntries.action, query.action) : undefined,
        query.actorRef ? eq(auditEntries.actorRef, query.actorRef) : undefined,
        query.since ? gte(auditEntries.at, query.since) : undefined,
        query.until ? lt(auditEntries.at, query.until) : undefined,
        query.beforeId ? lt(auditEntries.id, query.beforeId) : undefined,
      ),
    )
    .orderBy(desc(auditEntries.id))
    .limit(query.limit);
}

/** Everyone who has acted for the company, with the newest name they acted under. */
export async function findAuditActors(db: DbOrTx, companyId: number): Promise<{ ref: string; name: string }[]> {
  const rows = await db
    .selectDistinctOn([auditEntries.actorRef], { ref: auditEntries.actorRef, name: auditEntries.actorName })
    .from(auditEntries)
    .where(eq(auditEntries.companyId, companyId))
    .orderBy(auditEntries.actorRef, desc(auditEntries.id));
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'da') || a.ref.localeCompare(b.ref));
}
