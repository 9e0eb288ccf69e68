import { and, desc, eq, sql } from 'drizzle-orm';
import { users } from '@/lib/db/schema/accounts';
import { properties, propertyGroups } from '@/lib/db/schema/catalogue';
import { waitingLists } from '@/lib/db/schema/waiting-lists';
import { interestListAnnouncements, interestListEntries, type InterestListEvent } from '@/lib/db/schema/interest-lists';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import { groupInScopeCondition, publicGroupCondition, searchableHomeCondition, type CompanyScope } from '@/lib/catalogue/visibility';
import type { GroupFollowFacts, InterestListEntry } from './schema';

/** What decides whether a group can be followed and what its list's state is (./rules). */
const groupFacts = {
  groupId: propertyGroups.id,
  slug: propertyGroups.slug,
  name: propertyGroups.name,
  city: propertyGroups.city,
  companyId: propertyGroups.companyId,
  publicationStatus: propertyGroups.publicationStatus,
  isNewBuild: propertyGroups.isNewBuild,
  hasWaitingList: propertyGroups.hasWaitingList,
  // Qualified by hand: drizzle writes bare column names here, and `id` would be the home's.
  openHomes: sql<number>`(select count(*)::int from ${properties} where properties.group_id = property_groups.id and ${searchableHomeCondition()})`,
  // A group's list takes sign-ups until the landlord closes it (no row yet: open, lib/waiting-lists).
  waitingListClosed: sql<boolean>`exists (select 1 from ${waitingLists} w where w.group_id = property_groups.id and not w.open)`,
};

export async function findGroupFacts(db: Db, where: { slug: string } | { id: number }): Promise<GroupFollowFacts | null> {
  const [row] = await db
    .select(groupFacts)
    .from(propertyGroups)
    .where('slug' in where ? eq(propertyGroups.slug, where.slug) : eq(propertyGroups.id, where.id));
  return row ?? null;
}

/** The public new builds (of the town, when named) with the facts that decide whether they can be followed, by name. */
export async function findNewBuildFacts(
  db: Db,
  where: { citySlug?: string; scope: CompanyScope },
  limit: number,
): Promise<GroupFollowFacts[]> {
  return db
    .select(groupFacts)
    .from(propertyGroups)
    .where(
      and(
        eq(propertyGroups.isNewBuild, true),
        publicGroupCondition(),
        where.citySlug ? eq(propertyGroups.citySlug, where.citySlug) : undefined,
        groupInScopeCondition(where.scope),
      ),
    )
    .orderBy(propertyGroups.name, propertyGroups.id)
    .limit(limit);
}

/** Follows the group (again: the language and consent given now replace the earlier ones). */
export async function upsertEntry(
  db: Db,
  entry: { userId: string; groupId: number; locale: Locale; marketingConsent: boolean },
  now: Date,
) {
  const marketingConsentAt = entry.marketingConsent ? now : null;
  await db
    .insert(interestListEntries)
    .values({ userId: entry.userId, groupId: entry.groupId, locale: entry.locale, marketingConsentAt, createdAt: now })
    .onConflictDoUpdate({
      target: [interestListEntries.userId, interestListEntries.groupId],
      // A consent already given keeps its original time.
      set: {
        locale: entry.locale,
        marketingConsentAt: entry.marketingConsent ? sql`coalesce(${interestListEntries.marketingConsentAt}, ${now})` : null,
      },
    });
}

export async function setMarketingConsent(db: Db, userId: string, groupId: number, consent: boolean, now: Date): Promise<boolean> {
  const rows = await db
    .update(interestListEntries)
    .set({ marketingConsentAt: consent ? sql`coalesce(${interestListEntries.marketingConsentAt}, ${now})` : null })
    .where(and(eq(interestListEntries.userId, userId), eq(interestListEntries.groupId, groupId)))
    .returning({ id: interestListEntries.id });
  return rows.length > 0;
}

export async function deleteEntry(db: Db, userId: string, groupId: number): Promise<boolean> {
  const rows = await db
    .delete(interestListEntries)
    .where(and(eq(interestListEntries.userId, userId), eq(interestListEntries.groupId, groupId)))
    .returning({ id: interestListEntries.id });
  return rows.length > 0;
}

export async function isFollowing(db: Db, userId: string, groupId: number): Promise<{ marketingConsent: boolean } | null> {
  const [row] = await db
    .select({ marketingConsentAt: interestListEntries.marketingConsentAt })
    .from(interestListEntries)
    .where(and(eq(interestListEntries.userId, userId), eq(interestListEntries.groupId, groupId)));
  return row ? { marketingConsent: row.marketingConsentAt !== null } : null;
}

const lastAnnouncement = sql<{ event: InterestListEvent; at: string } | null>`(
  select json_build_object('event', a.event, 'at', a.created_at)
  from ${interestListAnnouncements} a where a.group_id = property_groups.id
  order by a.created_at desc, a.id desc limit 1)`;

/** The person's lists, newest first, with what the state of each is made of. */
export async function findEntriesOf(db: Db, userId: string): Promise<(GroupFollowFacts & Omit<InterestListEntry, 'state' | 'group'>)[]> {
  const rows = await db
    .select({
      ...groupFacts,
      since: interestListEntries.createdAt,
      marketingConsentAt: interestListEntries.marketingConsentAt,
      lastAnnouncement,
    })
    .from(interestListEntries)
    .innerJoin(propertyGroups, eq(propertyGroups.id, interestListEntries.groupId))
    .where(eq(interestListEntries.userId, userId))
    .orderBy(desc(interestListEntries.createdAt), desc(interestListEntries.id));
  return rows.map(({ since, marketingConsentAt, lastAnnouncement: last, ...facts }) => ({
    ...facts,
    since: since.toISOString(),
    marketingConsent: marketingConsentAt !== null,
    lastAnnouncement: last ? { event: last.event, at: new Date(last.at).toISOString() } : null,
  }));
}

/** Records the announcement; false when this (group, event, reference) was already announced. */
export async function claimAnnouncement(
  db: Db,
  groupId: number,
  event: InterestListEvent,
  reference: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .insert(interestListAnnouncements)
    .values({ groupId, event, reference, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: interestListAnnouncements.id });
  return row?.id ?? null;
}

export async function setAnnouncementRecipients(db: Db, id: number, recipients: number): Promise<void> {
  await db.update(interestListAnnouncements).set({ recipients }).where(eq(interestListAnnouncements.id, id));
}

export type Follower = { userId: string; email: string; name: string; locale: Locale };

/** Everyone on the group's list who can still be mailed (deactivated accounts are left out). */
export function findFollowers(db: Db, groupId: number): Promise<Follower[]> {
  return db
    .select({ userId: users.id, email: users.email, name: users.name, locale: interestListEntries.locale })
    .from(interestListEntries)
    .innerJoin(users, eq(users.id, interestListEntries.userId))
    .where(and(eq(interestListEntries.groupId, groupId), sql`${users.deactivatedAt} is null`))
    .orderBy(interestListEntries.id);
}
