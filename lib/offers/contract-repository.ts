import { and, asc, desc, eq, gt, inArray, max } from 'drizzle-orm';
import { applications } from '@/lib/db/schema/applications';
import { users } from '@/lib/db/schema/accounts';
import { companies, properties, propertyGroups } from '@/lib/db/schema/catalogue';
import { contracts, contractTenants, offers } from '@/lib/db/schema/offers';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { homeAddressColumns, homeAddressText } from '@/lib/catalogue/address-columns';

/* Tenants who sign and the contract versions they sign. Company queries are scoped to the company. */

/** A home of the company by its own ids (the provider API's) or its slug (the console's), or null. */
export async function findCompanyHome(db: Db, companyId: number, home: { groupId: string; homeId: string } | { slug: string }) {
  const which =
    'slug' in home
      ? eq(properties.slug, home.slug)
      : and(eq(propertyGroups.externalId, home.groupId), eq(properties.externalId, home.homeId));
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
    .where(and(eq(propertyGroups.companyId, companyId), which));
  return row ?? null;
}

type NewTenant = {
  companyId: number;
  propertyId: number;
  offerId: string | null;
  userId: string | null;
  name: string;
  email: string;
  phone: string;
  locale: Locale;
  external: boolean;
};

export async function insertContractTenant(db: Db, tenant: NewTenant, now: Date): Promise<string> {
  const [row] = await db
    .insert(contractTenants)
    .values({ ...tenant, createdAt: now })
    .onConflictDoNothing({ target: contractTenants.offerId })
    .returning({ id: contractTenants.id });
  if (row) return row.id;
  // The offer's tenant was made by a request just before this one: it is the same person.
  const [existing] = await db.select({ id: contractTenants.id }).from(contractTenants).where(eq(contractTenants.offerId, tenant.offerId!));
  return existing.id;
}

/** The offer with who answered it, for making its tenant; scoped to the company. */
export async function findOfferForTenant(db: Db, companyId: number, offerId: string) {
  const [row] = await db
    .select({
      id: offers.id,
      propertyId: offers.propertyId,
      answer: offers.answer,
      locale: offers.locale,
      userId: applications.userId,
      name: applications.name,
      phone: applications.phone,
      accountEmail: users.email,
      tenantId: contractTenants.id,
    })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .leftJoin(users, eq(users.id, applications.userId))
    .leftJoin(contractTenants, eq(contractTenants.offerId, offers.id))
    .where(and(eq(offers.companyId, companyId), eq(offers.id, offerId)));
  return row ?? null;
}

const tenantColumns = {
  id: contractTenants.id,
  companyId: contractTenants.companyId,
  name: contractTenants.name,
  email: contractTenants.email,
  phone: contractTenants.phone,
  locale: contractTenants.locale,
  external: contractTenants.external,
  userId: contractTenants.userId,
  offerId: contractTenants.offerId,
  createdAt: contractTenants.createdAt,
  slug: properties.slug,
  company: companies.name,
  ...homeAddressColumns,
};

function selectTenants(db: Db) {
  return db
    .select(tenantColumns)
    .from(contractTenants)
    .innerJoin(properties, eq(properties.id, contractTenants.propertyId))
    .innerJoin(companies, eq(companies.id, contractTenants.companyId));
}
export type TenantRow = Awaited<ReturnType<typeof selectTenants>>[number];

export async function findCompanyTenant(db: Db, companyId: number, tenantId: string, lock = false): Promise<TenantRow | null> {
  const query = selectTenants(db).where(and(eq(contractTenants.companyId, companyId), eq(contractTenants.id, tenantId)));
  const [row] = lock ? await query.for('update', { of: contractTenants }) : await query;
  return row ?? null;
}

export async function listCompanyTenants(db: Db, companyId: number, limit: number): Promise<TenantRow[]> {
  return selectTenants(db).where(eq(contractTenants.companyId, companyId)).orderBy(desc(contractTenants.createdAt)).limit(limit);
}

export type ContractRow = typeof contracts.$inferSelect;

export async function listTenantContracts(db: Db, tenantIds: string[]): Promise<ContractRow[]> {
  if (!tenantIds.length) return [];
  return db.select().from(contracts).where(inArray(contracts.tenantId, tenantIds)).orderBy(contracts.version);
}

export async function nextContractVersion(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(contracts.version) })
    .from(contracts)
    .where(eq(contracts.tenantId, tenantId));
  return (row?.last ?? 0) + 1;
}

/** An unsigned earlier version can no longer be signed once a new one is sent; signed ones stay as they are. */
export async function supersedeUnsigned(db: Db, tenantId: string, now: Date): Promise<void> {
  await db
    .update(contracts)
    .set({ status: 'superseded', supersededAt: now })
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.status, 'awaitingSignature')));
}

type NewContract = Pick<ContractRow, 'tenantId' | 'version' | 'fileKey' | 'fileName' | 'byteSize' | 'sha256'>;

export async function insertContract(db: Db, contract: NewContract, now: Date): Promise<ContractRow> {
  const [row] = await db
    .insert(contracts)
    .values({ ...contract, createdAt: now })
    .returning();
  return row;
}

/** A contract with its tenant, by id (the subject of its signing link); `lock` holds the contract. */
export async function findContractWithTenant(db: Db, contractId: string, lock = false) {
  const query = db
    .select({ contract: contracts, tenant: tenantColumns })
    .from(contracts)
    .innerJoin(contractTenants, eq(contractTenants.id, contracts.tenantId))
    .innerJoin(properties, eq(properties.id, contractTenants.propertyId))
    .innerJoin(companies, eq(companies.id, contractTenants.companyId))
    .where(eq(contracts.id, contractId));
  const [row] = lock ? await query.for('update', { of: contracts }) : await query;
  return row ?? null;
}

/** The person's own tenancies (an accepted offer made them the tenant), newest first. */
export async function listUserTenants(db: Db, userId: string): Promise<TenantRow[]> {
  return selectTenants(db).where(eq(contractTenants.userId, userId)).orderBy(desc(contractTenants.createdAt));
}

/**
 * The person's leases waiting for their signature whose link is still young enough to sign (uploaded
 * after `since`), oldest first, with the application the offer answered.
 */
export async function listUserContractsToSign(db: Db, userId: string, since: Date) {
  return db
    .select({
      id: contracts.id,
      version: contracts.version,
      createdAt: contracts.createdAt,
      applicationId: offers.applicationId,
      slug: properties.slug,
      address: homeAddressText,
      company: companies.name,
    })
    .from(contracts)
    .innerJoin(contractTenants, eq(contractTenants.id, contracts.tenantId))
    .innerJoin(properties, eq(properties.id, contractTenants.propertyId))
    .innerJoin(companies, eq(companies.id, contractTenants.companyId))
    .leftJoin(offers, eq(offers.id, contractTenants.offerId))
    .where(and(eq(contractTenants.userId, userId), eq(contracts.status, 'awaitingSignature'), gt(contracts.createdAt, since)))
    .orderBy(asc(contracts.createdAt));
}

/** A contract whose tenant is the person; null for anyone else's. */
export async function findUserContract(db: Db, userId: string, contractId: string): Promise<ContractRow | null> {
  const [row] = await db
    .select({ contract: contracts })
    .from(contracts)
    .innerJoin(contractTenants, eq(contractTenants.id, contracts.tenantId))
    .where(and(eq(contractTenants.userId, userId), eq(contracts.id, contractId)));
  return row?.contract ?? null;
}

/** A contract of the company, with its tenant; null for another company's. */
export async function findCompanyContract(db: Db, companyId: number, contractId: string) {
  const [row] = await db
    .select({ contract: contracts, tenant: tenantColumns })
    .from(contracts)
    .innerJoin(contractTenants, eq(contractTenants.id, contracts.tenantId))
    .innerJoin(properties, eq(properties.id, contractTenants.propertyId))
    .innerJoin(companies, eq(companies.id, contractTenants.companyId))
    .where(and(eq(contractTenants.companyId, companyId), eq(contracts.id, contractId)));
  return row ?? null;
}

export type SignatureRecord = Pick<
  ContractRow,
  | 'signedAt'
  | 'signerName'
  | 'signerIp'
  | 'signerUserAgent'
  | 'signedDocumentSha256'
  | 'signatureProvider'
  | 'signedFileKey'
  | 'signedFileSha256'
>;

/** Records the signature on a version still awaiting it; false when it was signed or superseded meanwhile. */
export async function recordSignature(db: Db, contractId: string, record: SignatureRecord): Promise<boolean> {
  const rows = await db
    .update(contracts)
    .set({ ...record, status: 'signed' })
    .where(and(eq(contracts.id, contractId), eq(contracts.status, 'awaitingSignature')))
    .returning({ id: contracts.id });
  return rows.length === 1;
}
