import 'server-only';
import { publishPageChanges } from '@/lib/cache/page-changes';
import { pageTag } from '@/lib/cache/page-tags';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { DomainError } from '@/lib/errors/domain-error';
import { isPublicStatus } from '@/lib/catalogue/visibility';
import type { PublicationStatus } from '@/lib/db/schema/catalogue';
import { announceToInterestList } from '@/lib/interest-lists/service';
import { mailRegistrant } from './mails';
import {
  findActiveRegistrations,
  findCompanyEvents,
  findCompanyGroup,
  findEventRegistrations,
  insertEvent,
  lockEvent,
  markEventCancelled,
  markReminders,
  updateEvent,
  type CompanyEventRow,
  type EventGroup,
  type EventRow,
  type RegistrationRow,
} from './repository';
import { eventChange, eventInstants, reminderMarkAfterMove } from './rules';
import { moveLineUp, toOpenHouseEvent } from './service';
import type { LandlordOpenHouseEvent, LandlordOpenHouseEventDetail, LandlordRegistration, OpenHouseEventWrite } from './schema';

/*
 * The landlord's side of open house (provider API and company console). Every function takes the
 * company id the caller was authenticated for: another company's events and groups are "not found".
 */

const asDb = (tx: unknown) => tx as Db;

function toLandlordEvent(row: CompanyEventRow): LandlordOpenHouseEvent {
  return {
    ...toOpenHouseEvent(row),
    group: { externalId: row.group.externalId, slug: row.group.slug, name: row.group.name },
    cancelled: row.cancelledAt !== null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

function toLandlordRegistrations(rows: RegistrationRow[]): LandlordRegistration[] {
  let line = 0;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    state: row.state,
    position: row.state === 'waiting' ? ++line : null,
    guest: row.userId === null,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listCompanyOpenHouses(companyId: number): Promise<LandlordOpenHouseEvent[]> {
  return (await findCompanyEvents(await getDb(), companyId)).map(toLandlordEvent);
}

/** The event as the landlord sees it after a change, which the group's public page announces (its banner). */
async function changedEvent(db: Db, companyId: number, eventId: number): Promise<LandlordOpenHouseEvent> {
  const event = toLandlordEvent(await requireCompanyEvent(db, companyId, eventId));
  await publishPageChanges([pageTag.group(event.group.slug)]);
  return event;
}

async function requireCompanyEvent(db: Db, companyId: number, eventId: number): Promise<CompanyEventRow> {
  const [row] = await findCompanyEvents(db, companyId, eventId);
  if (!row) throw new DomainError('NotFound', 'notFound');
  return row;
}

/** One of the company's events with everyone registered, waiting (in line order) and cancelled. */
export async function getCompanyOpenHouse(companyId: number, eventId: number): Promise<LandlordOpenHouseEventDetail> {
  const db = await getDb();
  const row = await requireCompanyEvent(db, companyId, eventId);
  return { ...toLandlordEvent(row), registrations: toLandlordRegistrations(await findEventRegistrations(db, eventId)) };
}

function startsInFuture(write: OpenHouseEventWrite, now: Date) {
  const instants = eventInstants(write);
  if (instants.startsAt <= now) throw new DomainError('Rejected', 'openHouseInPast');
  return instants;
}

/** A new event of the company's group (by the company's own id for it); the interest list hears of it once. */
export async function createCompanyOpenHouse(
  companyId: number,
  groupExternalId: string,
  write: OpenHouseEventWrite,
  now = new Date(),
): Promise<LandlordOpenHouseEvent> {
  const db = await getDb();
  const group = await findCompanyGroup(db, companyId, groupExternalId);
  if (!group) throw new DomainError('NotFound', 'notFound');
  const eventId = await insertEvent(db, group.id, { ...startsInFuture(write, now), place: write.place, capacity: write.capacity }, now);
  // The list's mails link to the open-house page, which a hidden group does not have.
  if (isPublicStatus(group.status as PublicationStatus)) {
    await announceToInterestList({ groupId: group.id, event: 'open-house-announced', reference: String(eventId) }, db, now);
  }
  return changedEvent(db, companyId, eventId);
}

/**
 * Tells everyone still registered or waiting, in line order (those waiting hear their turn), in the
 * language each registered in; held until 07:00 when it is night in Copenhagen (./mails.ts).
 */
async function tellRegistrants(
  tx: Db,
  kind: 'changed' | 'cancelled',
  { event, group, previous }: { event: EventRow; group: EventGroup; previous?: EventRow },
  now: Date,
): Promise<void> {
  let line = 0;
  for (const registration of await findActiveRegistrations(tx, event.id)) {
    const position = registration.state === 'waiting' ? ++line : undefined;
    await mailRegistrant({ db: tx, now }, kind, { registration, event, group }, { position, previous });
  }
}

/**
 * Changes time, place or capacity. Everyone registered or waiting is told of a new time or place
 * (with the calendar entry replaced for those with a place), and a moved event's reminder is due
 * again for the new start. More places move the waiting line up at once; fewer places take
 * nobody's place away (people have planned their day around it, and the landlord chose to let them
 * in), they only stop new ones until enough people cancel. The same update again changes nothing.
 */
export async function updateCompanyOpenHouse(
  companyId: number,
  eventId: number,
  write: OpenHouseEventWrite,
  now = new Date(),
): Promise<LandlordOpenHouseEvent> {
  const db = await getDb();
  await requireCompanyEvent(db, companyId, eventId);
  const instants = startsInFuture(write, now);
  await db.transaction(async (transaction) => {
    const tx = asDb(transaction);
    const { event, group } = (await lockEvent(tx, eventId))!;
    if (event.cancelledAt) throw new DomainError('Conflict', 'openHouseCancelled');
    const fields = { ...instants, place: write.place, capacity: write.capacity };
    const change = eventChange(event, fields);
    if (!change) return;
    const changed = await updateEvent(tx, eventId, fields, now);
    if (change.time || change.place) await tellRegistrants(tx, 'changed', { event: changed, group, previous: event }, now);
    if (event.startsAt.getTime() !== changed.startsAt.getTime()) {
      await markReminders(tx, eventId, reminderMarkAfterMove(changed.startsAt, now));
    }
    await moveLineUp(tx, changed, group, now);
  });
  return changedEvent(db, companyId, eventId);
}

/** Cancels the event and tells everyone registered or waiting; cancelling it again changes nothing. */
export async function cancelCompanyOpenHouse(companyId: number, eventId: number, now = new Date()): Promise<LandlordOpenHouseEvent> {
  const db = await getDb();
  await requireCompanyEvent(db, companyId, eventId);
  await db.transaction(async (transaction) => {
    const tx = asDb(transaction);
    const { event, group } = (await lockEvent(tx, eventId))!;
    if (event.cancelledAt) return;
    await tellRegistrants(tx, 'cancelled', { event: await markEventCancelled(tx, eventId, now), group }, now);
  });
  return changedEvent(db, companyId, eventId);
}
