import { and, eq, isNull, lt } from 'drizzle-orm';
import { idempotencyKeys } from '@/lib/db/schema/providers';
import type { Db } from '@/lib/db/types';

/** How long an answer is kept for replay. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** A write still unanswered after this long was abandoned (its process died): the next try takes it over. */
export const IDEMPOTENCY_LEASE_MS = 60_000;

export type StoredAnswer = { status: number; body: unknown };

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'reused' } // the same key with another request
  | { kind: 'inProgress' };

type Ref = { apiKeyId: number; key: string };
const where = ({ apiKeyId, key }: Ref) => and(eq(idempotencyKeys.apiKeyId, apiKeyId), eq(idempotencyKeys.key, key));

/**
 * Takes the key for this request, or says what the earlier request with it did. The primary key
 * decides between concurrent requests: exactly one claims it, the others wait for its answer.
 */
export async function claimIdempotencyKey(db: Db, ref: Ref, requestHash: string, now: Date): Promise<Claim> {
  // An expired record is gone for good: the key may be used afresh.
  await db.delete(idempotencyKeys).where(and(where(ref), lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS))));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...ref, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length) return { kind: 'claimed' };
  const [row] = await db.select().from(idempotencyKeys).where(where(ref));
  if (!row) return claimIdempotencyKey(db, ref, requestHash, now); // released meanwhile
  if (row.requestHash !== requestHash) return { kind: 'reused' };
  if (row.responseStatus !== null) return { kind: 'replay', answer: { status: row.responseStatus, body: row.responseBody } };
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        where(ref),
        isNull(idempotencyKeys.responseStatus),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_LEASE_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return takenOver.length ? { kind: 'claimed' } : { kind: 'inProgress' };
}

export async function storeIdempotentAnswer(db: Db, ref: Ref, answer: StoredAnswer): Promise<void> {
  await db.update(idempotencyKeys).set({ responseStatus: answer.status, responseBody: answer.body }).where(where(ref));
}

/** A failed write keeps nothing: the caller may correct the request and send it again with the same key. */
export async function releaseIdempotencyKey(db: Db, ref: Ref): Promise<void> {
  await db.delete(idempotencyKeys).where(and(where(ref), isNull(idempotencyKeys.responseStatus)));
}

/** For the retention job: records past their 24 hours. */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
