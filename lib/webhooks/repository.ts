import { and, arrayContains, asc, desc, eq, lte, or, sql } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '@/lib/db/schema/providers';
import type { Db } from '@/lib/db/types';
import {
  webhookFailureOf,
  type WebhookDeliverySummary,
  type WebhookEndpointSummary,
  type WebhookEventType,
  type WebhookFailure,
} from './schema';

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  createdAt: webhookEndpoints.createdAt,
};

const toEndpoint = (row: { id: number; url: string; events: string[]; createdAt: Date }): WebhookEndpointSummary => ({
  ...row,
  events: row.events as WebhookEventType[],
  createdAt: row.createdAt.toISOString(),
});

export async function insertEndpoint(db: Db, endpoint: { companyId: number; url: string; secret: string; events: WebhookEventType[] }) {
  const [row] = await db.insert(webhookEndpoints).values(endpoint).returning(endpointColumns);
  return toEndpoint(row);
}

export async function listEndpoints(db: Db, companyId: number): Promise<WebhookEndpointSummary[]> {
  const rows = await db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(asc(webhookEndpoints.id));
  return rows.map(toEndpoint);
}

/** Removes an endpoint of the company with its deliveries; false when it has no such endpoint. */
/** The deleted endpoint's address; null when the company has no such endpoint. */
export async function deleteEndpoint(db: Db, companyId: number, id: number): Promise<string | null> {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)))
    .returning({ url: webhookEndpoints.url });
  return row?.url ?? null;
}

const takes = (type: WebhookEventType) =>
  or(sql`cardinality(${webhookEndpoints.events}) = 0`, arrayContains(webhookEndpoints.events, [type]));

/** The companies with at least one endpoint that takes `type`. */
export async function findCompaniesTaking(db: Db, type: WebhookEventType): Promise<number[]> {
  const rows = await db.selectDistinct({ companyId: webhookEndpoints.companyId }).from(webhookEndpoints).where(takes(type));
  return rows.map((row) => row.companyId).sort((a, b) => a - b);
}

/** One delivery per endpoint of the company that takes `type`; called inside the change's transaction. */
export async function insertDeliveries(
  db: Db,
  companyId: number,
  type: WebhookEventType,
  payload: (deliveryId: string) => unknown,
  now: Date,
) {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), takes(type)));
  if (!endpoints.length) return 0;
  const rows = endpoints.map((endpoint) => {
    const id = crypto.randomUUID();
    return { id, endpointId: endpoint.id, companyId, eventType: type, payload: payload(id), nextAttemptAt: now, createdAt: now };
  });
  await db.insert(webhookDeliveries).values(rows);
  return rows.length;
}

export type ClaimedDelivery = { id: string; url: string; secret: string; payload: unknown; attempts: number; createdAt: Date };

/**
 * Takes the next due delivery for this worker: it is hidden from every other worker (on any node)
 * until `leaseUntil`, so each is sent by one worker at a time. SKIP LOCKED lets workers pass each other.
 */
export async function claimDueDelivery(db: Db, now: Date, leaseUntil: Date): Promise<ClaimedDelivery | null> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: leaseUntil, lastAttemptAt: now })
    // A scalar subquery runs once; `id IN (…LIMIT 1…)` may be re-run per row and claim several.
    .where(and(sql`${webhookDeliveries.id} = (${due})`, eq(webhookDeliveries.status, 'pending')))
    .returning({
      id: webhookDeliveries.id,
      endpointId: webhookDeliveries.endpointId,
      payload: webhookDeliveries.payload,
      attempts: webhookDeliveries.attempts,
      createdAt: webhookDeliveries.createdAt,
    });
  if (!claimed) return null;
  const [endpoint] = await db
    .select({ url: webhookEndpoints.url, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, claimed.endpointId));
  const { endpointId: _endpoint, ...delivery } = claimed;
  return { ...delivery, url: endpoint.url, secret: endpoint.secret };
}

type Outcome = { statusCode: number | null; failure: WebhookFailure | null };

export async function markDelivered(db: Db, id: string, outcome: Outcome, now: Date): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'delivered', deliveredAt: now, lastStatusCode: outcome.statusCode, lastError: null })
    .where(eq(webhookDeliveries.id, id));
}

/** A failed attempt: try again at `retryAt`, or give up (null). */
export async function markAttemptFailed(db: Db, id: string, outcome: Outcome, retryAt: Date | null): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      lastStatusCode: outcome.statusCode,
      lastError: outcome.failure,
      ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' as const }),
    })
    .where(eq(webhookDeliveries.id, id));
}

export async function listDeliveries(db: Db, companyId: number, limit: number): Promise<WebhookDeliverySummary[]> {
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      endpointUrl: webhookEndpoints.url,
      eventType: webhookDeliveries.eventType,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastError: webhookDeliveries.lastError,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      createdAt: webhookDeliveries.createdAt,
      deliveredAt: webhookDeliveries.deliveredAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.companyId, companyId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  return rows.map(({ lastError, ...row }) => ({
    ...row,
    failure: webhookFailureOf(lastError, row.lastStatusCode),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  }));
}

/**
 * Sends a delivery of the company again at `now`: a failed one gets a new series of attempts
 * (counted from now), a delivered one is sent once more; false when the company has no such delivery.
 */
export async function resendDelivery(db: Db, companyId: number, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, attempts: 0, createdAt: now, deliveredAt: null })
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.id, id)))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}
