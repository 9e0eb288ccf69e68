import { and, asc, eq, gt, gte, inArray, isNull, lte, notExists, or, sql, type AnyColumn } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { users } from '@/lib/db/schema/accounts';
import { companies, properties, propertyGroups } from '@/lib/db/schema/catalogue';
import {
  waitingListOfferRecipients as recipients,
  waitingListOffers as offers,
  type WaitingListOfferAnswer,
} from '@/lib/db/schema/waiting-list-offers';
import { waitingListMemberships as memberships, waitingLists } from '@/lib/db/schema/waiting-lists';
import { preparedRead } from '@/lib/db/prepared';
import type { Db } from '@/lib/db/types';
import { homeAddressColumns, homeAddressText } from '@/lib/catalogue/address-columns';

/** A group or home as the provider API names it (the company's own id) or the console does (ours). */
export type CatalogueKey = { externalId: string } | { id: number };

const groupKey = (key: CatalogueKey) => ('id' in key ? eq(propertyGroups.id, key.id) : eq(propertyGroups.externalId, key.externalId));
const homeKey = (key: CatalogueKey) => ('id' in key ? eq(properties.id, key.id) : eq(properties.externalId, key.externalId));

/** What an offer shows of its home: where it is, its size and rooms, what it costs and when it is free. */
const offeredHomeColumns = {
  slug: properties.slug,
  ...homeAddressColumns,
  rooms: properties.rooms,
  sizeM2: properties.sizeM2,
  monthlyRent: properties.monthlyRent,
  aconto: properties.aconto,
  deposit: properties.deposit,
  prepaidRent: properties.prepaidRent,
  wastewaterCost: properties.wastewaterCost,
  vacancyDate: properties.vacancyDate,
};

/** A query on recipients, joined to their offer, its home and the home's group. */
function joinOfferHome<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(offers, eq(offers.id, recipients.offerId))
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId));
}

/** The company's group and one of its homes, as an offer names them (another company's: not found). */
export async function findOfferTarget(db: Db, companyId: number, group: CatalogueKey, home: CatalogueKey) {
  const [row] = await db
    .select({
      groupId: propertyGroups.id,
      groupName: propertyGroups.name,
      hasWaitingList: propertyGroups.hasWaitingList,
      companyName: companies.name,
      listId: waitingLists.id,
      home: { id: properties.id, ...offeredHomeColumns },
    })
    .from(propertyGroups)
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .innerJoin(properties, and(eq(properties.groupId, propertyGroups.id), homeKey(home)))
    .leftJoin(waitingLists, eq(waitingLists.groupId, propertyGroups.id))
    .where(and(eq(propertyGroups.companyId, companyId), groupKey(group)));
  return row;
}

export type OfferedHome = { id: number; rooms: number; sizeM2: number; monthlyRent: number };

/** A wish left empty (null) accepts any value; a home fits a member when it is inside every range given. */
function criteriaFit(home: OfferedHome) {
  const within = (value: number, from: AnyColumn, to: AnyColumn) => and(or(isNull(from), lte(from, value)), or(isNull(to), gte(to, value)));
  return and(
    within(home.sizeM2, memberships.sizeFrom, memberships.sizeTo),
    within(home.rooms, memberships.roomsFrom, memberships.roomsTo),
    within(home.monthlyRent, memberships.rentFrom, memberships.rentTo),
  );
}

/**
 * The next `limit` active members in queue order whose criteria the home fits and who were not
 * offered this home before (a second offer of the same home reaches the members after them).
 * `position` is the place among all members, as the landlord's member list shows it.
 */
export async function findNextMembersFor(db: Db, listId: number, home: OfferedHome, limit: number) {
  const ranked = db
    .select({
      id: memberships.id,
      position:
        sql<number>`row_number() over (order by ${memberships.seniorityDate}, ${memberships.signedUpAt}, ${memberships.id})::int`.as(
          'position',
        ),
    })
    .from(memberships)
    .where(eq(memberships.listId, listId))
    .as('ranked');
  const offeredBefore = db
    .select({ one: sql`1` })
    .from(recipients)
    .innerJoin(offers, eq(offers.id, recipients.offerId))
    .where(and(eq(offers.propertyId, home.id), eq(recipients.userId, memberships.userId)));
  return db
    .select({
      membershipId: memberships.id,
      userId: memberships.userId,
      locale: memberships.locale,
      position: ranked.position,
      seniorityDate: memberships.seniorityDate,
      name: users.name,
      email: users.email,
    })
    .from(ranked)
    .innerJoin(memberships, eq(memberships.id, ranked.id))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.state, 'active'), criteriaFit(home), notExists(offeredBefore)))
    .orderBy(asc(ranked.position))
    .limit(limit);
}

export async function insertOffer(db: Db, values: typeof offers.$inferInsert): Promise<number> {
  const [row] = await db.insert(offers).values(values).returning({ id: offers.id });
  return row.id;
}

/** The recipients' ids by their user (one recipient per user and offer). */
export async function insertRecipients(db: Db, values: (typeof recipients.$inferInsert)[]): Promise<Map<string, number>> {
  if (!values.length) return new Map();
  const rows = await db.insert(recipients).values(values).returning({ id: recipients.id, userId: recipients.userId });
  return new Map(rows.map((row) => [row.userId, row.id]));
}

/**
 * Offers of the company's group — one by id, or the newest `newest` — with their home and every
 * recipient in queue order: two queries however many offers.
 */
export async function findCompanyOffers(db: Db, companyId: number, group: CatalogueKey, which: { offerId: number } | { newest: number }) {
  const found = await db
    .select({
      offer: offers,
      homeExternalId: properties.externalId,
      home: homeAddressColumns,
      groupName: propertyGroups.name,
      companyName: companies.name,
    })
    .from(offers)
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .where(and('offerId' in which ? eq(offers.id, which.offerId) : undefined, eq(propertyGroups.companyId, companyId), groupKey(group)))
    .orderBy(sql`${offers.createdAt} desc`, sql`${offers.id} desc`)
    .limit('offerId' in which ? 1 : which.newest);
  if (!found.length) return [];
  const members = await db
    .select({ recipient: recipients, name: users.name, email: users.email })
    .from(recipients)
    .innerJoin(users, eq(users.id, recipients.userId))
    .where(
      inArray(
        recipients.offerId,
        found.map((row) => row.offer.id),
      ),
    )
    .orderBy(asc(recipients.position));
  return found.map((row) => ({ ...row, members: members.filter((member) => member.recipient.offerId === row.offer.id) }));
}

export async function findCompanyOffer(db: Db, companyId: number, group: CatalogueKey, offerId: number) {
  const [offer] = await findCompanyOffers(db, companyId, group, { offerId });
  return offer;
}

/** A recipient (the subject of their link), with the offer, its home, group and company. */
export async function findRecipient(db: Db, recipientId: number, lock = false) {
  const query = joinOfferHome(
    db
      .select({
        recipient: recipients,
        offer: offers,
        home: offeredHomeColumns,
        groupName: propertyGroups.name,
        companyName: companies.name,
      })
      .from(recipients)
      .$dynamic(),
  )
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .where(eq(recipients.id, recipientId));
  const [row] = await (lock ? query.for('update', { of: recipients }) : query);
  return row;
}

/** Every waiting-list offer the person received, with their answer and whether the home went to them, newest first. */
export async function findOffersOf(db: Db, userId: string) {
  return joinOfferHome(
    db
      .select({
        id: recipients.id,
        address: homeAddressText,
        groupName: propertyGroups.name,
        position: recipients.position,
        deadline: offers.deadline,
        answer: recipients.answer,
        answeredAt: recipients.answeredAt,
        awarded: sql<boolean>`${offers.awardedRecipientId} = ${recipients.id}`,
        createdAt: offers.createdAt,
      })
      .from(recipients)
      .$dynamic(),
  )
    .where(eq(recipients.userId, userId))
    .orderBy(sql`${offers.createdAt} desc`, sql`${recipients.id} desc`);
}

/** The person's offers still open for an answer (none given, not given away, deadline ahead), soonest first. */
export async function findUnansweredOffersOf(db: Db, userId: string, now: Date) {
  return unansweredOffersOfUser(db).execute({ userId, now });
}

/** What the person's own pages show of an offer: its deadline, home, list and the answer given. */
const pendingOfferColumns = {
  id: recipients.id,
  deadline: offers.deadline,
  homeSlug: properties.slug,
  address: homeAddressText,
  groupSlug: propertyGroups.slug,
  groupName: propertyGroups.name,
  answer: recipients.answer,
};

/** The person's offers whose answer can still be given or changed (not given away, deadline ahead), soonest first. */
export async function findOpenOffersOf(db: Db, userId: string, now: Date) {
  return joinOfferHome(db.select(pendingOfferColumns).from(recipients).$dynamic())
    .where(and(eq(recipients.userId, userId), isNull(offers.awardedRecipientId), gt(offers.deadline, now)))
    .orderBy(asc(offers.deadline));
}

// Counted in the user menu's badge on every signed-in page: built once (lib/db/prepared.ts).
const unansweredOffersOfUser = preparedRead('unanswered_waiting_list_offers_of_user', (db) =>
  joinOfferHome(db.select(pendingOfferColumns).from(recipients).$dynamic())
    .where(
      and(
        eq(recipients.userId, sql.placeholder('userId')),
        isNull(recipients.answer),
        isNull(offers.awardedRecipientId),
        gt(offers.deadline, sql.placeholder('now')),
      ),
    )
    .orderBy(asc(offers.deadline)),
);

export async function setAnswer(db: Db, recipientId: number, answer: WaitingListOfferAnswer, now: Date): Promise<void> {
  await db.update(recipients).set({ answer, answeredAt: now }).where(eq(recipients.id, recipientId));
}

/** Marks the offer given to one recipient, once: false when it was already awarded. */
export async function markAwarded(db: Db, offerId: number, recipientId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(offers)
    .set({ awardedRecipientId: recipientId, awardedAt: now })
    .where(and(eq(offers.id, offerId), isNull(offers.awardedAt)))
    .returning({ id: offers.id });
  return rows.length > 0;
}

export async function markOutcomeSent(db: Db, recipientId: number, now: Date): Promise<void> {
  await db.update(recipients).set({ outcomeSentAt: now }).where(eq(recipients.id, recipientId));
}

/**
 * Recipients whose deadline passed without an answer and who were not counted yet, locked so two
 * runs of the job never count one twice (SKIP LOCKED: a second runner takes the next rows).
 */
export async function claimLapsedRecipients(db: Db, now: Date, limit: number) {
  return db
    .select({ id: recipients.id, membershipId: recipients.membershipId })
    .from(recipients)
    .innerJoin(offers, eq(offers.id, recipients.offerId))
    .where(and(isNull(recipients.answer), isNull(recipients.lapseCountedAt), lte(offers.deadline, now)))
    .orderBy(asc(recipients.id))
    .limit(limit)
    .for('update', { of: recipients, skipLocked: true });
}

export async function markLapseCounted(db: Db, recipientId: number, now: Date): Promise<void> {
  await db.update(recipients).set({ lapseCountedAt: now }).where(eq(recipients.id, recipientId));
}

/** How many offers the member let pass without an answer since they last answered one. */
export async function countUnansweredInARow(db: Db, membershipId: number): Promise<number> {
  const lastAnswered = db
    .select({ at: sql`max(${offers.createdAt})` })
    .from(recipients)
    .innerJoin(offers, eq(offers.id, recipients.offerId))
    .where(and(eq(recipients.membershipId, membershipId), sql`${recipients.answer} is not null`));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recipients)
    .innerJoin(offers, eq(offers.id, recipients.offerId))
    .where(
      and(
        eq(recipients.membershipId, membershipId),
        sql`${recipients.lapseCountedAt} is not null`,
        or(sql`(${lastAnswered}) is null`, gt(offers.createdAt, sql`(${lastAnswered})`)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Sets an active member passive; the person and the list's name for the mail, undefined when already passive. */
export async function setMemberPassive(db: Db, membershipId: number, now: Date) {
  const [row] = await db
    .update(memberships)
    .set({ state: 'passive', updatedAt: now })
    .where(and(eq(memberships.id, membershipId), eq(memberships.state, 'active')))
    .returning({ userId: memberships.userId, listId: memberships.listId, locale: memberships.locale });
  if (!row) return undefined;
  const [person] = await db
    .select({ name: users.name, email: users.email, groupName: propertyGroups.name, companyName: companies.name })
    .from(users)
    .innerJoin(waitingLists, eq(waitingLists.id, row.listId))
    .innerJoin(propertyGroups, eq(propertyGroups.id, waitingLists.groupId))
    .innerJoin(companies, eq(companies.id, propertyGroups.companyId))
    .where(eq(users.id, row.userId));
  return person && { ...person, locale: row.locale };
}

/** The company's group, with its list when it has one. */
export async function findCompanyGroup(db: Db, companyId: number, group: CatalogueKey) {
  const [row] = await db
    .select({ groupId: propertyGroups.id, hasWaitingList: propertyGroups.hasWaitingList, listId: waitingLists.id })
    .from(propertyGroups)
    .leftJoin(waitingLists, eq(waitingLists.groupId, propertyGroups.id))
    .where(and(eq(propertyGroups.companyId, companyId), groupKey(group)));
  return row;
}

/** Names and e-mails of members, for the landlord's member list. */
export async function findPeople(db: Db, userIds: string[]) {
  if (!userIds.length) return new Map<string, { name: string; email: string }>();
  const rows = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}

/** The company's groups that keep a waiting list, with how many members each has (all and active). */
export async function findCompanyListGroups(db: Db, companyId: number) {
  return db
    .select({
      groupId: propertyGroups.id,
      name: propertyGroups.name,
      open: sql<boolean>`coalesce(${waitingLists.open}, true)`,
      requiresMitid: propertyGroups.waitingListRequiresMitid,
      members: sql<number>`count(${memberships.id})::int`,
      activeMembers: sql<number>`(count(${memberships.id}) filter (where ${memberships.state} = 'active'))::int`,
    })
    .from(propertyGroups)
    .leftJoin(waitingLists, eq(waitingLists.groupId, propertyGroups.id))
    .leftJoin(memberships, eq(memberships.listId, waitingLists.id))
    .where(and(eq(propertyGroups.companyId, companyId), eq(propertyGroups.hasWaitingList, true)))
    .groupBy(propertyGroups.id, propertyGroups.name, waitingLists.open)
    .orderBy(asc(propertyGroups.name), asc(propertyGroups.id));
}

/** The homes of a group an offer can name, by address. */
export async function findGroupHomes(db: Db, groupId: number) {
  return db
    .select({
      id: properties.id,
      street: properties.street,
      floorDoor: properties.floorDoor,
      externalId: properties.externalId,
    })
    .from(properties)
    .where(eq(properties.groupId, groupId))
    .orderBy(asc(properties.street), asc(properties.floorDoor), asc(properties.id));
}

/**
 * Active members who answered interested to one of the company's offers that has not been given
 * away, with the offered home: whom the landlord may want to show it to. Newest offer first.
 */
export async function findInterestedMembers(db: Db, companyId: number, limit: number) {
  return joinOfferHome(
    db
      .select({
        homeId: properties.id,
        homeSlug: properties.slug,
        home: homeAddressColumns,
        membershipId: memberships.id,
        name: users.name,
      })
      .from(recipients)
      .$dynamic(),
  )
    .innerJoin(memberships, eq(memberships.id, recipients.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(propertyGroups.companyId, companyId),
        eq(recipients.answer, 'interested'),
        isNull(offers.awardedRecipientId),
        eq(memberships.state, 'active'),
      ),
    )
    .orderBy(sql`${offers.createdAt} desc`, asc(offers.id), asc(recipients.position))
    .limit(limit);
}
