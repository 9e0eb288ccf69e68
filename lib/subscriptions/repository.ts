import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { subscriptions } from '@/lib/db/schema/payments';
import { preparedRead } from '@/lib/db/prepared';
import type { Db } from '@/lib/db/types';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
type Changes = Partial<Omit<NewSubscription, 'id' | 'userId' | 'membershipId'>>;

/** One subscription per membership: a second fulfilment of the same sign-up adds nothing. */
export async function insertSubscription(db: Db, values: NewSubscription): Promise<SubscriptionRow | undefined> {
  const [row] = await db.insert(subscriptions).values(values).onConflictDoNothing({ target: subscriptions.membershipId }).returning();
  return row;
}

export async function findSubscription(db: Db, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

export async function findSubscriptionForUpdate(db: Db, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

export function findSubscriptionsOf(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return subscriptionsOfUser(db).execute({ userId });
}

// Renewals waiting for an answer count in the user menu's badge on every signed-in page: built once.
const subscriptionsOfUser = preparedRead('subscriptions_of_user', (db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .orderBy(asc(subscriptions.status), asc(subscriptions.renewsOn), asc(subscriptions.id)),
);

export function findSubscriptionsOfMemberships(db: Db, userId: string, membershipIds: number[]): Promise<SubscriptionRow[]> {
  if (!membershipIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.membershipId, membershipIds)));
}

/** Changes `id` — only `userId`'s when given — and only while it has not expired. */
export async function updateLiveSubscription(db: Db, id: number, changes: Changes, userId?: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(subscriptions.id, id), ne(subscriptions.status, 'expired'), userId ? eq(subscriptions.userId, userId) : undefined))
    .returning();
  return row;
}

/** The ids of the subscriptions it ended (none when the membership's had ended already). */
export async function expireSubscriptionOfMembership(db: Db, membershipId: number, now: Date): Promise<number[]> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'expired', autoRenew: false, endedAt: now, nextAttemptAt: null, updatedAt: now })
    .where(and(eq(subscriptions.membershipId, membershipId), ne(subscriptions.status, 'expired')))
    .returning({ id: subscriptions.id });
  return rows.map((row) => row.id);
}

/** Subscriptions with something due by `until` (a reminder, a charge, a lapse), soonest first. */
export function findRenewalWork(db: Db, until: string, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(ne(subscriptions.status, 'expired'), lte(subscriptions.renewsOn, until)))
    .orderBy(asc(subscriptions.renewsOn), asc(subscriptions.id))
    .limit(limit);
}

/** Marks the reminder for the current renewal date as sent, once: false when another run already did. */
export async function markReminded(db: Db, id: number, renewsOn: string): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ remindedFor: renewsOn, updatedAt: new Date() })
    .where(
      and(eq(subscriptions.id, id), eq(subscriptions.renewsOn, renewsOn), sql`${subscriptions.remindedFor} is distinct from ${renewsOn}`),
    )
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** Ends a subscription that has not ended yet; false when it already had. */
export async function expireSubscription(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'expired', autoRenew: false, endedAt: now, nextAttemptAt: null, updatedAt: now })
    .where(and(eq(subscriptions.id, id), ne(subscriptions.status, 'expired')))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}
