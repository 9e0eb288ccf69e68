import 'server-only';
import type { SessionUser } from '@/lib/accounts/session';
import { isPublicStatus } from '@/lib/catalogue/visibility';
import { icsFile } from '@/lib/calendar/ics';
import { getDb } from '@/lib/db/client';
import type { PublicationStatus } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import { DomainError } from '@/lib/errors/domain-error';
import { InvalidFieldError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/routing';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { resolveLinkToken } from '@/lib/tokens/service';
import { calendarEvent, calendarFilename } from './calendar';
import { mailRegistrant } from './mails';
import {
  cancelRegistration,
  countEventPlaces,
  findAllRegistrationsOf,
  findEventWithGroup,
  findGroupIdBySlug,
  findRegistration,
  findUpcomingEvents,
  findUpcomingRegistrationsOf,
  findUserRegistrations,
  insertRegistration,
  lockEvent,
  promoteWaiting,
  waitingPosition,
  type EventGroup,
  type EventRow,
  type EventWithCounts,
  type RegistrationRow,
} from './repository';
import { eventTimes, isOpenForRegistration, newcomerState, placesToFill } from './rules';
import type { OpenHouseEvent, OwnRegistration, RegistrationRequest, RegistrationResult, UpcomingRegistration } from './schema';

/*
 * The person's side of open house: the events of a group, registering (signed in or as a guest),
 * the waiting line, cancelling (signed in, or with a mail's link) and the calendar file. Every
 * change to an event's places runs with the event's row locked (lockEvent), so 50 people
 * registering at once for 20 places give exactly 20 places and 30 turns in the line, on either engine.
 */

type RequestContext = { locale: Locale; origin?: URL };

/** Registrations per client address an hour: a family's or an office's worth, not a script's. */
export const OPEN_HOUSE_REGISTER_LIMIT: RateLimitRule = { name: 'open-house-register', windowMs: 60 * 60_000, max: 20 };
/** Looking up and using mail links per client address: enough for a person, far too few to guess tokens. */
export const OPEN_HOUSE_TOKEN_LIMIT: RateLimitRule = { name: 'open-house-token', windowMs: 15 * 60_000, max: 60 };

const asDb = (tx: unknown) => tx as Db;

export function toOpenHouseEvent(row: EventWithCounts): OpenHouseEvent {
  return {
    id: row.id,
    ...eventTimes(row),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    place: row.place,
    capacity: row.capacity,
    registered: row.registered,
    waiting: row.waiting,
  };
}

/** The group's coming events (the page has already decided that the group may be shown). */
export async function listUpcomingOpenHouses(groupSlug: string, now = new Date()): Promise<OpenHouseEvent[]> {
  const db = await getDb();
  const groupId = await findGroupIdBySlug(db, groupSlug);
  return groupId === null ? [] : (await findUpcomingEvents(db, groupId, now)).map(toOpenHouseEvent);
}

/** An event the public may see: its group is listed. A hidden group's events are not there (404). */
async function publicEvent(db: Db, eventId: number): Promise<{ event: EventRow; group: EventGroup }> {
  const found = await findEventWithGroup(db, eventId);
  if (!found || !isPublicStatus(found.group.status as PublicationStatus)) throw new DomainError('NotFound', 'notFound');
  return found;
}

function registrant(user: SessionUser | undefined, request: RegistrationRequest) {
  if (user) return { userId: user.id, name: user.name, email: user.email.toLowerCase() };
  if (!request.name) throw new InvalidFieldError('name', 'nameRequired');
  if (!request.email) throw new InvalidFieldError('email', 'emailRequired');
  return { userId: null, name: request.name, email: request.email.toLowerCase() };
}

/**
 * Gives free places to the waiting line, first come first served, and tells each person by mail.
 * Runs with the event locked: after a cancellation, a larger capacity, and before a newcomer is placed.
 */
export async function moveLineUp(db: Db, event: EventRow, group: EventGroup, now: Date, origin?: URL): Promise<void> {
  const { registered, waiting } = await countEventPlaces(db, event.id);
  const promoted = await promoteWaiting(db, event.id, placesToFill(event.capacity, registered, waiting), now);
  for (const registration of promoted) await mailRegistrant({ db, now, origin }, 'movedUp', { registration, event, group });
}

export async function registerForOpenHouse(
  eventId: number,
  user: SessionUser | undefined,
  request: RegistrationRequest,
  { locale, origin }: RequestContext,
  now = new Date(),
): Promise<RegistrationResult> {
  const person = registrant(user, request);
  const db = await getDb();
  return db.transaction(async (transaction) => {
    const tx = asDb(transaction);
    const locked = await lockEvent(tx, eventId);
    if (!locked || !isPublicStatus(locked.group.status as PublicationStatus)) throw new DomainError('NotFound', 'notFound');
    const { event, group } = locked;
    if (!isOpenForRegistration(event, now)) throw new DomainError('Conflict', 'openHouseClosed');
    await moveLineUp(tx, event, group, now, origin);
    const state = newcomerState(event.capacity, (await countEventPlaces(tx, eventId)).registered);
    const id = await insertRegistration(tx, { eventId, ...person, locale, state }, now);
    if (id === null) throw new DomainError('Conflict', 'openHouseAlreadyRegistered');
    const registration = (await findRegistration(tx, id))!;
    const position = state === 'waiting' ? await waitingPosition(tx, registration) : null;
    await mailRegistrant({ db: tx, now, origin }, state, { registration, event, group }, { position: position ?? undefined });
    return { id, state, position, email: person.email };
  });
}

async function ownRegistration(db: Db, registration: RegistrationRow, now: Date): Promise<OwnRegistration> {
  const { event, group } = (await findEventWithGroup(db, registration.eventId))!;
  return {
    id: registration.id,
    eventId: registration.eventId,
    state: registration.state,
    position: registration.state === 'waiting' ? await waitingPosition(db, registration) : null,
    name: registration.name,
    email: registration.email,
    event: { ...eventTimes(event), place: event.place, cancelled: event.cancelledAt !== null, past: event.endsAt <= now },
    group: { slug: group.slug, name: group.name },
  };
}

/** The signed-in person's active registrations for a group's events. */
export async function listOwnRegistrations(user: SessionUser, groupSlug: string, now = new Date()): Promise<OwnRegistration[]> {
  const db = await getDb();
  const groupId = await findGroupIdBySlug(db, groupSlug);
  if (groupId === null) return [];
  const rows = await findUserRegistrations(db, user.id, groupId);
  return Promise.all(rows.map((row) => ownRegistration(db, row, now)));
}

/** Every registration of the person, cancelled and past ones too, newest first (their data export). */
export async function listAllMyRegistrations(user: { id: string }, now = new Date()): Promise<OwnRegistration[]> {
  const db = await getDb();
  const rows = await findAllRegistrationsOf(db, user.id);
  return Promise.all(rows.map((row) => ownRegistration(db, row, now)));
}

/** The person's registrations for events still ahead, in every group, soonest first (the account's home base). */
export async function listMyUpcomingRegistrations(user: { id: string }, now = new Date()): Promise<UpcomingRegistration[]> {
  const rows = await findUpcomingRegistrationsOf(await getDb(), user.id, now);
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    state: row.state,
    startsAt: row.startsAt.toISOString(),
    ...eventTimes(row),
    place: row.place,
    group: { slug: row.groupSlug, name: row.groupName },
  }));
}

async function registrationOfToken(db: Db, token: string, now: Date): Promise<RegistrationRow> {
  const link = await resolveLinkToken(db, 'openHouseCancel', token, now);
  const registration = link.kind === 'found' ? await findRegistration(db, Number(link.subject)) : null;
  if (!registration) throw new DomainError('NotFound', 'notFound');
  return registration;
}

/** What a mail's cancel link names: the registration, whatever its state (a cancelled one says so). */
export async function getRegistrationByToken(token: string, now = new Date()): Promise<OwnRegistration> {
  const db = await getDb();
  return ownRegistration(db, await registrationOfToken(db, token, now), now);
}

/**
 * Cancels a registration and, when it held a place, gives the place to the first in the line. A
 * cancelled registration cannot be cancelled again (409): a replayed link changes nothing.
 */
async function cancel(db: Db, registrationId: number, now: Date, origin?: URL): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = asDb(transaction);
    const found = await findRegistration(tx, registrationId);
    const locked = found && (await lockEvent(tx, found.eventId));
    if (!found || !locked) throw new DomainError('NotFound', 'notFound');
    if (locked.event.endsAt <= now) throw new DomainError('Conflict', 'openHouseClosed');
    if (!(await cancelRegistration(tx, registrationId, now))) throw new DomainError('Conflict', 'openHouseAlreadyCancelled');
    if (!locked.event.cancelledAt) await moveLineUp(tx, locked.event, locked.group, now, origin);
  });
}

export async function cancelByToken(token: string, { origin }: Pick<RequestContext, 'origin'> = {}, now = new Date()): Promise<void> {
  const db = await getDb();
  await cancel(db, (await registrationOfToken(db, token, now)).id, now, origin);
}

/** A signed-in person cancels their own registration; anyone else's is a 404. */
export async function cancelOwnRegistration(
  user: SessionUser,
  registrationId: number,
  { origin }: Pick<RequestContext, 'origin'> = {},
  now = new Date(),
): Promise<void> {
  const db = await getDb();
  const registration = await findRegistration(db, registrationId);
  if (!registration || registration.userId !== user.id) throw new DomainError('NotFound', 'notFound');
  await cancel(db, registrationId, now, origin);
}

/** The event as an .ics file for the download button; a cancelled or hidden event is a 404. */
export async function openHouseCalendar(eventId: number, locale: Locale, now = new Date()): Promise<{ filename: string; body: string }> {
  const db = await getDb();
  const { event, group } = await publicEvent(db, eventId);
  if (event.cancelledAt) throw new DomainError('NotFound', 'notFound');
  return { filename: calendarFilename(group.slug, eventTimes(event).date), body: icsFile(calendarEvent(event, group, locale), now) };
}
