import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { formatAddress, streetLine } from '@/lib/catalogue/address';
import { homeAddressColumns } from '@/lib/catalogue/address-columns';
import { users } from '@/lib/db/schema/accounts';
import { applicationEvents, applications } from '@/lib/db/schema/applications';
import { companies, properties, propertyGroups, type Availability, type PublicationStatus } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import type { Household } from '@/lib/accounts/profile-schema';
import type { Locale } from '@/lib/i18n/routing';
import type { ApplicationDetail, ApplicationForm, ApplicationRecord, ApplicationSummary } from './schema';
import type { ApplicationStatus } from './statuses';

/* The only ORM code of applications; callers get and give plain DTOs. */

/** A home as applying to it needs it: its state, its landlord and how the landlord takes applications. */
export type ApplyTarget = {
  propertyId: number;
  companyId: number;
  availability: Availability;
  groupStatus: PublicationStatus;
  address: string;
  company: { name: string; email: string | null; external: boolean };
};

export type NewApplication = ApplicationForm & {
  userId: string;
  propertyId: number;
  companyId: number;
  external: boolean;
  household: Household;
  locale: Locale;
};

export type Contact = { name: string; email: string; phone: string | null };

export async function findApplyTarget(db: Db, slug: string): Promise<ApplyTarget | null> {
  const [row] = await db
    .select({
      propertyId: properties.id,
      companyId: companies.id,
      availability: properties.availability,
      groupStatus: propertyGroups.publicationStatus,
      ...homeAddressColumns,
      companyName: companies.name,
      companyEmail: companies.email,
      external: companies.handlesApplicationsExternally,
    })
    .from(properties)
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .where(eq(properties.slug, slug))
    .limit(1);
  if (!row) return null;
  return {
    propertyId: row.propertyId,
    companyId: row.companyId,
    availability: row.availability,
    groupStatus: row.groupStatus,
    address: formatAddress(row),
    company: { name: row.companyName, email: row.companyEmail, external: row.external },
  };
}

export async function findContact(db: Db, userId: string): Promise<Contact | null> {
  const [row] = await db.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Whether the applicant's account still exists, holding it (as the foreign key would) until the
 * transaction ends: an account deletion in progress is waited for, and then there is no applicant.
 */
export async function holdApplicant(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
  return rows.length > 0;
}

/**
 * Inserts the application and its first event; null when the person already has an active
 * application for the home. The partial unique index decides, so two concurrent requests cannot
 * both succeed: the second waits for the first to commit and then does nothing.
 */
export async function insertApplication(db: Db, application: NewApplication, now: Date): Promise<string | null> {
  const [row] = await db
    .insert(applications)
    .values({ ...application, status: 'sent', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: applications.id });
  if (!row) return null;
  await db.insert(applicationEvents).values({ applicationId: row.id, status: 'sent', at: now });
  return row.id;
}

export async function findActiveApplicationId(db: Db, userId: string, propertyId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.propertyId, propertyId), isNull(applications.inactiveAt)))
    .limit(1);
  return row?.id ?? null;
}

const summaryColumns = {
  id: applications.id,
  status: applications.status,
  inactiveAt: applications.inactiveAt,
  external: applications.external,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  slug: properties.slug,
  ...homeAddressColumns,
  companyName: companies.name,
};

type SummaryRow = {
  id: string;
  status: ApplicationStatus;
  inactiveAt: Date | null;
  external: boolean;
  createdAt: Date;
  updatedAt: Date;
  slug: string;
  street: string;
  floorDoor: string | null;
  postcode: string;
  district: string;
  companyName: string;
};

function toSummary(row: SummaryRow): ApplicationSummary {
  return {
    id: row.id,
    status: row.status,
    active: row.inactiveAt === null,
    external: row.external,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    property: { slug: row.slug, address: streetLine(row.street, row.floorDoor), postcode: row.postcode, district: row.district },
    company: { name: row.companyName },
  };
}

/** A person's own applications that they have not deleted. */
const ownedVisible = (userId: string): SQL => and(eq(applications.userId, userId), isNull(applications.deletedAt))!;

function selectSummaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(applications)
    .innerJoin(properties, eq(properties.id, applications.propertyId))
    .innerJoin(companies, eq(companies.id, applications.companyId));
}

export async function listApplications(db: Db, userId: string, active: boolean): Promise<ApplicationSummary[]> {
  const state = active ? isNull(applications.inactiveAt) : isNotNull(applications.inactiveAt);
  const rows = await selectSummaries(db)
    .where(and(ownedVisible(userId), state))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return rows.map(toSummary);
}

export async function countApplications(db: Db, userId: string): Promise<{ active: number; inactive: number }> {
  const rows = await db
    .select({ active: sql<boolean>`${applications.inactiveAt} is null`, n: count() })
    .from(applications)
    .where(ownedVisible(userId))
    .groupBy(sql`1`);
  return {
    active: Number(rows.find((r) => r.active)?.n ?? 0),
    inactive: Number(rows.find((r) => !r.active)?.n ?? 0),
  };
}

/** One of the person's applications with its timeline; null when it is not theirs, deleted or unknown. */
export async function findApplication(db: Db, userId: string, id: string): Promise<ApplicationDetail | null> {
  const [row] = await selectSummaries(db)
    .where(and(ownedVisible(userId), eq(applications.id, id)))
    .limit(1);
  return row ? withDetails(db, row) : null;
}

/**
 * Every application the person's account still holds, with its timeline: those they deleted from
 * their overview too, until they are anonymised (the export of their data). Newest first.
 */
export async function listAllApplicationsOf(db: Db, userId: string): Promise<ApplicationRecord[]> {
  const rows = await db
    .select({ ...summaryColumns, deletedAt: applications.deletedAt })
    .from(applications)
    .innerJoin(properties, eq(properties.id, applications.propertyId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return Promise.all(
    rows.map(async ({ deletedAt, ...row }) => ({ ...(await withDetails(db, row)), deletedAt: deletedAt?.toISOString() ?? null })),
  );
}

async function withDetails(db: Db, row: SummaryRow): Promise<ApplicationDetail> {
  const [details] = await db
    .select({
      name: applications.name,
      email: applications.email,
      phone: applications.phone,
      message: applications.message,
      household: applications.household,
    })
    .from(applications)
    .where(eq(applications.id, row.id));
  const events = await db
    .select({ status: applicationEvents.status, at: applicationEvents.at, landlordMessage: applicationEvents.landlordMessage })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, row.id))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
  return {
    ...toSummary(row),
    name: details.name ?? '',
    email: details.email ?? '',
    phone: details.phone ?? '',
    message: details.message ?? '',
    household: details.household,
    events: events.map((e) => ({ status: e.status, at: e.at.toISOString(), landlordMessage: e.landlordMessage })),
  };
}

/**
 * Moves one of the person's active applications to a final status and records it; false when the
 * application is not theirs, deleted or already inactive.
 */
export async function endApplication(db: Db, userId: string, id: string, status: ApplicationStatus, now: Date): Promise<boolean> {
  const [row] = await db
    .update(applications)
    .set({ status, inactiveAt: now, updatedAt: now })
    .where(and(ownedVisible(userId), eq(applications.id, id), isNull(applications.inactiveAt)))
    .returning({ id: applications.id });
  if (!row) return false;
  await db.insert(applicationEvents).values({ applicationId: id, status, at: now });
  return true;
}

/** Hides an inactive application of the person from their overview; false when there is none. */
export async function markDeleted(db: Db, userId: string, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(applications)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(ownedVisible(userId), eq(applications.id, id), isNotNull(applications.inactiveAt)))
    .returning({ id: applications.id });
  return Boolean(row);
}

export async function hasActiveApplication(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), isNull(applications.inactiveAt)))
    .limit(1);
  return Boolean(row);
}

// Statistics keep the home, company, dates, status and external flag; everything else goes.
const anonymous = { userId: null, name: null, email: null, phone: null, message: null, household: null };

/** The landlord's messages on the timelines of applications just anonymised go with them. */
async function clearLandlordMessages(db: Db, ids: string[]): Promise<number> {
  if (ids.length) {
    await db
      .update(applicationEvents)
      .set({ landlordMessage: null })
      .where(and(inArray(applicationEvents.applicationId, ids), isNotNull(applicationEvents.landlordMessage)));
  }
  return ids.length;
}

/** Anonymises deleted applications that became inactive at or before `cutoff`; returns how many. */
export async function anonymiseDeletedBefore(db: Db, cutoff: Date, now: Date): Promise<number> {
  const rows = await db
    .update(applications)
    .set({ ...anonymous, anonymisedAt: now })
    .where(and(isNotNull(applications.deletedAt), isNull(applications.anonymisedAt), lte(applications.inactiveAt, cutoff)))
    .returning({ id: applications.id });
  return clearLandlordMessages(
    db,
    rows.map((row) => row.id),
  );
}

/** Anonymises every inactive application of a person at once (their account is being deleted). */
export async function anonymiseInactiveOf(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(applications)
    .set({ ...anonymous, anonymisedAt: now })
    .where(and(eq(applications.userId, userId), isNotNull(applications.inactiveAt), isNull(applications.anonymisedAt)))
    .returning({ id: applications.id });
  return clearLandlordMessages(
    db,
    rows.map((row) => row.id),
  );
}

/** Who a conversation about the application is between: its applicant and its company (none once anonymised or external). */
export async function findApplicationParties(
  db: Db,
  id: string,
): Promise<{ userId: string; companyId: number; propertyId: number; locale: Locale } | null> {
  const [row] = await db
    .select({
      userId: applications.userId,
      companyId: applications.companyId,
      propertyId: applications.propertyId,
      locale: applications.locale,
    })
    .from(applications)
    .where(and(eq(applications.id, id), isNull(applications.anonymisedAt), eq(applications.external, false)));
  return row?.userId ? { ...row, userId: row.userId } : null;
}
