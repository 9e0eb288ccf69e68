import { and, asc, desc, eq, lte, min, sql } from 'drizzle-orm';
import { emailMessages, type StoredEmailAttachment, type StoredEmailHeaders } from '@/lib/db/schema/email';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import type { OutboxEntry, SentMailRecord } from './types';

export type NewEmailMessage = {
  to: string;
  locale: Locale;
  template: string;
  subject: string;
  text: string;
  html: string;
  attachments?: StoredEmailAttachment[] | null;
  headers?: StoredEmailHeaders | null;
};

/** A message claimed for one delivery attempt; `attempts` already counts this attempt. */
export type ClaimedEmail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: StoredEmailAttachment[] | null;
  headers: StoredEmailHeaders | null;
  attempts: number;
};

/** `dueAt` (default `now`) is when delivery may first try it: later for mail held over quiet hours. */
export async function insertEmail(db: Db, message: NewEmailMessage, now: Date, dueAt: Date = now): Promise<number> {
  const [row] = await db
    .insert(emailMessages)
    .values({ ...message, status: 'queued', nextAttemptAt: dueAt, createdAt: now })
    .returning({ id: emailMessages.id });
  return row.id;
}

/**
 * Claims the oldest due message: one statement counts the attempt and pushes next_attempt_at to
 * `leaseUntil`, so no other sender sees it as due while this one sends. SKIP LOCKED lets
 * concurrent senders on PostgreSQL pass over a row another is claiming instead of waiting for it
 * (and PGlite, one connection, runs the statements one after the other anyway). If the sender dies
 * mid-send, the lease runs out and the message is tried again.
 */
export async function claimDueEmail(db: Db, now: Date, leaseUntil: Date): Promise<ClaimedEmail | null> {
  const due = db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(and(eq(emailMessages.status, 'queued'), lte(emailMessages.nextAttemptAt, now)))
    .orderBy(asc(emailMessages.nextAttemptAt), asc(emailMessages.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(emailMessages)
    .set({ attempts: sql`${emailMessages.attempts} + 1`, nextAttemptAt: leaseUntil })
    // A scalar subquery runs once; `id IN (…LIMIT 1…)` may be re-run per row and claim several.
    .where(and(sql`${emailMessages.id} = (${due})`, eq(emailMessages.status, 'queued')))
    .returning({
      id: emailMessages.id,
      to: emailMessages.to,
      subject: emailMessages.subject,
      text: emailMessages.text,
      html: emailMessages.html,
      attachments: emailMessages.attachments,
      headers: emailMessages.headers,
      attempts: emailMessages.attempts,
    });
  return row ?? null;
}

export async function markSent(db: Db, id: number, sentAt: Date): Promise<void> {
  await db
    .update(emailMessages)
    .set({ status: 'sent', sentAt, lastError: null })
    .where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'queued')));
}

export async function markRetry(db: Db, id: number, error: string, nextAttemptAt: Date): Promise<void> {
  await db
    .update(emailMessages)
    .set({ lastError: error, nextAttemptAt })
    .where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'queued')));
}

export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(emailMessages)
    .set({ status: 'failed', lastError: error })
    .where(and(eq(emailMessages.id, id), eq(emailMessages.status, 'queued')));
}

/** When the next queued message is due (or its lease runs out); null when nothing waits. */
export async function nextQueuedAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(emailMessages.nextAttemptAt) })
    .from(emailMessages)
    .where(eq(emailMessages.status, 'queued'));
  return row?.at ? new Date(row.at) : null;
}

/** The newest mails, to one address when `to` is given (the outbox link after a sign-up). */
export async function listRecentEmails(db: Db, limit: number, to?: string): Promise<OutboxEntry[]> {
  return db
    .select({
      id: emailMessages.id,
      to: emailMessages.to,
      template: emailMessages.template,
      subject: emailMessages.subject,
      text: emailMessages.text,
      attachments: emailMessages.attachments,
      headers: emailMessages.headers,
      status: emailMessages.status,
      attempts: emailMessages.attempts,
      lastError: emailMessages.lastError,
      nextAttemptAt: emailMessages.nextAttemptAt,
      createdAt: emailMessages.createdAt,
      sentAt: emailMessages.sentAt,
    })
    .from(emailMessages)
    .where(to ? eq(emailMessages.to, to) : undefined)
    .orderBy(desc(emailMessages.id))
    .limit(limit);
}

/** Retention: copies of mail that left (or gave up) before `cutoff`; queued mail is never dropped. */
/** The mails to one address still stored, newest first: what was sent, never the body. */
export async function listEmailsTo(db: Db, address: string): Promise<SentMailRecord[]> {
  const rows = await db
    .select({
      id: emailMessages.id,
      template: emailMessages.template,
      subject: emailMessages.subject,
      locale: emailMessages.locale,
      status: emailMessages.status,
      createdAt: emailMessages.createdAt,
      sentAt: emailMessages.sentAt,
    })
    .from(emailMessages)
    .where(eq(emailMessages.to, address))
    .orderBy(desc(emailMessages.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null }));
}

export async function deleteFinishedEmailsBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(emailMessages)
    .where(and(sql`${emailMessages.status} <> 'queued'`, lte(emailMessages.createdAt, cutoff)))
    .returning({ id: emailMessages.id });
  return rows.length;
}

/** Every stored mail to `address`, e.g. when its owner deletes their account; returns how many. */
export async function deleteEmailsTo(db: Db, address: string): Promise<number> {
  const rows = await db.delete(emailMessages).where(eq(emailMessages.to, address)).returning({ id: emailMessages.id });
  return rows.length;
}
