import { and, asc, eq, getTableColumns, gt, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { propertyGroups } from '@/lib/db/schema/catalogue';
import { openHouseEvents, openHouseRegistrations } from '@/lib/db/schema/open-house';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';

/*
 * The open-house tables, and the few columns of the group an event belongs to (its company decides
 * who may change it, its status whether the public may register, its name and slug what mails say).
 */

export type EventRow = typeof openHouseEvents.$inferSelect;
export type RegistrationRow = typeof openHouseRegistrations.$inferSelect;
export type EventGroup = {
  id: number;
  slug: string;
  name: string;
  street: string;
  postcode: string;
  externalId: string | null;
  status: number;
};
/**
 * What the public page, the console, the provider API and the waiting line all count: the places
 * taken (registrations holding one, guests and accounts alike) and the turns in the line. A
 * cancelled registration counts for nothing.
 */
export type PlaceCounts = { registered: number; waiting: number };
export type EventWithCounts = EventRow & PlaceCounts;

const r = openHouseRegistrations;
const e = openHouseEvents;

/**
 * The one count of places, per event: a query of its own rather than a subquery in each select,
 * because drizzle leaves the columns of a one-table select unqualified, and `event_id = id` inside
 * a correlated subquery then compares a registration with itself.
 */
export async function countPlaces(db: Db, eventIds: number[]): Promise<Map<number, PlaceCounts>> {
  const counts = new Map(eventIds.map((id): [number, PlaceCounts] => [id, { registered: 0, waiting: 0 }]));
  if (eventIds.length === 0) return counts;
  const rows = await db
    .select({
      eventId: r.eventId,
      registered: sql<number>`(count(*) filter (where ${r.state} = 'registered'))::int`,
      waiting: sql<number>`(count(*) filter (where ${r.state} = 'waiting'))::int`,
    })
    .from(r)
    .where(and(inArray(r.eventId, eventIds), ne(r.state, 'cancelled')))
    .groupBy(r.eventId);
  for (const { eventId, ...placeCounts } of rows) counts.set(eventId, placeCounts);
  return counts;
}

export async function countEventPlaces(db: Db, eventId: number): Promise<PlaceCounts> {
  return (await countPlaces(db, [eventId])).get(eventId)!;
}

async function withCounts<T extends EventRow>(db: Db, rows: T[]): Promise<(T & PlaceCounts)[]> {
  const counts = await countPlaces(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, ...counts.get(row.id)! }));
}

const groupColumns = {
  id: propertyGroups.id,
  slug: propertyGroups.slug,
  name: propertyGroups.name,
  street: propertyGroups.street,
  postcode: propertyGroups.postcode,
  externalId: propertyGroups.externalId,
  status: propertyGroups.publicationStatus,
};

// --- events ---------------------------------------------------------------------------------------

/** The group's events that have not ended and are not cancelled, soonest first. */
export async function findUpcomingEvents(db: Db, groupId: number, now: Date): Promise<EventWithCounts[]> {
  const rows = await db
    .select()
    .from(e)
    .where(and(eq(e.groupId, groupId), gt(e.endsAt, now), isNull(e.cancelledAt)))
    .orderBy(asc(e.startsAt), asc(e.id));
  return withCounts(db, rows);
}

export async function findGroupIdBySlug(db: Db, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: propertyGroups.id }).from(propertyGroups).where(eq(propertyGroups.slug, slug));
  return row?.id ?? null;
}

/**
 * The event and its group, the event's row locked until the transaction ends: registrations and
 * cancellations of one event take their turns, so the count of places taken is always the truth.
 */
export async function lockEvent(db: Db, eventId: number): Promise<{ event: EventRow; group: EventGroup } | null> {
  const [event] = await db.select().from(e).where(eq(e.id, eventId)).for('update');
  if (!event) return null;
  const [group] = await db.select(groupColumns).from(propertyGroups).where(eq(propertyGroups.id, event.groupId));
  return group ? { event, group } : null;
}

export async function findEventWithGroup(db: Db, eventId: number): Promise<{ event: EventRow; group: EventGroup } | null> {
  const [row] = await db
    .select({ event: e, group: groupColumns })
    .from(e)
    .innerJoin(propertyGroups, eq(propertyGroups.id, e.groupId))
    .where(eq(e.id, eventId));
  return row ?? null;
}

/** The company's group by the company's own id for it. */
export async function findCompanyGroup(db: Db, companyId: number, externalId: string): Promise<EventGroup | null> {
  const [row] = await db
    .select(groupColumns)
    .from(propertyGroups)
    .where(and(eq(propertyGroups.companyId, companyId), eq(propertyGroups.externalId, externalId)));
  return row ?? null;
}

export type CompanyEventRow = EventWithCounts & { group: EventGroup };

/** The company's events (one when `eventId` is given), newest start first; another company's are not there. */
export async function findCompanyEvents(db: Db, companyId: number, eventId?: number): Promise<CompanyEventRow[]> {
  const where: SQL[] = [eq(propertyGroups.companyId, companyId)];
  if (eventId !== undefined) where.push(eq(e.id, eventId));
  const rows = await db
    .select({ ...getTableColumns(e), group: groupColumns })
    .from(e)
    .innerJoin(propertyGroups, eq(propertyGroups.id, e.groupId))
    .where(and(...where))
    .orderBy(sql`${e.startsAt} desc`, sql`${e.id} desc`);
  return withCounts(db, rows);
}

export type EventFields = Pick<EventRow, 'startsAt' | 'endsAt' | 'place' | 'capacity'>;

export async function insertEvent(db: Db, groupId: number, fields: EventFields, now: Date): Promise<number> {
  const [row] = await db
    .insert(e)
    .values({ groupId, ...fields, createdAt: now, updatedAt: now })
    .returning({ id: e.id });
  return row.id;
}

/** The event as changed, its calendar SEQUENCE one up. */
export async function updateEvent(db: Db, eventId: number, fields: EventFields, now: Date): Promise<EventRow> {
  const [row] = await db
    .update(e)
    .set({ ...fields, sequence: sql`${e.sequence} + 1`, updatedAt: now })
    .where(eq(e.id, eventId))
    .returning();
  return row;
}

/** The event as cancelled, its calendar SEQUENCE one up (the cancellation replaces the entry too). */
export async function markEventCancelled(db: Db, eventId: number, now: Date): Promise<EventRow> {
  const [row] = await db
    .update(e)
    .set({ cancelledAt: now, sequence: sql`${e.sequence} + 1`, updatedAt: now })
    .where(eq(e.id, eventId))
    .returning();
  return row;
}

// --- registrations --------------------------------------------------------------------------------

export type NewRegistration = {
  eventId: number;
  userId: string | null;
  name: string;
  email: string;
  locale: Locale;
  state: 'registered' | 'waiting';
};

/** The new registration's id, or null when the address already has an active one for the event. */
export async function insertRegistration(db: Db, values: NewRegistration, now: Date): Promise<number | null> {
  const [row] = await db
    .insert(r)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: r.id });
  return row?.id ?? null;
}

export async function findRegistration(db: Db, id: number): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(r).where(eq(r.id, id));
  return row ?? null;
}

/** The person's active registrations for the group's events (cancelled ones are history). */
export function findUserRegistrations(db: Db, userId: string, groupId: number): Promise<RegistrationRow[]> {
  return db
    .select(getTableColumns(r))
    .from(r)
    .innerJoin(e, eq(e.id, r.eventId))
    .where(and(eq(r.userId, userId), eq(e.groupId, groupId), ne(r.state, 'cancelled')))
    .orderBy(asc(e.startsAt));
}

/** Every registration of the person, cancelled and past ones too, newest first. */
export function findAllRegistrationsOf(db: Db, userId: string): Promise<RegistrationRow[]> {
  return db
    .select()
    .from(r)
    .where(eq(r.userId, userId))
    .orderBy(sql`${r.createdAt} desc`, sql`${r.id} desc`);
}

/** The person's active registrations for events not over and not cancelled, in any group, soonest first. */
export function findUpcomingRegistrationsOf(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: r.id,
      eventId: r.eventId,
      state: r.state,
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      place: e.place,
      groupSlug: propertyGroups.slug,
      groupName: propertyGroups.name,
    })
    .from(r)
    .innerJoin(e, eq(e.id, r.eventId))
    .innerJoin(propertyGroups, eq(propertyGroups.id, e.groupId))
    .where(and(eq(r.userId, userId), ne(r.state, 'cancelled'), isNull(e.cancelledAt), gt(e.endsAt, now)))
    .orderBy(asc(e.startsAt));
}

/** 1 for the first in the line: the waiting registrations before it, plus one. */
export async function waitingPosition(db: Db, registration: Pick<RegistrationRow, 'id' | 'eventId'>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .where(and(eq(r.eventId, registration.eventId), eq(r.state, 'waiting'), lte(r.id, registration.id)));
  return row.n;
}

export async function cancelRegistration(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(r)
    .set({ state: 'cancelled', cancelledAt: now })
    .where(and(eq(r.id, id), ne(r.state, 'cancelled')))
    .returning({ id: r.id });
  return rows.length > 0;
}

/** The first `places` of the waiting line get a place; returns them, in line order. */
export async function promoteWaiting(db: Db, eventId: number, places: number, now: Date): Promise<RegistrationRow[]> {
  if (places <= 0) return [];
  const first = db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.eventId, eventId), eq(r.state, 'waiting')))
    .orderBy(asc(r.id))
    .limit(places);
  return db
    .update(r)
    .set({ state: 'registered', promotedAt: now })
    .where(inArray(r.id, first))
    .returning()
    .then((rows) => rows.sort((a, b) => a.id - b.id));
}

/** Everyone still registered or waiting, in line order: told when the event is cancelled. */
export function findActiveRegistrations(db: Db, eventId: number): Promise<RegistrationRow[]> {
  return db
    .select()
    .from(r)
    .where(and(eq(r.eventId, eventId), ne(r.state, 'cancelled')))
    .orderBy(asc(r.id));
}

/** Every registration of the event, cancelled ones too, in line order (the landlord's list). */
export function findEventRegistrations(db: Db, eventId: number): Promise<RegistrationRow[]> {
  return db.select().from(r).where(eq(r.eventId, eventId)).orderBy(asc(r.id));
}

// --- reminders ------------------------------------------------------------------------------------

export type ReminderRow = { registration: RegistrationRow; event: EventRow; group: EventGroup };

/**
 * Registered people not yet reminded whose event starts after `now` and within `leadMs`. Those who
 * got their place within that lead already have a fresh mail about it (the confirmation or the
 * move-up notice) and are not reminded.
 */
export function findDueReminders(db: Db, now: Date, leadMs: number, limit: number): Promise<ReminderRow[]> {
  const lead = sql.raw(`interval '${Math.floor(leadMs / 1000)} seconds'`);
  return db
    .select({ registration: r, event: e, group: groupColumns })
    .from(r)
    .innerJoin(e, eq(e.id, r.eventId))
    .innerJoin(propertyGroups, eq(propertyGroups.id, e.groupId))
    .where(
      and(
        eq(r.state, 'registered'),
        isNull(r.remindedAt),
        isNull(e.cancelledAt),
        gt(e.startsAt, now),
        lte(e.startsAt, new Date(now.getTime() + leadMs)),
        sql`coalesce(${r.promotedAt}, ${r.createdAt}) <= ${e.startsAt} - ${lead}`,
      ),
    )
    .orderBy(asc(e.startsAt), asc(r.id))
    .limit(limit);
}

/** Sets (or clears, with null) the reminder mark of everyone still registered or waiting for the event. */
export async function markReminders(db: Db, eventId: number, remindedAt: Date | null): Promise<void> {
  await db
    .update(r)
    .set({ remindedAt })
    .where(and(eq(r.eventId, eventId), ne(r.state, 'cancelled')));
}

/** True only for the run that marks it, so two runs at once remind a person once. */
export async function claimReminder(db: Db, registrationId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(r)
    .set({ remindedAt: now })
    .where(and(eq(r.id, registrationId), isNull(r.remindedAt), eq(r.state, 'registered')))
    .returning({ id: r.id });
  return rows.length > 0;
}
