import 'server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { emailsDelivered } from '@/lib/monitoring/metrics';
import { claimDueEmail, insertEmail, listEmailsTo, listRecentEmails, markFailed, markRetry, markSent, nextQueuedAt } from './repository';
import { findNotificationPreferences } from './preference-repository';
import { preferenceOf, type PreferenceTemplate } from './preferences';
import { renderEmail, type EmailTemplate } from './templates';
import { defaultTransport, type MailTransport } from './transport';
import { endOfQuietHours } from './quiet-hours';
import type { DeliveryResult, EmailAttachment, EmailRequest, OutboxEntry, SentMailRecord } from './types';
import type { StoredEmailAttachment, StoredEmailHeaders } from '@/lib/db/schema/email';
import { isStopping, tracked } from '@/lib/lifecycle/background-work';

// Stored copies go through here when the retention job or an account deletion removes them.
export { deleteEmailsTo, deleteFinishedEmailsBefore } from './repository';

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure gives up. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claimed message is hidden from other senders; well above the SMTP timeouts. */
export const CLAIM_LEASE_MS = 10 * 60_000;
// Bounds one run so a large backlog cannot hold a job slot forever; the rest goes in the next run.
const MAX_PER_RUN = 500;

/** Only a mail the person can switch off may come back unqueued (null). */
type QueuedId<T extends EmailTemplate> = T extends PreferenceTemplate ? number | null : number;

// A single address: no display names, lists or line breaks that could add recipients or headers.
const recipient = z.email().max(320);

/**
 * Queues a mail and returns its id — or null when the template is one the person switched off
 * under their notification settings (lib/email/preferences.ts). Rendering and the insert happen now
 * (a bad address or template data throws here, where the caller's bug is); delivery starts in the
 * background and is never awaited, so neither a slow nor a broken SMTP server reaches the request.
 *
 * Called inside a transaction (pass the `tx` as `db`), the mail goes out only after the commit,
 * with the next delivery run.
 */
export async function enqueueEmail<T extends EmailTemplate>(request: EmailRequest<T>): Promise<QueuedId<T>>;
export async function enqueueEmail<T extends EmailTemplate>(db: Db | undefined, request: EmailRequest<T>): Promise<QueuedId<T>>;
export async function enqueueEmail<T extends EmailTemplate>(
  dbOrRequest: Db | undefined | EmailRequest<T>,
  maybeRequest?: EmailRequest<T>,
): Promise<number | null> {
  const [given, request] = maybeRequest ? [dbOrRequest as Db | undefined, maybeRequest] : [undefined, dbOrRequest as EmailRequest<T>];
  const db = given ?? (await getDb());
  const to = recipient.parse(request.to.trim());
  const rendered = renderEmail(request.locale, request.template, request.data);
  if (!(await wanted(db, request))) return null;
  const now = request.now ?? new Date();
  const dueAt = request.quietHours ? endOfQuietHours(now) : now;
  const attachments = request.attachments?.map(storedAttachment) ?? null;
  const headers = headersOf(request);
  const message = { to, locale: request.locale, template: request.template, ...rendered, attachments, headers };
  const id = await insertEmail(db, message, now, dueAt);
  scheduleDelivery(Math.min(MAX_WAIT_MS, Math.max(0, dueAt.getTime() - Date.now())));
  return id;
}

// A file name goes into a MIME header: no path, quotes or line breaks.
const attachmentName = z.string().regex(/^[^\\/"\r\n]{1,120}$/);

function storedAttachment({ filename, contentType, content }: EmailAttachment): StoredEmailAttachment {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  return { filename: attachmentName.parse(filename), contentType, contentBase64: bytes.toString('base64') };
}

// The URL goes into a header between angle brackets: an absolute http(s) URL without spaces or brackets.
const unsubscribeUrl = z
  .url({ protocol: /^https?$/ })
  .max(2_000)
  .regex(/^[^\s<>,]+$/);

/** RFC 8058: the link, and the POST body a mail client sends to it to unsubscribe in one click. */
function oneClickUnsubscribeHeaders(url: string): StoredEmailHeaders {
  return { 'List-Unsubscribe': `<${unsubscribeUrl.parse(url)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function headersOf({ oneClickUnsubscribeUrl, replyTo }: EmailRequest): StoredEmailHeaders | null {
  const headers: StoredEmailHeaders = {
    ...(oneClickUnsubscribeUrl ? oneClickUnsubscribeHeaders(oneClickUnsubscribeUrl) : {}),
    ...(replyTo ? { 'Reply-To': recipient.parse(replyTo.trim()) } : {}),
  };
  return Object.keys(headers).length ? headers : null;
}

async function wanted(db: Db, { template, userId }: EmailRequest): Promise<boolean> {
  const kind = preferenceOf(template);
  if (!kind) return true;
  if (!userId) throw new Error(`The ${template} e-mail needs the recipient's userId: their notification settings decide`);
  return (await findNotificationPreferences(db, userId))[kind];
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1_000) || 'unknown error';
}

/** The attempt that just failed was number `attempts`; null means give up. */
export function retryAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + RETRY_DELAYS_MS[Math.max(0, attempts - 1)]);
}

/**
 * Sends every queued message due at `now`, one claim at a time. Idempotent and safe to run on
 * several nodes at once: a message is claimed before it is sent and only queued messages are
 * claimed, so a sent one is never sent again.
 */
export async function deliverDueEmails(db: Db, transport: MailTransport, now: Date = new Date()): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
  const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
  for (let i = 0; i < MAX_PER_RUN && !isStopping(); i++) {
    const message = await claimDueEmail(db, now, leaseUntil);
    if (!message) break;
    try {
      await transport.send(message);
    } catch (error) {
      const next = retryAt(message.attempts, now);
      if (next) await markRetry(db, message.id, errorText(error), next);
      else await markFailed(db, message.id, errorText(error));
      result[next ? 'retried' : 'failed']++;
      console.warn(`[email] message ${message.id} attempt ${message.attempts} failed: ${errorText(error)}`);
      continue;
    }
    await markSent(db, message.id, now);
    result.sent++;
  }
  for (const [outcome, count] of Object.entries(result)) if (count > 0) emailsDelivered.inc({ result: outcome }, count);
  return result;
}

// --- background delivery in this process -------------------------------------------------------

type Scheduler = { timer: NodeJS.Timeout | null; dueAt: number; running: Promise<void> | null; rerun: boolean };
const schedulerKey = Symbol.for('hjemly.email-delivery');
// Longest single wait of the timer; a retry due later is reached in steps, so a far-off date is harmless.
const MAX_WAIT_MS = 60 * 60_000;

function scheduler(): Scheduler {
  const g = globalThis as typeof globalThis & { [schedulerKey]?: Scheduler };
  return (g[schedulerKey] ??= { timer: null, dueAt: Number.POSITIVE_INFINITY, running: null, rerun: false });
}

/** Runs delivery `delayMs` from now unless a run is already planned sooner. */
function scheduleDelivery(delayMs: number): void {
  const state = scheduler();
  const dueAt = Date.now() + delayMs;
  if (state.timer && state.dueAt <= dueAt) return;
  if (state.timer) clearTimeout(state.timer);
  state.dueAt = dueAt;
  state.timer = setTimeout(() => void runInBackground(), delayMs);
  // A pending retry must not keep a script or test process alive.
  state.timer.unref();
}

async function runInBackground(): Promise<void> {
  const state = scheduler();
  state.timer = null;
  state.dueAt = Number.POSITIVE_INFINITY;
  if (isStopping()) return;
  // One run at a time per process; a kick during a run asks for one more run after it.
  if (state.running) {
    state.rerun = true;
    return;
  }
  state.running = tracked(deliverInBackground).finally(() => {
    state.running = null;
    if (state.rerun) {
      state.rerun = false;
      scheduleDelivery(0);
    }
  });
  await state.running;
}

async function deliverInBackground(): Promise<void> {
  try {
    const db = await getDb();
    await deliverDueEmails(db, defaultTransport(), new Date());
    const next = await nextQueuedAt(db);
    if (next) scheduleDelivery(Math.min(MAX_WAIT_MS, Math.max(0, next.getTime() - Date.now())));
  } catch (error) {
    console.error(`[email] background delivery failed: ${errorText(error)}`);
    scheduleDelivery(RETRY_DELAYS_MS[0]);
  }
}

/**
 * Waits for a background run in progress, then cancels the planned one (graceful shutdown, tests).
 * The next enqueue plans a new run.
 */
export async function stopBackgroundDelivery(): Promise<void> {
  const state = scheduler();
  while (state.running) await state.running;
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  state.dueAt = Number.POSITIVE_INFINITY;
  state.rerun = false;
}

// --- the development outbox ---------------------------------------------------------------------

/** Where the outbox page lives (app/dev/outbox): outside the locales, so not in the routing table. */
export const OUTBOX_PATH = '/dev/outbox';

/** /dev/outbox shows every mail, verification links included: never in a real production. */
export function isOutboxPageEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.ENABLE_DEV_OUTBOX === '1';
}

/** The stored copies of mail to `address` (a person's data export): subjects and dates, never bodies. */
export async function listMailsTo(address: string): Promise<SentMailRecord[]> {
  return listEmailsTo(await getDb(), address);
}

export async function listOutbox(limit = 100, to?: string): Promise<OutboxEntry[]> {
  return listRecentEmails(await getDb(), limit, to);
}
