import { and, asc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { publicGroupCondition, publicHomeCondition } from '@/lib/catalogue/visibility';
import { companies, properties, propertyGroups } from '@/lib/db/schema/catalogue';
import { openHouseEvents } from '@/lib/db/schema/open-house';
import type { Db } from '@/lib/db/types';

export type CityWithHomes = { citySlug: string; lastPublished: Date; newBuildLastPublished: Date | null };

/** Towns with at least one public home, with the newest publication overall and among new builds. */
export async function listCitiesWithHomes(db: Db): Promise<CityWithHomes[]> {
  return db
    .select({
      citySlug: properties.citySlug,
      lastPublished: sql`max(${properties.publishedAt})`.mapWith(properties.publishedAt),
      newBuildLastPublished: sql`max(${properties.publishedAt}) filter (where ${properties.isNewBuild})`.mapWith(properties.publishedAt),
    })
    .from(properties)
    .where(publicHomeCondition())
    .groupBy(properties.citySlug)
    .orderBy(asc(properties.citySlug));
}

/** A slice of ids `[index * size, (index + 1) * size)` that holds at least one listed row. */
export type IdWindow = { index: number; lastModified: Date | null };

/** Keyset page inside one id window: rows with `afterId < id < beforeId`, by id. */
export type WindowPage = { afterId: number; beforeId: number; limit: number };

export type SitemapRow = { slug: string; id: number; lastModified: Date };

type IdColumn = typeof properties.id | typeof propertyGroups.id | typeof companies.id;
type TimeColumn = typeof properties.publishedAt | typeof propertyGroups.createdAt | typeof companies.createdAt;

// Selected first and grouped by ordinal: the expression holds a parameter, and PostgreSQL does
// not treat `id / $1` and `id / $2` as the same expression even when both are bound to one value.
function windowColumns(id: IdColumn, lastModified: TimeColumn, size: number) {
  return {
    index: sql<number>`${id} / ${size}::int`.mapWith(Number),
    lastModified: sql`max(${lastModified})`.mapWith(lastModified),
  };
}

function inWindow(id: IdColumn, page: WindowPage): SQL {
  return and(gt(id, page.afterId), lt(id, page.beforeId))!;
}

export async function listPropertyWindows(db: Db, size: number): Promise<IdWindow[]> {
  return db
    .select(windowColumns(properties.id, properties.publishedAt, size))
    .from(properties)
    .where(publicHomeCondition())
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

export async function listGroupWindows(db: Db, size: number): Promise<IdWindow[]> {
  return db
    .select(windowColumns(propertyGroups.id, propertyGroups.createdAt, size))
    .from(propertyGroups)
    .where(publicGroupCondition())
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

export async function listCompanyWindows(db: Db, size: number): Promise<IdWindow[]> {
  return db
    .select(windowColumns(companies.id, companies.createdAt, size))
    .from(companies)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

export async function listPublicProperties(db: Db, page: WindowPage): Promise<SitemapRow[]> {
  return db
    .select({ id: properties.id, slug: properties.slug, lastModified: properties.publishedAt })
    .from(properties)
    .where(and(publicHomeCondition(), inWindow(properties.id, page)))
    .orderBy(asc(properties.id))
    .limit(page.limit);
}

export async function listPublicGroups(db: Db, page: WindowPage): Promise<SitemapRow[]> {
  return db
    .select({ id: propertyGroups.id, slug: propertyGroups.slug, lastModified: propertyGroups.createdAt })
    .from(propertyGroups)
    .where(and(publicGroupCondition(), inWindow(propertyGroups.id, page)))
    .orderBy(asc(propertyGroups.id))
    .limit(page.limit);
}

export async function listCompanies(db: Db, page: WindowPage): Promise<SitemapRow[]> {
  return db
    .select({ id: companies.id, slug: companies.slug, lastModified: companies.createdAt })
    .from(companies)
    .where(inWindow(companies.id, page))
    .orderBy(asc(companies.id))
    .limit(page.limit);
}

/** Public groups with an open house still to come (not over, not cancelled), dated by their events' newest change. */
export async function listGroupsWithOpenHouses(db: Db, now: Date): Promise<{ slug: string; lastModified: Date }[]> {
  return db
    .select({
      slug: propertyGroups.slug,
      lastModified: sql`max(${openHouseEvents.updatedAt})`.mapWith(openHouseEvents.updatedAt),
    })
    .from(openHouseEvents)
    .innerJoin(propertyGroups, eq(propertyGroups.id, openHouseEvents.groupId))
    .where(and(publicGroupCondition(), gt(openHouseEvents.endsAt, now), isNull(openHouseEvents.cancelledAt)))
    .groupBy(propertyGroups.slug)
    .orderBy(asc(propertyGroups.slug));
}
