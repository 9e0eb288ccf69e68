import { hashPassword } from 'better-auth/crypto';
import { asc, eq } from 'drizzle-orm';
import { accounts, companyMembers, users } from '@/lib/db/schema/accounts';
import { companies } from '@/lib/db/schema/catalogue';
import { apiKeys } from '@/lib/db/schema/providers';
import { newApiKeySecret } from '@/lib/providers/api-key-secret';
import type { Db } from '@/lib/db/types';

/** The demo password of every demo user (README, "Demo users"). */
export const DEMO_PASSWORD = 'Hjemly-demo-2026';

export const DEMO_USERS = {
  tenant: { id: 'demo-tenant', email: 'demo@hjemly.dk', name: 'Demo Lejer', phone: '+45 20 30 40 50' },
  deactivated: { id: 'demo-deactivated', email: 'deaktiveret@hjemly.dk', name: 'Deaktiveret Bruger', phone: null },
  landlord: { id: 'demo-landlord', email: 'udlejer@hjemly.dk', name: 'Demo Udlejer', phone: '+45 70 80 90 10' },
} as const;

// A fixed date keeps the seed deterministic apart from the password salts.
const SEEDED_AT = new Date('2026-01-05T09:00:00Z');

/**
 * Demo users, all verified, all with DEMO_PASSWORD: a tenant, a deactivated user (to see the
 * refusal) and a landlord who is a member of the first company (a company account).
 * The password is hashed by better-auth's own function, so sign-in verifies it as any other.
 */
export async function seedAccounts(db: Db) {
  const hash = await hashPassword(DEMO_PASSWORD);
  const people = Object.values(DEMO_USERS);
  await db.insert(users).values(
    people.map((p) => ({
      ...p,
      emailVerified: true,
      deactivatedAt: p.id === DEMO_USERS.deactivated.id ? SEEDED_AT : null,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    })),
  );
  await db.insert(accounts).values(
    people.map((p) => ({
      id: `${p.id}-credential`,
      // better-auth's e-mail+password account: provider "credential", account id = user id.
      accountId: p.id,
      providerId: 'credential',
      userId: p.id,
      password: hash,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    })),
  );
  const [company] = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1);
  await db.insert(companyMembers).values({ userId: DEMO_USERS.landlord.id, companyId: company.id, role: 'owner', createdAt: SEEDED_AT });
}

/**
 * An API key for the demo landlord's company, so the curl session of docs/providers.md works on a fresh clone.
 * Only its hash is stored: the caller prints the secret once (`npm run seed`), and it cannot be
 * read back; the company console makes new ones.
 */
export async function seedDemoApiKey(db: Db): Promise<{ company: string; secret: string }> {
  const [membership] = await db
    .select({ companyId: companyMembers.companyId, name: companies.name })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, DEMO_USERS.landlord.id));
  const { secret, prefix, secretHash } = newApiKeySecret();
  await db
    .insert(apiKeys)
    .values({ companyId: membership.companyId, name: 'Demo (npm run seed)', prefix, secretHash, createdBy: DEMO_USERS.landlord.id });
  return { company: membership.name, secret };
}
