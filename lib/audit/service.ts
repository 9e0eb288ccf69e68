import 'server-only';
import { getDb } from '@/lib/db/client';
import type { DbOrTx } from '@/lib/db/types';
import { addDays, instantInCopenhagen } from '@/lib/time/copenhagen';
import { actorName, actorRef } from './actor';
import { findAuditActors, findAuditEntries, insertAuditEntry, type AuditRow } from './repository';
import type { AuditAction, AuditActor, AuditActorOption, AuditEntry, AuditFilter, AuditPage, AuditRecord } from './schema';

/*
 * The company's decisions on record (docs/audit.md). `recordAudit` is called by the service that acts,
 * inside the transaction of the act: a rolled-back act leaves no entry, and no entry lacks its act.
 * Reading is for the company's owner (the console) and its API keys; nothing changes or deletes an entry.
 */

export { actorName, actorOf, systemActor } from './actor';

export async function recordAudit(tx: DbOrTx, actor: AuditActor, record: AuditRecord, now = new Date()): Promise<void> {
  const { who } = actor;
  await insertAuditEntry(tx, {
    companyId: actor.companyId,
    at: now,
    actorKind: who.kind,
    actorRef: actorRef(who),
    actorName: actorName(who),
    action: record.action,
    subjectType: record.subject?.type ?? null,
    subjectId: record.subject ? String(record.subject.id) : null,
    tenantRef: record.subject?.tenantRef ?? null,
    detail: record.detail ?? {},
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { kind: row.actorKind, ref: row.actorRef, name: row.actorName },
    action: row.action as AuditAction,
    subject: row.subjectType && row.subjectId ? { type: row.subjectType, id: row.subjectId, tenantRef: row.tenantRef } : null,
    detail: row.detail,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}

/**
 * One page of the company's trail, newest first: the caller has already established that it may read
 * this company's trail. The days of the filter are Danish days, both included.
 */
export async function listAuditEntries(companyId: number, filter: AuditFilter, limit: number): Promise<AuditPage> {
  const rows = await findAuditEntries(await getDb(), companyId, {
    action: filter.action,
    actorRef: filter.actor,
    since: filter.from ? instantInCopenhagen(filter.from, '00:00') : undefined,
    until: filter.to ? instantInCopenhagen(addDays(filter.to, 1), '00:00') : undefined,
    beforeId: filter.cursor,
    limit: limit + 1,
  });
  const items = rows.slice(0, limit).map(toEntry);
  return { items, nextCursor: rows.length > limit ? String(items.at(-1)!.id) : null };
}

export async function listAuditActors(companyId: number): Promise<AuditActorOption[]> {
  return findAuditActors(await getDb(), companyId);
}
