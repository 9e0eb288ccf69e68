import { and, asc, count, desc, eq, inArray, max, min, sql, type SQL } from 'drizzle-orm';
import { properties as p, propertyGroups as g, type Availability, type PublicationStatus } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import type { PropertyCard } from '@/lib/search/schema';
import { propertyCardColumns } from './card-columns';

/** Which homes a list may show: the group's publication statuses and the homes' availabilities. */
export type ListingRule = { statuses: readonly PublicationStatus[]; availabilities: readonly Availability[] };
export type HomeScope = { groupId: number } | { companyId: number };
export type CardRow = Omit<PropertyCard, 'imageAlt'>;
export type GroupCardRow = {
  id: number;
  slug: string;
  name: string;
  street: string;
  postcode: string;
  postcodeName: string;
  city: string;
  isNewBuild: boolean;
  publicationStatus: PublicationStatus;
  hasWaitingList: boolean;
  imageId: number | null;
};
export type HomeStats = { homes: number; available: number; minRent: number | null; maxRent: number | null; minSize: number | null; maxSize: number | null };


// The group's own status is checked, not the copied `is_public` flag, so a home is never listed
// under a landlord while its group is hidden, whatever state the copy is in.
function homesWhere(scope: HomeScope, rule: ListingRule): SQL {
  return and(
    'groupId' in scope ? eq(p.groupId, scope.groupId) : eq(g.companyId, scope.companyId),
    inArray(g.publicationStatus, [...rule.statuses]),
    inArray(p.availability, [...rule.availabilities]),
  )!;
}

/** Homes of one group (cheapest first) or one landlord (newest first), as search result cards. */
export async function findHomeCards(db: Db, scope: HomeScope, rule: ListingRule, limit: number): Promise<CardRow[]> {
  const order = 'groupId' in scope ? [asc(p.monthlyRent), asc(p.id)] : [desc(p.publishedAt), desc(p.id)];
  return db
    .select(propertyCardColumns)
    .from(p)
    .innerJoin(g, eq(g.id, p.groupId))
    .where(homesWhere(scope, rule))
    .orderBy(...order)
    .limit(limit);
}

export async function countHomes(db: Db, scope: HomeScope, rule: ListingRule): Promise<number> {
  const [row] = await db.select({ n: count() }).from(p).innerJoin(g, eq(g.id, p.groupId)).where(homesWhere(scope, rule));
  return Number(row.n);
}

/** A landlord's groups in the given statuses, alphabetically, with the first picture of each. */
export async function findGroupCards(db: Db, companyId: number, statuses: readonly PublicationStatus[]): Promise<GroupCardRow[]> {
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
    .where(and(eq(g.companyId, companyId), inArray(g.publicationStatus, [...statuses])))
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
