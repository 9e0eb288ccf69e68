import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { homeAddressColumns, homeAddressText } from '@/lib/catalogue/address-columns';
import { users } from '@/lib/db/schema/accounts';
import { applications } from '@/lib/db/schema/applications';
import { companies, properties, propertyGroups } from '@/lib/db/schema/catalogue';
import { contracts, contractTenants, offers } from '@/lib/db/schema/offers';
import { preparedRead } from '@/lib/db/prepared';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import type { OfferAnswer } from './rules';

/* Tenant-assignment offers and contracts. Company queries are scoped to the company; token queries to the token's hash. */

/** The applications a company names for an offer, with who gets the mail (the account's verified address). */
export async function findOfferTargets(db: Db, companyId: number, applicationIds: string[]) {
  return db
    .select({
      applicationId: applications.id,
      propertyId: applications.propertyId,
      inactiveAt: applications.inactiveAt,
      userId: applications.userId,
      applicantName: applications.name,
      locale: applications.locale,
      accountEmail: users.email,
      accountName: users.name,
      company: companies.name,
      home: {
        aconto: properties.aconto,
        deposit: properties.deposit,
        prepaidRent: properties.prepaidRent,
        wastewaterCost: properties.wastewaterCost,
      },
      ...homeAddressColumns,
    })
    .from(applications)
    .innerJoin(properties, eq(properties.id, applications.propertyId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .leftJoin(users, eq(users.id, applications.userId))
    .where(and(eq(applications.companyId, companyId), inArray(applications.id, applicationIds)));
}
export type OfferTarget = Awaited<ReturnType<typeof findOfferTargets>>[number];

export type OfferTerms = { monthlyRent: number; aconto: number; deposit: number; prepaidRent: number; wastewaterCost: number };

type NewOffer = OfferTerms & {
  applicationId: string;
  companyId: number;
  propertyId: number;
  moveInDate: string;
  deadline: Date;
  locale: Locale;
};

/** The offer's own terms: every figure its page, mails and webhooks show is read from these columns. */
const offerTerms = {
  monthlyRent: offers.monthlyRent,
  aconto: offers.aconto,
  deposit: offers.deposit,
  prepaidRent: offers.prepaidRent,
  wastewaterCost: offers.wastewaterCost,
};

/** The new offer's id, or null when the application already has one (one offer per application). */
export async function insertOffer(db: Db, offer: NewOffer, now: Date): Promise<string | null> {
  const [row] = await db
    .insert(offers)
    .values({ ...offer, createdAt: now })
    .onConflictDoNothing({ target: offers.applicationId })
    .returning({ id: offers.id });
  return row?.id ?? null;
}

// Written out, not ${offers.id}: drizzle leaves a column of a one-table select unqualified, which the subquery would misread.
const signedOnOffer = sql<boolean>`exists (
  select 1 from ${contracts} c join ${contractTenants} ct on ct.id = c.tenant_id
  where ct.offer_id = "offers"."id" and c.status = 'signed')`;

const offerPageColumns = {
  id: offers.id,
  applicationId: offers.applicationId,
  companyId: offers.companyId,
  ...offerTerms,
  moveInDate: offers.moveInDate,
  deadline: offers.deadline,
  answer: offers.answer,
  answeredAt: offers.answeredAt,
  signed: signedOnOffer,
  company: companies.name,
  slug: properties.slug,
  rooms: properties.rooms,
  sizeM2: properties.sizeM2,
  ...homeAddressColumns,
};

function selectOfferPage(db: Db) {
  return db
    .select(offerPageColumns)
    .from(offers)
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .innerJoin(companies, eq(companies.id, offers.companyId));
}
export type OfferPageRow = Awaited<ReturnType<typeof selectOfferPage>>[number];

export async function findOfferPage(db: Db, offerId: string): Promise<OfferPageRow | null> {
  const [row] = await selectOfferPage(db).where(eq(offers.id, offerId));
  return row ?? null;
}

/** Holds the offer row for an answer, so two answers at once are applied one after the other. */
export async function lockOffer(db: Db, offerId: string) {
  const [row] = await db
    .select({ id: offers.id, deadline: offers.deadline, answer: offers.answer, companyId: offers.companyId, signed: signedOnOffer })
    .from(offers)
    .where(eq(offers.id, offerId))
    .for('update', { of: offers });
  return row ?? null;
}

export async function setOfferAnswer(db: Db, offerId: string, answer: OfferAnswer, now: Date): Promise<void> {
  await db.update(offers).set({ answer, answeredAt: now }).where(eq(offers.id, offerId));
}

const landlordColumns = {
  id: offers.id,
  applicationId: offers.applicationId,
  applicantName: applications.name,
  applicantEmail: applications.email,
  slug: properties.slug,
  homeExternalId: properties.externalId,
  groupExternalId: propertyGroups.externalId,
  ...offerTerms,
  moveInDate: offers.moveInDate,
  deadline: offers.deadline,
  answer: offers.answer,
  answeredAt: offers.answeredAt,
  signed: signedOnOffer,
  contractTenantId: contractTenants.id,
  createdAt: offers.createdAt,
  ...homeAddressColumns,
};

function selectLandlordOffers(db: Db) {
  return db
    .select(landlordColumns)
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
    .leftJoin(contractTenants, eq(contractTenants.offerId, offers.id));
}
export type LandlordOfferRow = Awaited<ReturnType<typeof selectLandlordOffers>>[number];

export async function listCompanyOffers(db: Db, companyId: number, filter: { applicationId?: string; limit: number }) {
  return selectLandlordOffers(db)
    .where(and(eq(offers.companyId, companyId), filter.applicationId ? eq(offers.applicationId, filter.applicationId) : undefined))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(filter.limit);
}

export async function findCompanyOffer(db: Db, companyId: number, offerId: string): Promise<LandlordOfferRow | null> {
  const [row] = await selectLandlordOffers(db).where(and(eq(offers.companyId, companyId), eq(offers.id, offerId)));
  return row ?? null;
}

/** The offers on one of the person's own applications (scoped to the owner: another's is empty). */
export async function listOwnApplicationOffers(db: Db, userId: string, applicationId: string) {
  return db
    .select({ id: offers.id, deadline: offers.deadline, answer: offers.answer, signed: signedOnOffer, createdAt: offers.createdAt })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .where(and(eq(offers.applicationId, applicationId), eq(applications.userId, userId)))
    .orderBy(desc(offers.createdAt));
}

/** The person's offers still open for an answer (none given, deadline ahead), soonest deadline first. */
export async function listOwnUnansweredOffers(db: Db, userId: string, now: Date) {
  return ownUnansweredOffers(db).execute({ userId, now });
}

// Counted in the user menu's badge on every signed-in page: built once (lib/db/prepared.ts).
const ownUnansweredOffers = preparedRead('unanswered_offers_of_user', (db) =>
  db
    .select({
      id: offers.id,
      deadline: offers.deadline,
      applicationId: offers.applicationId,
      slug: properties.slug,
      address: homeAddressText,
      company: companies.name,
    })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(
      and(
        eq(applications.userId, sql.placeholder('userId')),
        isNull(offers.answer),
        gt(offers.deadline, sql.placeholder('now')),
        sql`not ${signedOnOffer}`,
      ),
    )
    .orderBy(asc(offers.deadline)),
);

/** Every offer on the person's applications with its terms, newest first. */
export async function listOwnOffers(db: Db, userId: string) {
  return db
    .select({
      id: offers.id,
      applicationId: offers.applicationId,
      address: homeAddressText,
      company: companies.name,
      monthlyRent: offers.monthlyRent,
      aconto: offers.aconto,
      deposit: offers.deposit,
      prepaidRent: offers.prepaidRent,
      wastewaterCost: offers.wastewaterCost,
      moveInDate: offers.moveInDate,
      deadline: offers.deadline,
      answer: offers.answer,
      answeredAt: offers.answeredAt,
      createdAt: offers.createdAt,
    })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(eq(applications.userId, userId))
    .orderBy(desc(offers.createdAt));
}

/** The offer's applicant account, for the person's own link and the reminder. */
export async function findOfferRecipient(db: Db, offerId: string) {
  const [row] = await db
    .select({
      userId: applications.userId,
      name: applications.name,
      email: users.email,
      locale: offers.locale,
      deadline: offers.deadline,
      answer: offers.answer,
      company: companies.name,
      ...offerTerms,
      moveInDate: offers.moveInDate,
      sizeM2: properties.sizeM2,
      ...homeAddressColumns,
    })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .leftJoin(users, eq(users.id, applications.userId))
    .where(eq(offers.id, offerId));
  return row ?? null;
}

/**
 * Offers whose reminder is not done and whose deadline is within `horizon`: claimed (SKIP LOCKED)
 * inside the caller's transaction, so two runners never take the same one.
 */
export async function claimReminderCandidates(db: Db, horizon: Date, limit: number): Promise<{ id: string }[]> {
  return db
    .select({ id: offers.id })
    .from(offers)
    .where(and(isNull(offers.reminderDoneAt), lte(offers.deadline, horizon)))
    .orderBy(offers.deadline)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markReminderDone(db: Db, offerId: string, now: Date): Promise<void> {
  await db.update(offers).set({ reminderDoneAt: now }).where(eq(offers.id, offerId));
}
