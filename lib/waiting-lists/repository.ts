import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { groupInScopeCondition, publicHomeCondition, publicWaitingListCondition, type CompanyScope } from '@/lib/catalogue/visibility';
import { companies, properties, propertyGroups } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import type { WaitingListFilter, WaitingListSummary } from './schema';

function locationCondition(location: NonNullable<WaitingListFilter['location']>): SQL {
  if (location.kind === 'city') return eq(propertyGroups.citySlug, location.key);
  if (location.kind === 'postcode') return eq(propertyGroups.postcode, location.key);
  return eq(propertyGroups.municipalityCode, location.key);
}

/** Public groups that keep a waiting list, by id (keyset), with how many of their homes are available. */
export async function findWaitingLists(
  db: Db,
  filter: WaitingListFilter,
  scope: CompanyScope,
  afterId: number,
  limit: number,
): Promise<WaitingListSummary[]> {
  const available = db
    .select({ groupId: properties.groupId, n: sql<number>`count(*)::int`.as('n') })
    .from(properties)
    .where(and(publicHomeCondition(), eq(properties.availability, 'available')))
    .groupBy(properties.groupId)
    .as('available');
  const rows = await db
    .select({
      groupId: propertyGroups.id,
      groupSlug: propertyGroups.slug,
      name: propertyGroups.name,
      street: propertyGroups.street,
      postcode: propertyGroups.postcode,
      postcodeName: propertyGroups.postcodeName,
      city: propertyGroups.city,
      companyName: companies.name,
      yearlyFee: propertyGroups.waitingListYearlyFee,
      availableCount: sql<number>`coalesce(${available.n}, 0)`,
      imageId: sql<number | null>`${propertyGroups.imageIds}[1]`,
    })
    .from(propertyGroups)
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .leftJoin(available, eq(available.groupId, propertyGroups.id))
    .where(
      and(
        publicWaitingListCondition(),
        groupInScopeCondition(scope),
        gt(propertyGroups.id, afterId),
        filter.location ? locationCondition(filter.location) : undefined,
        filter.freeOnly ? eq(propertyGroups.waitingListYearlyFee, 0) : undefined,
      ),
    )
    .orderBy(asc(propertyGroups.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, availableCount: Number(r.availableCount) }));
}
