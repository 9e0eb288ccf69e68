import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { rateLimits } from '@/lib/db/schema/accounts';
import { isUniqueViolation } from '@/lib/db/query-errors';

/**
 * Counts one attempt under `key` in a fixed window and returns the count so far, in one atomic
 * statement (concurrent requests on any node cannot both see a stale count). Shares better-auth's
 * table: our keys carry a `hjemly:` prefix, and `last_request` holds the window's end — better-auth
 * prunes rows whose `last_request` is older than its own longest window (15 minutes), which would
 * drop a counter of a longer window still running if it held the start.
 */
export async function countAttempt(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  try {
    return await upsertCount(db, key, windowMs, now);
  } catch (error) {
    // Two first attempts at once: the loser's insert meets the winner's row in the primary key,
    // which ON CONFLICT (key) does not arbitrate (id and key are both unique). Once more, it updates.
    if (!isUniqueViolation(error)) throw error;
    return upsertCount(db, key, windowMs, now);
  }
}

async function upsertCount(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const at = now.getTime();
  const windowEnd = at + windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: key, key, count: 1, lastRequest: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} <= ${at} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} <= ${at} then ${windowEnd} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row.count;
}

/** The count under `key` in its running window, without counting anything (0 once the window is over). */
export async function readCount(db: Db, key: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count, windowEnd: rateLimits.lastRequest })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row && Number(row.windowEnd) > now.getTime() ? row.count : 0;
}

/** Counters (ours and better-auth's) whose last window started before `cutoff` count nothing any more. */
export async function deleteStaleCounters(db: Db, cutoff: Date): Promise<number> {
  const rows = await db.delete(rateLimits).where(lt(rateLimits.lastRequest, cutoff.getTime())).returning({ id: rateLimits.id });
  return rows.length;
}
