// Run by scripts/e2e.mjs after seeding and before the server starts (PGlite allows one process):
// records real slugs of the demo data for the browser tests.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, count, desc, eq, isNotNull, ne, notExists, type SQL } from 'drizzle-orm';
import { searchableHomeCondition } from '@/lib/catalogue/visibility';
import { connect, dataDir } from '@/lib/db/connect';
import { applications } from '@/lib/db/schema/applications';
import { companies, properties, propertyGroups, PublicationStatus } from '@/lib/db/schema/catalogue';
import { waitingListMemberships, waitingLists } from '@/lib/db/schema/waiting-lists';
import { openHouseEvents } from '@/lib/db/schema/open-house';
import { waitingListOffers } from '@/lib/db/schema/waiting-list-offers';
import { DEMO_USERS } from '@/lib/db/seed/accounts';
import { listTowns } from '@/lib/addresses/towns';

const handle = await connect({ url: process.env.DATABASE_URL });
const { db } = handle;
async function groupWith(status: PublicationStatus) {
  const [row] = await db
    .select({ slug: propertyGroups.slug, id: propertyGroups.id })
    .from(propertyGroups)
    .where(eq(propertyGroups.publicationStatus, status))
    .orderBy(asc(propertyGroups.id))
    .limit(1);
  return row;
}
const published = await groupWith(PublicationStatus.PUBLISHED);
const [property] = await db.select({ slug: properties.slug }).from(properties).where(eq(properties.groupId, published.id)).limit(1);
const [company] = await db.select({ slug: companies.slug }).from(companies).orderBy(asc(companies.id)).limit(1);
/** Streets an apply home's must not be confused with: the tenant's applications', then each one chosen. */
const taken = (
  await db
    .select({ street: properties.street })
    .from(applications)
    .innerJoin(properties, eq(properties.id, applications.propertyId))
    .where(eq(applications.userId, DEMO_USERS.tenant.id))
).map((r) => r.street);
/**
 * Available homes of published groups the demo tenant has not applied for, by how their landlord
 * takes applications. The tests find a home's application by its street, so no chosen home's street
 * is (or contains, or is contained in) another chosen one's or one the tenant applied to: a group's
 * homes share their street.
 */
async function applyableHomes(external: boolean, count: number) {
  // The tests match by text, so "Pilehaven 11" would also find "Pilehaven 113": neither may be in the other.
  const clashes = (street: string) => taken.some((other) => other.includes(street) || street.includes(other));
  const rows = await db
    .select({ id: properties.id, slug: properties.slug, street: properties.street, company: companies.name })
    .from(properties)
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .where(
      and(
        eq(propertyGroups.publicationStatus, PublicationStatus.PUBLISHED),
        eq(properties.availability, 'available'),
        eq(companies.handlesApplicationsExternally, external),
      ),
    )
    .orderBy(asc(properties.id))
    .limit(200);
  const chosen: { slug: string; street: string; company: string }[] = [];
  for (const { slug, street, company } of rows) {
    if (chosen.length === count) break;
    if (clashes(street)) continue;
    taken.push(street);
    chosen.push({ slug, street, company });
  }
  return chosen;
}
/** The first public list open for sign-up that also meets `condition`. */
async function firstOpenWaitingList(condition: SQL) {
  const [row] = await db
    .select({ slug: propertyGroups.slug })
    .from(waitingLists)
    .innerJoin(propertyGroups, eq(propertyGroups.id, waitingLists.groupId))
    .where(and(eq(waitingLists.open, true), eq(propertyGroups.publicationStatus, PublicationStatus.WAITING_LIST), condition))
    .orderBy(asc(propertyGroups.id))
    .limit(1);
  return row.slug;
}
/** An open, free waiting list nobody in the demo data is on: the sign-up test joins it (tests/e2e/waiting-lists.spec.ts). */
const openFreeWaitingList = () =>
  firstOpenWaitingList(
    and(
      eq(propertyGroups.waitingListYearlyFee, 0),
      notExists(db.select().from(waitingListMemberships).where(eq(waitingListMemberships.listId, waitingLists.id))),
    )!,
  );
/** An open waiting list with a yearly fee: the fee sign-up test pays for it (tests/e2e/payments.spec.ts). */
const openFeeWaitingList = () => firstOpenWaitingList(ne(propertyGroups.waitingListYearlyFee, 0));
/** The seeded list closed for sign-up: its group's name and town (tests/e2e/waiting-lists.spec.ts). */
const [closedWaitingList] = await db
  .select({ name: propertyGroups.name, citySlug: propertyGroups.citySlug })
  .from(waitingLists)
  .innerJoin(propertyGroups, eq(propertyGroups.id, waitingLists.groupId))
  .where(eq(waitingLists.open, false))
  .limit(1);
/** The demo white-label host's one company: its name, how many homes search finds for it, and another company. */
async function whiteLabelCompany() {
  const [own] = await db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.id)).limit(1);
  const [homes] = await db
    .select({ n: count() })
    .from(properties)
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
    .where(and(eq(propertyGroups.companyId, own.id), searchableHomeCondition()));
  const [other] = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(ne(companies.id, own.id))
    .orderBy(asc(companies.id))
    .limit(1);
  return { company: own.name, searchableHomes: Number(homes.n), otherCompany: other.slug };
}
/** The group of the first seeded open house (the demo landlord's: lib/db/seed/open-house.ts). */
const [openHouse] = await db
  .select({ slug: propertyGroups.slug })
  .from(openHouseEvents)
  .innerJoin(propertyGroups, eq(propertyGroups.id, openHouseEvents.groupId))
  .orderBy(asc(openHouseEvents.id))
  .limit(1);
/** A home the demo data let from its waiting list, newest award first, with its town (tests/e2e/open-books.spec.ts). */
const [letted] = await db
  .select({ slug: properties.slug, group: propertyGroups.slug, town: properties.citySlug })
  .from(waitingListOffers)
  .innerJoin(properties, eq(properties.id, waitingListOffers.propertyId))
  .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
  .where(isNotNull(waitingListOffers.awardedAt))
  .orderBy(desc(waitingListOffers.awardedAt))
  .limit(1);
/** A town of lib/addresses with no homes at all: its statistics page is the empty state (tests/e2e/town-statistics.spec.ts). */
const townsWithHomes = new Set((await db.selectDistinct({ citySlug: properties.citySlug }).from(properties)).map((row) => row.citySlug));
const emptyTown = listTowns().find((town) => !townsWithHomes.has(town.slug))!.slug;
/** The town of lib/addresses with the most public homes: enough for its rents' chart (tests/e2e/town-statistics.spec.ts). */
const homesPerTown = await db
  .select({ citySlug: properties.citySlug, homes: count() })
  .from(properties)
  .where(eq(properties.isPublic, true))
  .groupBy(properties.citySlug)
  .orderBy(desc(count()));
const rentTown = homesPerTown.find((row) => listTowns().some((town) => town.slug === row.citySlug))!.citySlug;
const fixtures = {
  publishedGroup: published.slug,
  waitingListGroup: (await groupWith(PublicationStatus.WAITING_LIST)).slug,
  openFreeWaitingListGroup: await openFreeWaitingList(),
  openFeeWaitingListGroup: await openFeeWaitingList(),
  closedWaitingList,
  shareableGroup: (await groupWith(PublicationStatus.SHAREABLE)).slug,
  unpublishedGroup: (await groupWith(PublicationStatus.UNPUBLISHED)).slug,
  property: property.slug,
  company: company.slug,
  applyHomes: await applyableHomes(false, 3),
  externalApplyHome: (await applyableHomes(true, 1))[0],
  whiteLabel: await whiteLabelCompany(),
  openHouseGroup: openHouse.slug,
  lettedHome: letted,
  emptyTown,
  rentTown,
};
writeFileSync(path.join(dataDir(), 'fixtures.json'), JSON.stringify(fixtures, null, 2));
await handle.close();
console.log('e2e fixtures:', fixtures);
