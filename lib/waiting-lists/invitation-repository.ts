import { and, eq } from 'drizzle-orm';
import { companies, propertyGroups } from '@/lib/db/schema/catalogue';
import { waitingListInvitations, waitingLists } from '@/lib/db/schema/waiting-lists';
import type { Db } from '@/lib/db/types';

export type NewInvitation = typeof waitingListInvitations.$inferInsert;

export async function insertInvitation(db: Db, values: NewInvitation): Promise<number> {
  const [row] = await db.insert(waitingListInvitations).values(values).returning({ id: waitingListInvitations.id });
  return row.id;
}

/** The invitation (the subject of its link) with its list and group. */
export async function findInvitation(db: Db, id: number) {
  const [row] = await db
    .select({
      invitation: waitingListInvitations,
      list: waitingLists,
      groupSlug: propertyGroups.slug,
      groupName: propertyGroups.name,
      companyName: companies.name,
      yearlyFeeKr: propertyGroups.waitingListYearlyFee,
    })
    .from(waitingListInvitations)
    .innerJoin(waitingLists, eq(waitingLists.id, waitingListInvitations.listId))
    .innerJoin(propertyGroups, eq(propertyGroups.id, waitingLists.groupId))
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .where(eq(waitingListInvitations.id, id));
  return row;
}

export async function markInvitationCompleted(db: Db, id: number, membershipId: number, now: Date): Promise<void> {
  await db.update(waitingListInvitations).set({ membershipId, completedAt: now }).where(eq(waitingListInvitations.id, id));
}

/** The company's group, as an import names it (another company's group is not found). */
export async function findCompanyGroup(db: Db, companyId: number, groupId: number) {
  const [row] = await db
    .select({
      groupId: propertyGroups.id,
      groupName: propertyGroups.name,
      companyName: companies.name,
      hasWaitingList: propertyGroups.hasWaitingList,
      publicationStatus: propertyGroups.publicationStatus,
    })
    .from(propertyGroups)
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .where(and(eq(propertyGroups.id, groupId), eq(propertyGroups.companyId, companyId)));
  return row;
}
