import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { companies, properties, propertyGroups, PublicationStatus } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';

export type WaitingListSummary = {
  groupId: number;
  groupSlug: string;
  name: string;
  street: string;
  postcode: string;
  postcodeName: string;
  city: string;
  companyName: string;
  yearlyFee: number;
  availableCount: number;
  imageId: number | null;
};

export type WaitingListFilter = { location?: { kind: 'city' | 'postcode' | 'municipality'; key: string }; freeOnly?: boolean };

function locationCondition(location: NonNullable<WaitingListFilter['location']>): SQL {
  if (location.kind === 'city') return eq(propertyGroups.citySlug, location.key);
  if (location.kind === 'postcode') return eq(propertyGroups.postcode, location.key);
  return eq(propertyGroups.municipalityCode, location.key);
}

/** Public groups that keep a waiting list, by id (keyset), with how many of their homes are available. */
export async function findWaitingLists(db: Db, filter: WaitingListFilter, afterId: number, limit: number): Promise<WaitingListSummary[]> {
  const available = db
    .select({ groupId: properties.groupId, n: sql<number>`count(*)::int`.as('n') })
    .from(properties)
    .where(and(eq(properties.isPublic, true), eq(properties.availability, 'available')))
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
        eq(propertyGroups.hasWaitingList, true),
        inArray(propertyGroups.publicationStatus, [PublicationStatus.PUBLISHED, PublicationStatus.WAITING_LIST]),
        gt(propertyGroups.id, afterId),
        filter.location ? locationCondition(filter.location) : undefined,
        filter.freeOnly ? eq(propertyGroups.waitingListYearlyFee, 0) : undefined,
      ),
    )
    .orderBy(asc(propertyGroups.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, availableCount: Number(r.availableCount) }));
}
