import { and, asc, desc, eq, gt, gte, or, sql, type SQL } from 'drizzle-orm';
import { formatAddress } from '@/lib/catalogue/address';
import { homeAddressColumns } from '@/lib/catalogue/address-columns';
import { users } from '@/lib/db/schema/accounts';
import { applicationEvents, applications } from '@/lib/db/schema/applications';
import { companies, properties, propertyGroups } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import type { ApplicationEvent, LandlordApplication, LandlordApplicationDetail, LandlordListFilter } from './schema';
import type { ApplicationStatus } from './statuses';

/* The applications a company received; every query is scoped to that company (no IDOR). */

const columns = {
  id: applications.id,
  companyId: applications.companyId,
  status: applications.status,
  inactiveAt: applications.inactiveAt,
  external: applications.external,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  name: applications.name,
  email: applications.email,
  phone: applications.phone,
  message: applications.message,
  household: applications.household,
  userId: applications.userId,
  slug: properties.slug,
  homeExternalId: properties.externalId,
  groupExternalId: propertyGroups.externalId,
  ...homeAddressColumns,
};

function selectForCompany(db: Db) {
  return db
    .select(columns)
    .from(applications)
    .innerJoin(properties, eq(properties.id, applications.propertyId))
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId));
}

type Row = Awaited<ReturnType<typeof selectForCompany>>[number];

/**
 * An application as stored, with the applicant's account (null once anonymised or the account is
 * gone): the service adds what MitID confirmed of that account.
 */
export type StoredApplication = Omit<LandlordApplication, 'applicant'> & {
  applicant: Omit<LandlordApplication['applicant'], 'mitidVerifiedAt'>;
  userId: string | null;
};

function toLandlordApplication(row: Row): StoredApplication {
  return {
    id: row.id,
    status: row.status,
    active: row.inactiveAt === null,
    external: row.external,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    home: {
      slug: row.slug,
      externalId: row.homeExternalId,
      groupExternalId: row.groupExternalId,
      address: formatAddress(row),
    },
    applicant: { name: row.name, email: row.email, phone: row.phone, message: row.message, household: row.household },
    userId: row.name === null ? null : row.userId,
  };
}

/** One page of the company's applications, oldest change first, so a client can sync by `updatedSince` and the cursor. */
export async function listCompanyApplications(db: Db, companyId: number, filter: LandlordListFilter): Promise<StoredApplication[]> {
  const conditions: (SQL | undefined)[] = [
    eq(applications.companyId, companyId),
    filter.homeSlug ? eq(properties.slug, filter.homeSlug) : undefined,
    filter.status ? eq(applications.status, filter.status) : undefined,
    filter.updatedSince ? gte(applications.updatedAt, filter.updatedSince) : undefined,
    filter.cursor
      ? or(
          gt(applications.updatedAt, new Date(filter.cursor.updatedAt)),
          and(eq(applications.updatedAt, new Date(filter.cursor.updatedAt)), gt(applications.id, filter.cursor.id)),
        )
      : undefined,
  ];
  const rows = await selectForCompany(db)
    .where(and(...conditions))
    .orderBy(asc(applications.updatedAt), asc(applications.id))
    .limit(filter.limit);
  return rows.map(toLandlordApplication);
}

/** The newest applications first, for the console's overview. */
export async function listNewestCompanyApplications(
  db: Db,
  companyId: number,
  filter: Pick<LandlordListFilter, 'homeSlug' | 'status' | 'limit'>,
): Promise<StoredApplication[]> {
  const rows = await selectForCompany(db)
    .where(
      and(
        eq(applications.companyId, companyId),
        filter.homeSlug ? eq(properties.slug, filter.homeSlug) : undefined,
        filter.status ? eq(applications.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(filter.limit);
  return rows.map(toLandlordApplication);
}

async function eventsOf(db: Db, id: string): Promise<ApplicationEvent[]> {
  const rows = await db
    .select({ status: applicationEvents.status, at: applicationEvents.at, landlordMessage: applicationEvents.landlordMessage })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, id))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
  return rows.map((e) => ({ status: e.status, at: e.at.toISOString(), landlordMessage: e.landlordMessage }));
}

export async function findCompanyApplication(
  db: Db,
  companyId: number,
  id: string,
): Promise<(StoredApplication & Pick<LandlordApplicationDetail, 'events'>) | null> {
  const [row] = await selectForCompany(db)
    .where(and(eq(applications.companyId, companyId), eq(applications.id, id)))
    .limit(1);
  return row ? { ...toLandlordApplication(row), events: await eventsOf(db, id) } : null;
}

/** An application with the company that received it, for the company's webhook events. */
export async function findApplicationWithCompany(
  db: Db,
  id: string,
): Promise<{ companyId: number; application: StoredApplication } | null> {
  const [row] = await selectForCompany(db).where(eq(applications.id, id)).limit(1);
  if (!row) return null;
  const [owner] = await db.select({ companyId: applications.companyId }).from(applications).where(eq(applications.id, id));
  return { companyId: owner.companyId, application: toLandlordApplication(row) };
}

/** The application, locked for a status change, with what the applicant's mail needs. */
export async function lockCompanyApplication(db: Db, companyId: number, id: string) {
  const [row] = await db
    .select({
      status: applications.status,
      inactiveAt: applications.inactiveAt,
      userId: applications.userId,
      locale: applications.locale,
      companyName: companies.name,
      ...homeAddressColumns,
    })
    .from(applications)
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .innerJoin(properties, eq(properties.id, applications.propertyId))
    .where(and(eq(applications.companyId, companyId), eq(applications.id, id)))
    .for('update', { of: applications });
  if (!row) return null;
  const { street, floorDoor, postcode, district, ...rest } = row;
  return { ...rest, address: formatAddress({ street, floorDoor, postcode, district }) };
}

/** The applicant's account address and name: landlords' answers go where the receipt went. */
export async function findApplicantAccount(db: Db, userId: string): Promise<{ name: string; email: string } | null> {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function recordLandlordStatus(
  db: Db,
  id: string,
  status: ApplicationStatus,
  { final, landlordMessage, now }: { final: boolean; landlordMessage: string | null; now: Date },
): Promise<void> {
  await db
    .update(applications)
    .set({ status, updatedAt: now, ...(final ? { inactiveAt: now } : {}) })
    .where(eq(applications.id, id));
  await db.insert(applicationEvents).values({ applicationId: id, status, landlordMessage, at: now });
}

/** Moves a sent or seen application to invitedToViewing, with its timeline entry; later statuses stay. */
export async function recordInvitedToViewing(db: Db, id: string, now: Date): Promise<void> {
  const moved = await db
    .update(applications)
    .set({ status: 'invitedToViewing', updatedAt: now })
    .where(and(eq(applications.id, id), sql`${applications.status} in ('sent', 'seen')`))
    .returning({ id: applications.id });
  if (moved.length > 0) await db.insert(applicationEvents).values({ applicationId: id, status: 'invitedToViewing', at: now });
}

export type LockedApplication = NonNullable<Awaited<ReturnType<typeof lockCompanyApplication>>>;
