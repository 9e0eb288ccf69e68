import { eq, lt, sql } from 'drizzle-orm';
import { preparedRead } from '@/lib/db/prepared';
import type { Db } from '@/lib/db/types';
import { companyMembers, sessions, users, verifications } from '@/lib/db/schema/accounts';
import type { AccountRecord, PersonalInfo } from './personal-info-schema';

/* The only ORM code of a person's own account record; callers get plain DTOs. */

/** A session by its token, with its expiry and its user (expired or not: the caller judges). */
export async function findSession(db: Db, token: string) {
  const [row] = await sessionByToken(db).execute({ token });
  return row ?? null;
}

// Every signed-in request reads it: built once (lib/db/prepared.ts).
const sessionByToken = preparedRead('session_by_token', (db) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, deactivatedAt: users.deactivatedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token'))),
);

export async function findPersonalInfo(db: Db, userId: string): Promise<PersonalInfo | null> {
  const [row] = await db.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function findAccountRecord(db: Db, userId: string): Promise<AccountRecord | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      phone: users.phone,
      createdAt: users.createdAt,
      deactivatedAt: users.deactivatedAt,
      termsAcceptedAt: users.termsAcceptedAt,
      termsVersion: users.termsVersion,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    termsAcceptedAt: row.termsAcceptedAt?.toISOString() ?? null,
  };
}

export async function updatePersonalInfo(db: Db, userId: string, info: Pick<PersonalInfo, 'name' | 'phone'>): Promise<void> {
  await db
    .update(users)
    .set({ ...info, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function findEmailOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** The account's address and whether its owner has confirmed it (the link in the verification mail). */
export async function findAddressOfUser(db: Db, userId: string): Promise<{ email: string; verified: boolean } | null> {
  const [row] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Locks the user's row for the rest of the transaction, so checks and the deletion see one state. */
export async function lockUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export async function isCompanyMember(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: companyMembers.userId }).from(companyMembers).where(eq(companyMembers.userId, userId)).limit(1);
  return Boolean(row);
}

/**
 * Removes the person: the user row goes, and with it (ON DELETE CASCADE) sessions, password,
 * applicant profile and preferences. Tokens sent to the address are dropped too.
 */
export async function deleteUser(db: Db, userId: string, email: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.identifier, email));
  await db.delete(users).where(eq(users.id, userId));
}

/** Support's switch: deactivating also ends every session the person has. */
export async function setDeactivated(db: Db, userId: string, at: Date | null): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ deactivatedAt: at, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (at && updated.length > 0) await db.delete(sessions).where(eq(sessions.userId, userId));
  return updated.length > 0;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row?.id ?? null;
}

/** Verification, reset and e-mail change tokens that can no longer be used. */
export async function deleteExpiredVerifications(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(verifications).where(lt(verifications.expiresAt, now)).returning({ id: verifications.id });
  return rows.length;
}
