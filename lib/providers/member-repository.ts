import { and, asc, eq, sql } from 'drizzle-orm';
import { companyMembers, users } from '@/lib/db/schema/accounts';
import { companies } from '@/lib/db/schema/catalogue';
import { preparedRead } from '@/lib/db/prepared';
import type { Db, DbOrTx } from '@/lib/db/types';
import type { CompanyMember, Membership } from './schema';

/** The companies a person is a member of, by name. */
export async function findMemberships(db: Db, userId: string): Promise<Membership[]> {
  return membershipsOfUser(db).execute({ userId });
}

// The user menu asks on every signed-in page whether to link the console: built once (lib/db/prepared.ts).
const membershipsOfUser = preparedRead('company_memberships_of_user', (db) =>
  db
    .select({ companyId: companies.id, companyName: companies.name, companySlug: companies.slug, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, sql.placeholder('userId')))
    .orderBy(asc(companies.name), asc(companies.id)),
);

export async function listMembers(db: Db, companyId: number): Promise<CompanyMember[]> {
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email, role: companyMembers.role, since: companyMembers.createdAt })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(users.name), asc(users.email));
  return rows.map((row) => ({ ...row, since: row.since.toISOString() }));
}

export async function findUserByEmail(db: Db, email: string): Promise<{ id: string; name: string; email: string } | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

/** Adds a plain member; false when the person already is one. */
export async function insertMember(db: DbOrTx, companyId: number, userId: string): Promise<boolean> {
  const rows = await db
    .insert(companyMembers)
    .values({ companyId, userId, role: 'member' })
    .onConflictDoNothing()
    .returning({ userId: companyMembers.userId });
  return rows.length > 0;
}

/** Removes a plain member (never an owner); false when there is no such member. */
export async function deleteMember(db: DbOrTx, companyId: number, userId: string): Promise<boolean> {
  const rows = await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId), eq(companyMembers.role, 'member')))
    .returning({ userId: companyMembers.userId });
  return rows.length > 0;
}

export async function findCompanyName(db: Db, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}
