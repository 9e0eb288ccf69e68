import 'server-only';
import { randomBytes } from 'node:crypto';
import { recordAudit } from '@/lib/audit/service';
import type { AuditActor } from '@/lib/audit/schema';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { DomainError } from '@/lib/errors/domain-error';
import { isStopping } from '@/lib/lifecycle/background-work';
import {
  claimDueDelivery,
  deleteEndpoint,
  findCompaniesTaking,
  insertDeliveries,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  markAttemptFailed,
  markDelivered,
  resendDelivery,
  type ClaimedDelivery,
} from './repository';
import type {
  CreatedWebhookEndpoint,
  WebhookDeliverySummary,
  WebhookEndpointCreate,
  WebhookEndpointSummary,
  WebhookEventType,
  WebhookFailure,
} from './schema';
import { webhookEndpointCreateSchema } from './schema';
import { SIGNATURE_HEADER, signWebhook } from './signature';
import { dispatchWebhook } from './dispatch';
import { namesInternalHost } from './target';

/*
 * Company webhooks: the outbox the areas write their events to (applications, offers, viewings) and
 * the job that delivers them. It imports none of those areas, nor the console (lib/providers), which
 * manages the endpoints through it.
 */

const MINUTE = 60_000;
/** Waits after the 1st, 2nd … failed attempt; together with the 3-day limit they space the retries out. */
export const WEBHOOK_RETRY_DELAYS_MS = [
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  2 * 60 * MINUTE,
  6 * 60 * MINUTE,
  12 * 60 * MINUTE,
  24 * 60 * MINUTE,
];
/** A delivery is given up three days after its event. */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 60 * MINUTE;
/** A claimed delivery is hidden from other workers this long: far above the request time-out. */
const CLAIM_LEASE_MS = 5 * MINUTE;
const REQUEST_TIMEOUT_MS = 10_000;
const MAX_PER_RUN = 200;
const SHOWN_DELIVERIES = 50;

/** When to try again after failed attempt number `attempts`; null once three days have passed. */
export function webhookRetryAt(attempts: number, createdAt: Date, now: Date): Date | null {
  const delay = WEBHOOK_RETRY_DELAYS_MS[Math.min(attempts, WEBHOOK_RETRY_DELAYS_MS.length) - 1] ?? WEBHOOK_RETRY_DELAYS_MS[0];
  const next = new Date(now.getTime() + delay);
  return next.getTime() - createdAt.getTime() > WEBHOOK_RETRY_WINDOW_MS ? null : next;
}

/**
 * Records an event for the company's endpoints. Call it with the transaction of the change, so the
 * event exists exactly when the change does; delivery happens later, in the job, never in the request.
 */
export async function publishWebhookEvent(
  db: Db,
  companyId: number,
  type: WebhookEventType,
  data: unknown,
  now = new Date(),
): Promise<void> {
  await insertDeliveries(db, companyId, type, (id) => ({ id, type, createdAt: now.toISOString(), data }), now);
}

/** The companies with an endpoint that takes `type`: a job that writes events for them looks no further. */
export async function companiesListeningTo(db: Db, type: WebhookEventType): Promise<number[]> {
  return findCompaniesTaking(db, type);
}

const onRealSite = (env: NodeJS.ProcessEnv = process.env) => env.APP_ENV === 'production';

/**
 * The real site sends payloads over https only, and never to our own network (target.ts);
 * test machines may point endpoints at http on localhost.
 */
function requireAllowedUrl(url: string): void {
  if (onRealSite() && (new URL(url).protocol !== 'https:' || namesInternalHost(url)))
    throw new DomainError('Invalid', 'invalidField', { field: 'url' });
}

/*
 * The owner's console (lib/providers/console-service.ts) checks who may see and resend a company's
 * deliveries; creating and deleting an endpoint take the owner as the audit trail records them.
 */

export async function listEndpointsOfCompany(companyId: number): Promise<WebhookEndpointSummary[]> {
  return listEndpoints(await getDb(), companyId);
}

/** A new endpoint of the owner's company, on record; its signing secret is in this answer only. */
export async function createWebhookEndpoint(
  owner: AuditActor,
  input: WebhookEndpointCreate,
  now = new Date(),
): Promise<CreatedWebhookEndpoint> {
  const { url, events } = webhookEndpointCreateSchema.parse(input);
  requireAllowedUrl(url);
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const endpoint = await (
    await getDb()
  ).transaction(async (tx) => {
    const made = await insertEndpoint(tx, { companyId: owner.companyId, url, secret, events });
    await recordAudit(tx, owner, { action: 'webhook.created', subject: { type: 'webhook', id: made.id }, detail: { url, events } }, now);
    return made;
  });
  return { endpoint, secret };
}

export async function deleteWebhookEndpoint(owner: AuditActor, id: number, now = new Date()): Promise<void> {
  await (
    await getDb()
  ).transaction(async (tx) => {
    const url = await deleteEndpoint(tx, owner.companyId, id);
    if (url === null) throw new DomainError('NotFound', 'notFound');
    await recordAudit(tx, owner, { action: 'webhook.revoked', subject: { type: 'webhook', id }, detail: { url } }, now);
  });
}

export async function listDeliveriesOfCompany(companyId: number): Promise<WebhookDeliverySummary[]> {
  return listDeliveries(await getDb(), companyId, SHOWN_DELIVERIES);
}

export async function resendDeliveryOfCompany(companyId: number, id: string, now = new Date()): Promise<void> {
  if (!(await resendDelivery(await getDb(), companyId, id, now))) throw new DomainError('NotFound', 'notFound');
}

export type WebhookSender = (
  delivery: ClaimedDelivery,
  body: string,
  now: Date,
) => Promise<{ statusCode: number | null; failure: WebhookFailure | null }>;

/**
 * POSTs the signed body; 2xx is delivered. On the real site the connection goes to public addresses
 * only (dispatch.ts). Why an attempt failed is logged here for us; the landlord sees a
 * reason in words, not the low-level error.
 */
export const httpSender: WebhookSender = async (delivery, body, now) => {
  const { statusCode, failure, detail } = await dispatchWebhook(
    {
      url: delivery.url,
      body,
      timeoutMs: REQUEST_TIMEOUT_MS,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Hjemly-Webhooks/1',
        'Hjemly-Delivery': delivery.id,
        [SIGNATURE_HEADER]: signWebhook(delivery.secret, Math.floor(now.getTime() / 1000), body),
      },
    },
    onRealSite(),
  );
  if (failure)
    console.warn(`[webhooks] delivery ${delivery.id} attempt ${delivery.attempts} failed (${failure}): ${detail?.slice(0, 300)}`);
  return { statusCode, failure };
};

export type WebhookRunResult = { delivered: number; retried: number; failed: number };

/**
 * Job: sends every due delivery, one claim at a time. Safe on several workers and nodes at
 * once — a delivery is claimed (SKIP LOCKED, with a lease) before it is sent — so each is sent once
 * per attempt; a worker that dies mid-send leaves it to be retried when the lease runs out.
 */
export async function deliverDueWebhooks(db: Db, now = new Date(), send: WebhookSender = httpSender): Promise<WebhookRunResult> {
  const result: WebhookRunResult = { delivered: 0, retried: 0, failed: 0 };
  const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
  for (let i = 0; i < MAX_PER_RUN && !isStopping(); i++) {
    const delivery = await claimDueDelivery(db, now, leaseUntil);
    if (!delivery) break;
    const outcome = await send(delivery, JSON.stringify(delivery.payload), now);
    if (outcome.failure === null) {
      await markDelivered(db, delivery.id, outcome, now);
      result.delivered++;
      continue;
    }
    const retryAt = webhookRetryAt(delivery.attempts, delivery.createdAt, now);
    await markAttemptFailed(db, delivery.id, outcome, retryAt);
    result[retryAt ? 'retried' : 'failed']++;
  }
  return result;
}
