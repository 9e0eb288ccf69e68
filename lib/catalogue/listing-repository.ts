import { and, asc, count, desc, eq, inArray, max, min, sql, type SQL } from 'drizzle-orm';
import { properties as p, propertyGroups as g, type Availability } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import type { PropertyCard } from '@/lib/search/schema';
import { propertyCardColumns } from './card-columns';
import type { GroupCardRow, HomeStats } from './schema';
import { publicGroupCondition, publicHomeCondition } from './visibility';

/**
 * Whose homes a list shows: one group's (its page has already checked the group may be seen there,
 * and a shareable group's link page lists homes that are not public) or a landlord's public ones.
 */
export type HomeScope = { groupId: number } | { companyId: number };
export type CardRow = Omit<PropertyCard, 'imageAlt'>;
function homesWhere(scope: HomeScope, availabilities: readonly Availability[]): SQL {
  return and(
    'groupId' in scope ? eq(p.groupId, scope.groupId) : and(eq(g.companyId, scope.companyId), publicHomeCondition()),
    inArray(p.availability, [...availabilities]),
  )!;
}

/** Homes of one group (cheapest first) or one landlord (newest first), as search result cards. */
export async function findHomeCards(db: Db, scope: HomeScope, availabilities: readonly Availability[], limit: number): Promise<CardRow[]> {
  const order = 'groupId' in scope ? [asc(p.monthlyRent), asc(p.id)] : [desc(p.publishedAt), desc(p.id)];
  return db
    .select(propertyCardColumns)
    .from(p)
    .innerJoin(g, eq(g.id, p.groupId))
    .where(homesWhere(scope, availabilities))
    .orderBy(...order)
    .limit(limit);
}

export async function countHomes(db: Db, scope: HomeScope, availabilities: readonly Availability[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(p).innerJoin(g, eq(g.id, p.groupId)).where(homesWhere(scope, availabilities));
  return Number(row.n);
}

/** A landlord's public groups, alphabetically, with the first picture of each. */
export async function findPublicGroupCards(db: Db, companyId: number): Promise<GroupCardRow[]> {
  return db
    .select({
      id: g.id,
      slug: g.slug,
      name: g.name,
      street: g.street,
      postcode: g.postcode,
      postcodeName: g.postcodeName,
      city: g.city,
      isNewBuild: g.isNewBuild,
      publicationStatus: g.publicationStatus,
      hasWaitingList: g.hasWaitingList,
      imageId: sql<number | null>`${g.imageIds}[1]`,
    })
    .from(g)
    .where(and(eq(g.companyId, companyId), publicGroupCondition()))
    .orderBy(asc(g.name), asc(g.id));
}

/** Per group: homes that may be listed, how many of them are available, and their rent and size ranges. */
export async function findHomeStats(db: Db, groupIds: number[], listed: readonly Availability[]): Promise<Map<number, HomeStats>> {
  if (!groupIds.length) return new Map();
  const rows = await db
    .select({
      groupId: p.groupId,
      homes: count(),
      available: sql<number>`count(*) filter (where ${p.availability} = 'available')`.mapWith(Number),
      minRent: min(p.monthlyRent),
      maxRent: max(p.monthlyRent),
      minSize: min(p.sizeM2),
      maxSize: max(p.sizeM2),
    })
    .from(p)
    .where(and(inArray(p.groupId, groupIds), inArray(p.availability, [...listed])))
    .groupBy(p.groupId);
  return new Map(rows.map(({ groupId, homes, ...rest }) => [groupId, { homes: Number(homes), ...rest }]));
}
