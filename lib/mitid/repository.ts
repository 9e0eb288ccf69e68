import { and, eq, gt, inArray, isNotNull, lt, ne, notLike, sql } from 'drizzle-orm';
import { isUniqueViolation } from '@/lib/db/query-errors';
import { mitidFlows, mitidIdentities } from '@/lib/db/schema/mitid';
import type { Db, DbOrTx } from '@/lib/db/types';

/* The only ORM code of MitID: journeys under way and the identities MitID proved. */

export type FlowRow = typeof mitidFlows.$inferSelect;
export type IdentityRow = typeof mitidIdentities.$inferSelect;
export type NewIdentity = Omit<IdentityRow, 'createdAt'>;

/** A new journey; the expired ones of anyone go with it, so the table holds only those under way. */
export async function insertFlow(db: Db, flow: FlowRow, now: Date): Promise<void> {
  await db.delete(mitidFlows).where(lt(mitidFlows.expiresAt, now));
  await db.insert(mitidFlows).values(flow);
}

/** The journey of `state`, taken: a second callback with it finds nothing. Null when unknown or expired. */
export async function takeFlow(db: Db, state: string, now: Date): Promise<FlowRow | null> {
  const [row] = await db
    .delete(mitidFlows)
    .where(and(eq(mitidFlows.state, state), gt(mitidFlows.expiresAt, now)))
    .returning();
  return row ?? null;
}

export async function findIdentityBySubject(db: DbOrTx, issuer: string, subject: string): Promise<IdentityRow | null> {
  const [row] = await db
    .select()
    .from(mitidIdentities)
    .where(and(eq(mitidIdentities.issuer, issuer), eq(mitidIdentities.subject, subject)));
  return row ?? null;
}

export async function findIdentityOfUser(db: DbOrTx, userId: string): Promise<IdentityRow | null> {
  const [row] = await db.select().from(mitidIdentities).where(eq(mitidIdentities.userId, userId));
  return row ?? null;
}

/**
 * The account's identity as MitID proved it now: made, or renewed when the same identity signs in
 * again. False when the identity already belongs to another account (the unique index decides, so two
 * links at once cannot both win).
 */
export async function saveIdentity(db: Db, identity: NewIdentity): Promise<boolean> {
  const { userId, ...proof } = identity;
  const rows = await db
    .insert(mitidIdentities)
    .values(identity)
    .onConflictDoUpdate({
      target: mitidIdentities.userId,
      set: proof,
      // Another identity already linked to this account stays: unlinking comes first.
      setWhere: and(eq(mitidIdentities.issuer, identity.issuer), eq(mitidIdentities.subject, identity.subject)),
    })
    .returning({ userId: mitidIdentities.userId })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return [];
      throw error;
    });
  return rows.length === 1;
}

/** Whether another account holds this identity (the link is then refused before it is tried). */
export async function identityHeldByOther(db: DbOrTx, issuer: string, subject: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: mitidIdentities.userId })
    .from(mitidIdentities)
    .where(and(eq(mitidIdentities.issuer, issuer), eq(mitidIdentities.subject, subject), ne(mitidIdentities.userId, userId)));
  return Boolean(row);
}

export async function deleteIdentity(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(mitidIdentities).where(eq(mitidIdentities.userId, userId)).returning({ userId: mitidIdentities.userId });
  return rows.length > 0;
}

/** Identities whose CPR was encrypted under another key than `prefix` names (a key rotation). */
export async function findCprsNotUnder(db: Db, prefix: string, limit: number) {
  return db
    .select({ userId: mitidIdentities.userId, cprEncrypted: mitidIdentities.cprEncrypted })
    .from(mitidIdentities)
    .where(and(isNotNull(mitidIdentities.cprEncrypted), notLike(mitidIdentities.cprEncrypted, `${prefix}%`)))
    .limit(limit) as Promise<{ userId: string; cprEncrypted: string }[]>;
}

/** How many stored CPR numbers each key id sealed (`v1.<id>.…`). */
export async function countCprsByKeyId(db: Db): Promise<{ keyId: string; rows: number }[]> {
  const keyId = sql<string>`split_part(${mitidIdentities.cprEncrypted}, '.', 2)`;
  return db
    .select({ keyId, rows: sql<number>`count(*)::int` })
    .from(mitidIdentities)
    .where(isNotNull(mitidIdentities.cprEncrypted))
    .groupBy(keyId);
}

export async function rewriteCpr(db: Db, userId: string, cpr: { cprEncrypted: string; cprHmac: string }): Promise<void> {
  await db.update(mitidIdentities).set(cpr).where(eq(mitidIdentities.userId, userId));
}

/** When MitID last confirmed each of these accounts; those without MitID are not in it. */
export async function findVerifiedAt(db: DbOrTx, userIds: string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: mitidIdentities.userId, verifiedAt: mitidIdentities.verifiedAt })
    .from(mitidIdentities)
    .where(inArray(mitidIdentities.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row.verifiedAt]));
}
