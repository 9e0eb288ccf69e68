import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { properties, propertyGroups, PublicationStatus, searchable, visibilityOf, type Availability } from '@/lib/db/schema/catalogue';

export { visibilityOf, type Visibility } from '@/lib/db/schema/catalogue';

/*
 * Who may see a home: the one rule (`visibilityOf`, kept with the statuses in lib/db/schema), for a
 * single group or home and in SQL for lists. Search, lists, the sitemap, the embed and the waiting
 * lists take it from here.
 */

/** The value of a home's `is_public` copy for its group's status; only the catalogue repository writes it. */
export function isPublicStatus(status: PublicationStatus): boolean {
  return visibilityOf(status) === 'public';
}

/** Groups (and so homes) that may appear in public lists, search and the sitemap; shareable ones never do. */
export const publicStatuses: readonly PublicationStatus[] = Object.values(PublicationStatus).filter(isPublicStatus);

/** SQL: the group is public. */
export function publicGroupCondition(): SQL {
  return inArray(propertyGroups.publicationStatus, [...publicStatuses]);
}

/**
 * SQL: the home's group is public. Reads the home's own `is_public` copy, so a list of homes needs no
 * join; the catalogue repository keeps the copy in step with the group's status (in one transaction).
 */
export function publicHomeCondition(): SQL {
  return sql`${properties.isPublic}`;
}

/**
 * SQL: the home is public and not let — where every search starts. The very predicate of the partial
 * search indexes (lib/db/schema/catalogue.ts), so that the planner can use them.
 */
export function searchableHomeCondition(): SQL {
  return searchable;
}

/** SQL: a public group that keeps a waiting list — `hasWaitingList` of ./rules, which a WAITING_LIST group always does. */
export function publicWaitingListCondition(): SQL {
  const keepsList = or(eq(propertyGroups.hasWaitingList, true), eq(propertyGroups.publicationStatus, PublicationStatus.WAITING_LIST));
  return and(publicGroupCondition(), keepsList)!;
}

/** A let home stays reachable by its link, as search does, but is not listed any more. */
export const listedAvailabilities: readonly Availability[] = ['available', 'reserved', 'unknown'];

/**
 * Whose homes a list may show: every landlord's on the platform, or only the companies of a white-label
 * host (its config's `companyIds`). Search, the overviews, the waiting lists and the embed take it here.
 */
export type CompanyScope = { readonly companyIds: readonly number[] | 'all' };

export const wholePlatform: CompanyScope = { companyIds: 'all' };

export function isInScope(scope: CompanyScope, companyId: number): boolean {
  return scope.companyIds === 'all' || scope.companyIds.includes(companyId);
}

/** SQL: the group belongs to a company in scope (no condition for the whole platform). */
export function groupInScopeCondition(scope: CompanyScope): SQL | undefined {
  return scope.companyIds === 'all' ? undefined : inArray(propertyGroups.companyId, [...scope.companyIds]);
}

/** SQL: the home's group belongs to a company in scope; a semi-join, so a list of homes needs no join of its own. */
export function homeInScopeCondition(scope: CompanyScope): SQL | undefined {
  if (scope.companyIds === 'all') return undefined;
  const ids = [...scope.companyIds];
  return sql`${properties.groupId} in (select ${propertyGroups.id} from ${propertyGroups} where ${inArray(propertyGroups.companyId, ids)})`;
}
