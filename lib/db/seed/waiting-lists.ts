import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { insertUnnested } from '@/lib/db/bulk-insert';
import { users } from '@/lib/db/schema/accounts';
import { properties, propertyGroups, PublicationStatus } from '@/lib/db/schema/catalogue';
import { waitingListOfferRecipients, waitingListOffers } from '@/lib/db/schema/waiting-list-offers';
import {
  waitingListExits,
  waitingListMemberships,
  waitingListPositionSnapshots,
  waitingLists,
  type MembershipState,
} from '@/lib/db/schema/waiting-lists';
import type { Db } from '@/lib/db/types';
import { addDays, todayInCopenhagen } from '@/lib/time/copenhagen';
import { cprHmac, encryptCpr } from '@/lib/cpr/cpr-crypto';
import { DEMO_USERS } from './accounts';

/** The companies' own affiliation choices, one set per list in turn. */
const AFFILIATIONS = [
  ['Ingen tilknytning'],
  ['Ingen tilknytning', 'Ansat', 'Medlem af pensionskassen'],
  ['Ingen tilknytning', 'Lejer hos udlejeren'],
];
/** The companies' English words for them; the last list gave none for its second choice (shown in Danish). */
const AFFILIATIONS_EN = [['No affiliation'], ['No affiliation', 'Employee', 'Member of the pension fund'], ['No affiliation']];

const DAY = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 180;

/** The demo tenant's two lists: members ahead now, housed during the last half year, behind. */
const DEMO_LISTS: { state: MembershipState; ahead: number; housed: number; behind: number; seniority: string }[] = [
  { state: 'active', ahead: 17, housed: 9, behind: 24, seniority: '2023-04-17' },
  { state: 'passive', ahead: 4, housed: 2, behind: 11, seniority: '2025-09-02' },
];

/** A valid, fictitious CPR number per demo member (born 1 January, serials from 4000). */
function cprOf(n: number): string {
  return `0101${String(70 + (n % 30)).padStart(2, '0')}-${4000 + n}`;
}

const isoDate = (time: number) => todayInCopenhagen(new Date(time));

/** The groups keeping a waiting list, in id order (the seed made them; their fees are on the group). */
async function listGroups(db: Db) {
  return db
    .select({ id: propertyGroups.id, fee: propertyGroups.waitingListYearlyFee, status: propertyGroups.publicationStatus })
    .from(propertyGroups)
    .where(or(eq(propertyGroups.hasWaitingList, true), eq(propertyGroups.publicationStatus, PublicationStatus.WAITING_LIST)))
    .orderBy(asc(propertyGroups.id));
}

/**
 * Every seeded waiting list gets its settings (affiliations in turn, one list closed for sign-up),
 * and the demo tenant is on two free lists — one active, one passive — with other members around
 * them, the members housed over the last half year and a daily position history, so /ventelister
 * shows places, a chart and an estimated wait on a fresh `npm start`. Dates count back from today:
 * the page shows the last year.
 */
export async function seedWaitingLists(db: Db, now = new Date()) {
  const groups = await listGroups(db);
  if (!groups.length) return;
  // One statement whatever the number of lists (90,000 at 1M homes: past drizzle's parameters).
  const lists = await insertUnnested<typeof waitingLists, { id: number; groupId: number }>(
    db,
    waitingLists,
    groups.map((group, i) => ({ groupId: group.id, affiliationOptions: AFFILIATIONS[i % AFFILIATIONS.length], open: true })),
    sql`id, group_id as "groupId"`,
  );
  for (const [i, english] of AFFILIATIONS_EN.entries()) {
    await db.update(waitingLists).set({ affiliationOptionsEn: english }).where(eq(waitingLists.affiliationOptions, AFFILIATIONS[i]));
  }
  const publicFree = groups.filter(
    (g) => g.fee === 0 && (g.status === PublicationStatus.PUBLISHED || g.status === PublicationStatus.WAITING_LIST),
  );
  const demoGroups = publicFree.slice(0, DEMO_LISTS.length).map((g) => g.id);
  // One public list closed for sign-up, so "tell me when it opens" can be seen.
  const closed = groups.find((g) => !demoGroups.includes(g.id) && g.status === PublicationStatus.WAITING_LIST);
  if (closed) await db.update(waitingLists).set({ open: false }).where(eq(waitingLists.groupId, closed.id));
  let member = 0;
  for (const [i, story] of DEMO_LISTS.entries()) {
    const list = lists.find((l) => l.groupId === demoGroups[i]);
    if (list) member = await seedDemoList(db, list.id, story, member, now.getTime());
  }
}

async function seedDemoList(db: Db, listId: number, story: (typeof DEMO_LISTS)[number], firstMember: number, now: number): Promise<number> {
  const others = Array.from({ length: story.ahead + story.behind }, (_, i) => firstMember + i);
  await db.insert(users).values(
    others.map((n) => ({
      id: `waiting-list-member-${n}`,
      name: `Ventelistemedlem ${n}`,
      email: `medlem-${n}@hjemly.invalid`,
      emailVerified: true,
    })),
  );
  // Calendar days, like the history below: the members ahead joined before the demo tenant, those behind lately.
  const seniority = (n: number, ahead: boolean) => (ahead ? addDays(story.seniority, -(n + 1) * 9) : addDays(isoDate(now), -(n + 1) * 5));
  const rows = others.map((n, i) => ({
    userId: `waiting-list-member-${n}`,
    ahead: i < story.ahead,
    seniorityDate: seniority(i < story.ahead ? i : i - story.ahead, i < story.ahead),
    cpr: cprOf(n),
  }));
  const demo = { userId: DEMO_USERS.tenant.id, seniorityDate: story.seniority, cpr: '241086-1234' };
  await db.insert(waitingListMemberships).values(
    [...rows, demo].map((row) => ({
      listId,
      userId: row.userId,
      seniorityDate: row.seniorityDate,
      signedUpAt: new Date(`${row.seniorityDate}T10:00:00Z`),
      state: row.userId === demo.userId ? story.state : ('active' as const),
      affiliation: 'Ingen tilknytning',
      cprEncrypted: encryptCpr(row.cpr),
      cprHmac: cprHmac(row.cpr),
      sizeFrom: row.userId === demo.userId ? 60 : null,
      roomsFrom: row.userId === demo.userId ? 2 : null,
      rentTo: row.userId === demo.userId ? 11_000 : null,
    })),
  );
  // Members housed over the history: the demo tenant moved up one place each time.
  const housedAt = Array.from({ length: story.housed }, (_, i) => now - Math.round(((i + 1) * HISTORY_DAYS * DAY) / (story.housed + 1)));
  await db.insert(waitingListExits).values(housedAt.map((at) => ({ listId, reason: 'housed' as const, endedAt: new Date(at) })));
  await seedAwards(
    db,
    listId,
    housedAt,
    rows.filter((row) => row.ahead),
    firstMember,
  );
  await seedHistory(db, listId, story, housedAt, now);
  return firstMember + others.length;
}

/** How many members each demo award was offered to: enough that its outcome may name the winner's place. */
const OFFERED_PER_AWARD = 6;

/**
 * The offers that housed those members, so the homes' and the group's pages tell what happened: each
 * home of the group in turn was offered ten days before the exit to the member housed and the five
 * members ahead now (the winner third in the queue then), and awarded on the day of the exit.
 */
async function seedAwards(
  db: Db,
  listId: number,
  housedAt: number[],
  ahead: { userId: string; seniorityDate: string }[],
  firstMember: number,
) {
  const [list] = await db.select({ groupId: waitingLists.groupId }).from(waitingLists).where(eq(waitingLists.id, listId));
  const homes = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.groupId, list.groupId))
    .orderBy(asc(properties.id));
  const others = ahead.slice(0, OFFERED_PER_AWARD - 1);
  if (!homes.length || others.length < OFFERED_PER_AWARD - 1) return;
  for (const [i, at] of housedAt.entries()) {
    const winnerId = `housed-member-${firstMember}-${i}`;
    await db
      .insert(users)
      .values({ id: winnerId, name: `Boligtager ${firstMember + i}`, email: `boligtager-${firstMember + i}@hjemly.invalid` });
    const offeredAt = new Date(at - 10 * DAY);
    const [offer] = await db
      .insert(waitingListOffers)
      .values({ listId, propertyId: homes[i % homes.length].id, deadline: new Date(at - 3 * DAY), createdAt: offeredAt })
      .returning({ id: waitingListOffers.id });
    const pool = [...others.slice(0, 2), { userId: winnerId, seniorityDate: others[1].seniorityDate }, ...others.slice(2)];
    const recipients = await db
      .insert(waitingListOfferRecipients)
      .values(
        pool.map((member, position) => ({
          offerId: offer.id,
          userId: member.userId,
          position: position + 1,
          seniorityDate: member.seniorityDate,
          locale: 'da-DK' as const,
          answer: member.userId === winnerId ? ('interested' as const) : ('notInterested' as const),
          answeredAt: offeredAt,
        })),
      )
      .returning({ id: waitingListOfferRecipients.id, userId: waitingListOfferRecipients.userId });
    const winner = recipients.find((r) => r.userId === winnerId)!;
    await db
      .update(waitingListOffers)
      .set({ awardedRecipientId: winner.id, awardedAt: new Date(at) })
      .where(eq(waitingListOffers.id, offer.id));
  }
}

/** The demo tenant's daily place for the last HISTORY_DAYS: one place better after each housed member. */
async function seedHistory(db: Db, listId: number, story: (typeof DEMO_LISTS)[number], housedAt: number[], now: number) {
  const [membership] = await db
    .select({ id: waitingListMemberships.id })
    .from(waitingListMemberships)
    .where(and(eq(waitingListMemberships.listId, listId), inArray(waitingListMemberships.userId, [DEMO_USERS.tenant.id])));
  const today = isoDate(now);
  const points = Array.from({ length: HISTORY_DAYS }, (_, d) => HISTORY_DAYS - d).map((daysAgo) => {
    const day = now - daysAgo * DAY;
    const position = story.ahead + 1 + housedAt.filter((at) => at > day).length;
    return {
      membershipId: membership.id,
      // Counted in calendar days: 24-hour steps across the end of summer time give one date twice.
      takenOn: addDays(today, -daysAgo),
      position,
      // Passive only for the last month on the passive list.
      activePosition: story.state === 'passive' && day > now - 30 * DAY ? null : position,
      members: story.ahead + story.behind + 1 + housedAt.filter((at) => at > day).length,
    };
  });
  await db.insert(waitingListPositionSnapshots).values(points);
}
