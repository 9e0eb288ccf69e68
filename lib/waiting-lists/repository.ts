import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, notLike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { groupInScopeCondition, publicHomeCondition, publicWaitingListCondition, type CompanyScope } from '@/lib/catalogue/visibility';
import { companies, properties, propertyGroups } from '@/lib/db/schema/catalogue';
import {
  waitingListExits,
  waitingListInvitations,
  waitingListMemberships,
  waitingListPendingSignups,
  waitingListPositionSnapshots,
  waitingLists,
  type MembershipEndReason,
  type MembershipState,
} from '@/lib/db/schema/waiting-lists';
import { preparedRead } from '@/lib/db/prepared';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import type { Criteria, ListSettingsChange, PositionPoint, WaitingListFilter, WaitingListSummary } from './schema';

const memberships = waitingListMemberships;

function locationCondition(location: NonNullable<WaitingListFilter['location']>): SQL {
  if (location.kind === 'city') return eq(propertyGroups.citySlug, location.key);
  if (location.kind === 'postcode') return eq(propertyGroups.postcode, location.key);
  return eq(propertyGroups.municipalityCode, location.key);
}

// A group whose list row is not made yet takes the defaults: open for sign-up.
const listIsOpen = sql<boolean>`coalesce(${waitingLists.open}, true)`;

/**
 * Public groups that keep a waiting list, by id (keyset), with how many of their homes are available
 * and whether the list takes sign-ups.
 */
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
      open: listIsOpen,
      imageId: sql<number | null>`${propertyGroups.imageIds}[1]`,
    })
    .from(propertyGroups)
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .leftJoin(available, eq(available.groupId, propertyGroups.id))
    .leftJoin(waitingLists, eq(waitingLists.groupId, propertyGroups.id))
    .where(
      and(
        publicWaitingListCondition(),
        groupInScopeCondition(scope),
        gt(propertyGroups.id, afterId),
        filter.location ? locationCondition(filter.location) : undefined,
        filter.freeOnly ? eq(propertyGroups.waitingListYearlyFee, 0) : undefined,
        filter.openOnly ? listIsOpen : undefined,
      ),
    )
    .orderBy(asc(propertyGroups.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, availableCount: Number(r.availableCount) }));
}

/** A public group's waiting list as the sign-up needs it; `list` is null until its row is made. */
export async function findListOfGroup(db: Db, slug: string, scope: CompanyScope) {
  const [row] = await db
    .select({
      groupId: propertyGroups.id,
      groupSlug: propertyGroups.slug,
      groupName: propertyGroups.name,
      companyName: companies.name,
      yearlyFeeKr: propertyGroups.waitingListYearlyFee,
      requiresMitid: propertyGroups.waitingListRequiresMitid,
      list: waitingLists,
    })
    .from(propertyGroups)
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .leftJoin(waitingLists, eq(waitingLists.groupId, propertyGroups.id))
    .where(and(eq(propertyGroups.slug, slug), publicWaitingListCondition(), groupInScopeCondition(scope)));
  return row;
}

/** The list's row, made with the defaults the first time it is needed; safe when two requests race. */
export async function ensureList(db: Db, groupId: number): Promise<typeof waitingLists.$inferSelect> {
  await db.insert(waitingLists).values({ groupId }).onConflictDoNothing({ target: waitingLists.groupId });
  const [row] = await db.select().from(waitingLists).where(eq(waitingLists.groupId, groupId));
  return row;
}

export async function findList(db: Db, listId: number) {
  const [row] = await db
    .select({
      list: waitingLists,
      groupSlug: propertyGroups.slug,
      groupName: propertyGroups.name,
      companyId: companies.id,
      companyName: companies.name,
      yearlyFeeKr: propertyGroups.waitingListYearlyFee,
    })
    .from(waitingLists)
    .innerJoin(propertyGroups, eq(propertyGroups.id, waitingLists.groupId))
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .where(eq(waitingLists.id, listId));
  return row;
}

/** The company's settings of a list; the fields not given stay as they are. */
export async function setListSettings(db: Db, listId: number, change: ListSettingsChange): Promise<void> {
  await db.update(waitingLists).set(change).where(eq(waitingLists.id, listId));
}

export type NewMembership = {
  listId: number;
  userId: string;
  locale: Locale;
  seniorityDate: string;
  affiliation: string;
  cprEncrypted: string;
  cprHmac: string;
  criteria: Criteria;
  signedUpAt: Date;
};

/** The new membership's id, or null when the person (account or CPR) is already on the list. */
export async function insertMembership(db: Db, { criteria, ...values }: NewMembership): Promise<number | null> {
  const [row] = await db
    .insert(memberships)
    .values({ ...values, ...criteria, updatedAt: values.signedUpAt })
    .onConflictDoNothing()
    .returning({ id: memberships.id });
  return row?.id ?? null;
}

/** Who already holds a place on the list: this account, or this CPR number under any of its HMACs. */
export async function findExistingMember(db: Db, listId: number, userId: string, cprHmacs: string[]): Promise<'account' | 'cpr' | null> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.listId, listId), sql`(${memberships.userId} = ${userId} or ${inArray(memberships.cprHmac, cprHmacs)})`));
  if (rows.some((row) => row.userId === userId)) return 'account';
  return rows.length ? 'cpr' : null;
}

export async function findMembershipIdOf(db: Db, listId: number, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.listId, listId), eq(memberships.userId, userId)));
  return row?.id ?? null;
}

/** The queue order: seniority, then who signed up first, then the id (never two equal places). */
const queueOrder = sql`${memberships.seniorityDate}, ${memberships.signedUpAt}, ${memberships.id}`;

/**
 * Every membership of the lists `listCondition` selects, with its place among all and among active
 * members (counted only over active rows, so a passive member's place among active ones is null).
 */
function rankedMemberships(db: Db, listCondition: SQL | undefined) {
  return db
    .select({
      id: memberships.id,
      listId: memberships.listId,
      userId: memberships.userId,
      state: memberships.state,
      position: sql<number>`row_number() over (partition by ${memberships.listId} order by ${queueOrder})::int`.as('position'),
      members: sql<number>`count(*) over (partition by ${memberships.listId})::int`.as('members'),
      activePosition: sql<
        number | null
      >`case when ${memberships.state} = 'active' then (count(*) filter (where ${memberships.state} = 'active') over (partition by ${memberships.listId} order by ${queueOrder} rows between unbounded preceding and current row))::int end`.as(
        'active_position',
      ),
      activeMembers:
        sql<number>`(count(*) filter (where ${memberships.state} = 'active') over (partition by ${memberships.listId}))::int`.as(
          'active_members',
        ),
    })
    .from(memberships)
    .where(listCondition)
    .as('ranked');
}

/**
 * Where one membership stands on its list, counted in one pass over the list's members: the same
 * places as rankedMemberships, without sorting and ranking the whole list for one person's row.
 * A person reloads their places often (most of all when a popular list opens), and ranking a list
 * of thousands cost PostgreSQL several milliseconds a time where this costs one.
 */
function placeOnList(db: Db) {
  const other = alias(memberships, 'other');
  const before = sql`(${other.seniorityDate}, ${other.signedUpAt}, ${other.id}) < (${queueOrder})`;
  const active = sql`${other.state} = 'active'`;
  return db
    .select({
      position: sql<number>`(count(*) filter (where ${before}) + 1)::int`.as('position'),
      members: sql<number>`count(*)::int`.as('members'),
      activeAhead: sql<number>`(count(*) filter (where ${active} and ${before}))::int`.as('active_ahead'),
      activeMembers: sql<number>`(count(*) filter (where ${active}))::int`.as('active_members'),
    })
    .from(other)
    .where(eq(other.listId, memberships.listId))
    .as('place');
}

/** A person's memberships with their places, the list and its group; oldest seniority first. */
export async function findMembershipsOf(db: Db, userId: string) {
  return membershipsOfUser(db).execute({ userId });
}

// What /ventelister and /konto show the person on every visit: built once (lib/db/prepared.ts).
const membershipsOfUser = preparedRead('waiting_list_memberships_of_user', (db) => {
  const place = placeOnList(db);
  return db
    .select({
      membership: memberships,
      position: place.position,
      members: place.members,
      activePosition: sql<number | null>`case when ${memberships.state} = 'active' then ${place.activeAhead} + 1 end`,
      activeMembers: place.activeMembers,
      groupSlug: propertyGroups.slug,
      groupName: propertyGroups.name,
      companyName: companies.name,
      yearlyFeeKr: propertyGroups.waitingListYearlyFee,
      offersCriteria: waitingLists.offersCriteria,
    })
    .from(memberships)
    .crossJoinLateral(place)
    .innerJoin(waitingLists, eq(waitingLists.id, memberships.listId))
    .innerJoin(propertyGroups, eq(propertyGroups.id, waitingLists.groupId))
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .where(eq(memberships.userId, sql.placeholder('userId')))
    .orderBy(memberships.seniorityDate, memberships.id);
});

/** A list's members in queue order, with their places (for offers: the next N active members). */
export async function findMembersInOrder(db: Db, listId: number, options: { activeOnly: boolean; limit: number; afterPosition: number }) {
  const ranked = rankedMemberships(db, eq(memberships.listId, listId));
  return db
    .select({
      membership: memberships,
      position: ranked.position,
      activePosition: ranked.activePosition,
      members: ranked.members,
      activeMembers: ranked.activeMembers,
    })
    .from(ranked)
    .innerJoin(memberships, eq(memberships.id, ranked.id))
    .where(and(gt(ranked.position, options.afterPosition), options.activeOnly ? eq(ranked.state, 'active') : undefined))
    .orderBy(ranked.position)
    .limit(options.limit);
}

export async function findMembershipOf(db: Db, userId: string, id: number) {
  const [row] = await db
    .select({ membership: memberships, yearlyFeeKr: propertyGroups.waitingListYearlyFee })
    .from(memberships)
    .innerJoin(waitingLists, eq(waitingLists.id, memberships.listId))
    .innerJoin(propertyGroups, eq(propertyGroups.id, waitingLists.groupId))
    .where(and(eq(memberships.id, id), eq(memberships.userId, userId)));
  return row;
}

/** Changes `userId`'s membership; false when they have none with that id. */
export async function updateMembershipOf(
  db: Db,
  userId: string,
  id: number,
  changes: { state?: MembershipState; criteria?: Criteria },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(memberships)
    .set({ ...(changes.state ? { state: changes.state } : {}), ...(changes.criteria ?? {}), updatedAt: now })
    .where(and(eq(memberships.id, id), eq(memberships.userId, userId)))
    .returning({ id: memberships.id });
  return rows.length > 0;
}

export async function setStateOfAll(db: Db, userId: string, state: MembershipState, now: Date): Promise<number> {
  const rows = await db
    .update(memberships)
    .set({ state, updatedAt: now })
    .where(eq(memberships.userId, userId))
    .returning({ id: memberships.id });
  return rows.length;
}

/**
 * Deletes the membership (seniority and history go with it) and records the exit without the person,
 * for the list's turnover. `userId` restricts it to that person's own; null when there is no such row.
 */
export async function deleteMembership(
  db: Db,
  id: number,
  reason: MembershipEndReason,
  now: Date,
  userId?: string,
): Promise<{ listId: number } | null> {
  const [row] = await db
    .delete(memberships)
    .where(and(eq(memberships.id, id), userId === undefined ? undefined : eq(memberships.userId, userId)))
    .returning({ listId: memberships.listId });
  if (!row) return null;
  await db.insert(waitingListExits).values({ listId: row.listId, reason, endedAt: now });
  return row;
}

/** How many members each list housed since `since` (the turnover behind the estimated wait). */
export async function countHousedSince(db: Db, listIds: number[], since: Date): Promise<Map<number, number>> {
  if (!listIds.length) return new Map();
  const rows = await db
    .select({ listId: waitingListExits.listId, n: sql<number>`count(*)::int` })
    .from(waitingListExits)
    .where(and(inArray(waitingListExits.listId, listIds), eq(waitingListExits.reason, 'housed'), gte(waitingListExits.endedAt, since)))
    .groupBy(waitingListExits.listId);
  return new Map(rows.map((row) => [row.listId, Number(row.n)]));
}

/**
 * Today's place of every member of every list, in one statement; run again the same day it
 * overwrites that day's row, so the job is idempotent.
 */
export async function snapshotAllPositions(db: Db, takenOn: string): Promise<number> {
  const ranked = rankedMemberships(db, undefined);
  const rows = await db
    .insert(waitingListPositionSnapshots)
    .select(
      db
        .select({
          membershipId: ranked.id,
          takenOn: sql<string>`${takenOn}::date`.as('taken_on'),
          position: ranked.position,
          activePosition: ranked.activePosition,
          members: ranked.members,
        })
        .from(ranked),
    )
    .onConflictDoUpdate({
      target: [waitingListPositionSnapshots.membershipId, waitingListPositionSnapshots.takenOn],
      set: {
        position: sql`excluded.position`,
        activePosition: sql`excluded.active_position`,
        members: sql`excluded.members`,
      },
    })
    .returning({ id: waitingListPositionSnapshots.membershipId });
  return rows.length;
}

/** Each of the person's memberships' first daily place on or after `since` (yyyy-mm-dd), by membership id. */
export async function findFirstPositionsSince(db: Db, userId: string, since: string): Promise<Map<number, number>> {
  const snapshots = waitingListPositionSnapshots;
  const rows = await db
    .selectDistinctOn([snapshots.membershipId], { membershipId: snapshots.membershipId, position: snapshots.position })
    .from(snapshots)
    .innerJoin(memberships, eq(memberships.id, snapshots.membershipId))
    .where(and(eq(memberships.userId, userId), gte(snapshots.takenOn, since)))
    .orderBy(snapshots.membershipId, asc(snapshots.takenOn));
  return new Map(rows.map((row) => [row.membershipId, row.position]));
}

/** The memberships' daily places since `since` (yyyy-mm-dd), oldest first. */
export async function findHistories(db: Db, membershipIds: number[], since: string): Promise<Map<number, PositionPoint[]>> {
  const histories = new Map<number, PositionPoint[]>(membershipIds.map((id) => [id, []]));
  if (!membershipIds.length) return histories;
  const rows = await db
    .select()
    .from(waitingListPositionSnapshots)
    .where(and(inArray(waitingListPositionSnapshots.membershipId, membershipIds), gte(waitingListPositionSnapshots.takenOn, since)))
    .orderBy(waitingListPositionSnapshots.takenOn);
  for (const row of rows) {
    histories.get(row.membershipId)!.push({ date: row.takenOn, position: row.position, activePosition: row.activePosition });
  }
  return histories;
}

export type NewPendingSignup = Omit<NewMembership, 'seniorityDate' | 'signedUpAt'> & {
  reference: string;
  seniorityDate?: string;
  invitationId?: number;
};

export async function insertPendingSignup(db: Db, { criteria, ...values }: NewPendingSignup): Promise<void> {
  await db.insert(waitingListPendingSignups).values({ ...values, ...criteria });
}

/** `userId`'s pending sign-up under `reference`; another person's is not found. */
export async function findPendingSignupOf(db: Db, userId: string, reference: string) {
  const [row] = await db
    .select()
    .from(waitingListPendingSignups)
    .where(and(eq(waitingListPendingSignups.reference, reference), eq(waitingListPendingSignups.userId, userId)));
  return row;
}

/** The pending sign-up, locked for the rest of the transaction (two fulfilments of one payment queue up). */
export async function lockPendingSignup(db: Db, reference: string) {
  const [row] = await db.select().from(waitingListPendingSignups).where(eq(waitingListPendingSignups.reference, reference)).for('update');
  return row;
}

export async function markPendingCompleted(db: Db, reference: string, membershipId: number, now: Date): Promise<void> {
  await db
    .update(waitingListPendingSignups)
    .set({ membershipId, completedAt: now })
    .where(eq(waitingListPendingSignups.reference, reference));
}

export function criteriaOf(row: Criteria): Criteria {
  return {
    sizeFrom: row.sizeFrom,
    sizeTo: row.sizeTo,
    roomsFrom: row.roomsFrom,
    roomsTo: row.roomsTo,
    rentFrom: row.rentFrom,
    rentTo: row.rentTo,
  };
}

/** Rows whose CPR was encrypted under another key than `prefix` names (a key rotation), a batch at a time. */
export async function findCprsNotUnder(db: Db, prefix: string, limit: number) {
  const [members, pending] = await Promise.all([
    db
      .select({ id: memberships.id, cprEncrypted: memberships.cprEncrypted })
      .from(memberships)
      .where(notLike(memberships.cprEncrypted, `${prefix}%`))
      .limit(limit),
    db
      .select({ reference: waitingListPendingSignups.reference, cprEncrypted: waitingListPendingSignups.cprEncrypted })
      .from(waitingListPendingSignups)
      .where(notLike(waitingListPendingSignups.cprEncrypted, `${prefix}%`))
      .limit(limit),
  ]);
  return { members, pending };
}

/** How many stored CPR numbers each key id sealed (`v1.<id>.…`), memberships and pending sign-ups together. */
export async function countCprsByKeyId(db: Db): Promise<{ keyId: string; rows: number }[]> {
  const result = await db.execute<{ keyId: string; rows: number }>(sql`
    select key_id as "keyId", count(*)::int as rows from (
      select split_part(${memberships.cprEncrypted}, '.', 2) as key_id from ${memberships}
      union all
      select split_part(${waitingListPendingSignups.cprEncrypted}, '.', 2) from ${waitingListPendingSignups}
    ) stored group by key_id order by key_id`);
  return (result as unknown as { rows: { keyId: string; rows: number }[] }).rows;
}

export async function rewriteMembershipCpr(db: Db, id: number, cpr: { cprEncrypted: string; cprHmac: string }): Promise<void> {
  await db.update(memberships).set(cpr).where(eq(memberships.id, id));
}

export async function rewritePendingCpr(db: Db, reference: string, cpr: { cprEncrypted: string; cprHmac: string }): Promise<void> {
  await db.update(waitingListPendingSignups).set(cpr).where(eq(waitingListPendingSignups.reference, reference));
}

/** Pending sign-ups never paid since `unpaidBefore`, and paid ones completed before `completedBefore`. */
export async function deletePendingSignups(db: Db, unpaidBefore: Date, completedBefore: Date): Promise<number> {
  const rows = await db
    .delete(waitingListPendingSignups)
    .where(
      or(
        and(isNull(waitingListPendingSignups.completedAt), lt(waitingListPendingSignups.createdAt, unpaidBefore)),
        and(isNotNull(waitingListPendingSignups.completedAt), lt(waitingListPendingSignups.completedAt, completedBefore)),
      ),
    )
    .returning({ reference: waitingListPendingSignups.reference });
  return rows.length;
}

/** Invitations that expired (or were used) before `before`: the imported person's address goes with them. */
export async function deleteInvitationsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(waitingListInvitations)
    .where(or(lt(waitingListInvitations.expiresAt, before), lt(waitingListInvitations.completedAt, before)))
    .returning({ id: waitingListInvitations.id });
  return rows.length;
}
