import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type Placeholder } from 'drizzle-orm';
import { homeAddressText } from '@/lib/catalogue/address-columns';
import { users } from '@/lib/db/schema/accounts';
import { applications } from '@/lib/db/schema/applications';
import { companies, properties, propertyGroups } from '@/lib/db/schema/catalogue';
import { viewingInvitations, viewings, viewingSlots, viewingSurveys } from '@/lib/db/schema/viewings';
import { waitingListOfferRecipients, waitingListOffers } from '@/lib/db/schema/waiting-list-offers';
import { waitingListMemberships as memberships, waitingLists, type MembershipState } from '@/lib/db/schema/waiting-lists';
import { preparedRead } from '@/lib/db/prepared';
import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';
import type { BookableBy, InvitationStatus, SurveyOutcome } from './rules';

/* Viewings, their slots, invitations, tokens and surveys. Landlord reads are scoped to a company. */

/** The company's applications among `ids`: their home and group, and whether a mail can reach them. */
export async function findApplicants(db: Db, companyId: number, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: applications.id,
      propertyId: applications.propertyId,
      groupId: properties.groupId,
      inactiveAt: applications.inactiveAt,
      userId: applications.userId,
      locale: applications.locale,
    })
    .from(applications)
    .innerJoin(properties, eq(properties.id, applications.propertyId))
    .where(and(eq(applications.companyId, companyId), inArray(applications.id, ids)));
  return rows.map(({ inactiveAt, ...row }) => ({ ...row, active: inactiveAt === null }));
}

/** The memberships among `ids` of the company's waiting lists, with the group each list is for. */
export async function findMembers(
  db: Db,
  companyId: number,
  ids: number[],
): Promise<{ id: number; groupId: number; state: MembershipState; locale: Locale }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: memberships.id, groupId: waitingLists.groupId, state: memberships.state, locale: memberships.locale })
    .from(memberships)
    .innerJoin(waitingLists, eq(waitingLists.id, memberships.listId))
    .innerJoin(propertyGroups, eq(propertyGroups.id, waitingLists.groupId))
    .where(and(eq(propertyGroups.companyId, companyId), inArray(memberships.id, ids)));
}

/** A home of the group, by our id (a number) or the company's own (a string). */
export async function findGroupHome(db: Db, groupId: number, key: number | string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.groupId, groupId), typeof key === 'number' ? eq(properties.id, key) : eq(properties.externalId, key)));
  return row ?? null;
}

/** A home of the company, by our id, the company's own ids of the group and the home, or its slug (the console's pickers). */
export async function findCompanyHome(
  db: Db,
  companyId: number,
  key: { id: number } | { externalId: string; groupExternalId: string } | { slug: string },
): Promise<{ id: number; groupId: number } | null> {
  const match =
    'id' in key
      ? eq(properties.id, key.id)
      : 'slug' in key
        ? eq(properties.slug, key.slug)
        : and(eq(properties.externalId, key.externalId), eq(propertyGroups.externalId, key.groupExternalId));
  const [row] = await db
    .select({ id: properties.id, groupId: properties.groupId })
    .from(properties)
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
    .where(and(eq(propertyGroups.companyId, companyId), match));
  return row ?? null;
}

/**
 * The members offered the home through the company's waiting lists who have not said no: an offer
 * not yet given to someone, the membership still there.
 */
export async function findOfferedMembers(db: Db, propertyId: number): Promise<{ id: number; locale: Locale }[]> {
  return db
    .selectDistinct({ id: memberships.id, locale: memberships.locale })
    .from(waitingListOfferRecipients)
    .innerJoin(waitingListOffers, eq(waitingListOffers.id, waitingListOfferRecipients.offerId))
    .innerJoin(memberships, eq(memberships.id, waitingListOfferRecipients.membershipId))
    .where(
      and(
        eq(waitingListOffers.propertyId, propertyId),
        isNull(waitingListOffers.awardedRecipientId),
        sql`${waitingListOfferRecipients.answer} is distinct from 'notInterested'`,
      ),
    );
}

/** The home's viewings that those offered it may book and that have a slot still to end after `now`, with their slots. */
export async function findOpenOfferedViewings(db: Db, propertyId: number, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: viewings.id })
    .from(viewings)
    .innerJoin(viewingSlots, eq(viewingSlots.viewingId, viewings.id))
    .where(and(eq(viewings.propertyId, propertyId), eq(viewings.bookableBy, 'offered'), gt(viewingSlots.endsAt, now)));
  return rows.map((row) => row.id);
}

export type NewSlot = { date: string; fromTime: string; toTime: string; startsAt: Date; endsAt: Date; capacity: number | null };

export async function insertViewing(
  db: Db,
  viewing: { companyId: number; propertyId: number; meetingLocation: string; bookableBy: BookableBy },
  slots: NewSlot[],
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(viewings)
    .values({ ...viewing, createdAt: now })
    .returning({ id: viewings.id });
  await db.insert(viewingSlots).values(slots.map((slot) => ({ ...slot, viewingId: row.id })));
  return row.id;
}

export type NewInvitation =
  { applicationId: string; locale: Locale } | { membershipId: number; locale: Locale } | { userId: string; locale: Locale };

/** Invites applicants and members; one already invited to this viewing is left as it is. Returns the new ones. */
export async function insertInvitations(
  db: Db,
  viewingId: string,
  invitees: NewInvitation[],
  now: Date,
): Promise<{ id: string; applicationId: string | null }[]> {
  if (invitees.length === 0) return [];
  return db
    .insert(viewingInvitations)
    .values(invitees.map((invitee) => ({ ...invitee, viewingId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ id: viewingInvitations.id, applicationId: viewingInvitations.applicationId });
}

export type SlotRow = {
  id: string;
  date: string;
  fromTime: string;
  toTime: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  accepted: number;
};

// Spelled out: drizzle leaves columns unqualified in a one-table select, and "id" would name the inner table's.
const acceptedCount = sql<number>`(
  select count(*)::int from viewing_invitations accepted
  where accepted.slot_id = viewing_slots.id and accepted.status = 'accepted'
)`;

export async function listSlots(db: Db, viewingIds: string[]): Promise<(SlotRow & { viewingId: string })[]> {
  if (viewingIds.length === 0) return [];
  return db
    .select({
      id: viewingSlots.id,
      viewingId: viewingSlots.viewingId,
      date: viewingSlots.date,
      fromTime: viewingSlots.fromTime,
      toTime: viewingSlots.toTime,
      startsAt: viewingSlots.startsAt,
      endsAt: viewingSlots.endsAt,
      capacity: viewingSlots.capacity,
      accepted: acceptedCount,
    })
    .from(viewingSlots)
    .where(inArray(viewingSlots.viewingId, viewingIds))
    .orderBy(asc(viewingSlots.startsAt), asc(viewingSlots.id));
}

const homeColumns = {
  propertyId: properties.id,
  slug: properties.slug,
  address: homeAddressText,
  homeExternalId: properties.externalId,
  groupExternalId: propertyGroups.externalId,
  companyName: companies.name,
};

// The invitee's account: the applicant's, the member's, or the one that booked through the link.
const inviteeUserId = sql<string | null>`coalesce(${applications.userId}, ${memberships.userId}, ${viewingInvitations.userId})`;

/** One invitation with its viewing, home, company and invitee: what the pages, mails and webhooks need. */
export async function findInvitation(db: Db, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: viewingInvitations.id,
      viewingId: viewingInvitations.viewingId,
      applicationId: viewingInvitations.applicationId,
      membershipId: viewingInvitations.membershipId,
      status: viewingInvitations.status,
      slotId: viewingInvitations.slotId,
      answeredAt: viewingInvitations.answeredAt,
      sequence: viewingInvitations.sequence,
      locale: viewingInvitations.locale,
      companyId: viewings.companyId,
      meetingLocation: viewings.meetingLocation,
      userId: inviteeUserId,
      // A withdrawn or ended application's invitation can no longer be answered or reminded of; an
      // ended membership's is gone with it, and a passive member may still come to the viewing.
      inviteeActive: sql<boolean>`(${applications.id} is not null and ${applications.inactiveAt} is null) or ${memberships.id} is not null or ${viewingInvitations.userId} is not null`,
      waitingSince: viewingInvitations.waitingSince,
      name: users.name,
      email: users.email,
      ...homeColumns,
    })
    .from(viewingInvitations)
    .innerJoin(viewings, eq(viewings.id, viewingInvitations.viewingId))
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
    .innerJoin(companies, eq(companies.id, viewings.companyId))
    .leftJoin(applications, eq(applications.id, viewingInvitations.applicationId))
    .leftJoin(memberships, eq(memberships.id, viewingInvitations.membershipId))
    .leftJoin(users, eq(users.id, inviteeUserId))
    .where(eq(viewingInvitations.id, id));
  const [row] = options.lock ? await query.for('update', { of: viewingInvitations }) : await query;
  return row ?? null;
}
export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

/**
 * Locks the slot and counts its accepted places: concurrent acceptances of one slot queue here, so
 * the count each sees includes the ones before it and a slot is never filled past its capacity.
 */
export async function lockSlotPlaces(db: Db, slotId: string): Promise<{ capacity: number | null; accepted: number } | null> {
  const [slot] = await db.select({ capacity: viewingSlots.capacity }).from(viewingSlots).where(eq(viewingSlots.id, slotId)).for('update');
  if (!slot) return null;
  const [{ accepted }] = await db
    .select({ accepted: sql<number>`count(*)::int` })
    .from(viewingInvitations)
    .where(and(eq(viewingInvitations.slotId, slotId), eq(viewingInvitations.status, 'accepted')));
  return { capacity: slot.capacity, accepted };
}

export async function recordAnswer(db: Db, id: string, answer: { status: InvitationStatus; slotId: string | null }, now: Date) {
  await db
    .update(viewingInvitations)
    .set({ ...answer, answeredAt: now, sequence: sql`${viewingInvitations.sequence} + 1`, reminderDoneAt: null, waitingSince: null })
    .where(eq(viewingInvitations.id, id));
}

/** The person asks to be told when a place frees; asking again keeps their place in the line. */
export async function markWaiting(db: Db, id: string, now: Date) {
  await db
    .update(viewingInvitations)
    .set({ waitingSince: sql`coalesce(${viewingInvitations.waitingSince}, ${now.toISOString()}::timestamptz)` })
    .where(eq(viewingInvitations.id, id));
}

/**
 * Takes the first person in the viewing's line out of it, to be told a place is free: one statement,
 * so two freed places tell two people and never one person twice.
 */
export async function takeFirstWaiting(db: Db, viewingId: string): Promise<string | null> {
  const first = db
    .select({ id: viewingInvitations.id })
    .from(viewingInvitations)
    .where(and(eq(viewingInvitations.viewingId, viewingId), sql`${viewingInvitations.waitingSince} is not null`))
    .orderBy(asc(viewingInvitations.waitingSince), asc(viewingInvitations.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(viewingInvitations)
    .set({ waitingSince: null })
    .where(inArray(viewingInvitations.id, first))
    .returning({ id: viewingInvitations.id });
  return row?.id ?? null;
}

/** The person's own place at the viewing, however they came to it (applicant, member or the link). */
export async function findOwnInvitationAt(db: Db, viewingId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: viewingInvitations.id })
    .from(viewingInvitations)
    .leftJoin(applications, eq(applications.id, viewingInvitations.applicationId))
    .leftJoin(memberships, eq(memberships.id, viewingInvitations.membershipId))
    .where(and(eq(viewingInvitations.viewingId, viewingId), eq(inviteeUserId, userId)))
    .orderBy(asc(viewingInvitations.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Staff's no-show mark on a booked place of one of the company's viewings; false when there is no such place. */
export async function setNoShow(db: Db, companyId: number, viewingId: string, invitationId: string, at: Date | null): Promise<boolean> {
  const rows = await db
    .update(viewingInvitations)
    .set({ noShowAt: at })
    .where(
      and(
        eq(viewingInvitations.id, invitationId),
        eq(viewingInvitations.viewingId, viewingId),
        eq(viewingInvitations.status, 'accepted'),
        inArray(viewingInvitations.viewingId, db.select({ id: viewings.id }).from(viewings).where(eq(viewings.companyId, companyId))),
      ),
    )
    .returning({ id: viewingInvitations.id });
  return rows.length > 0;
}

// --- surveys ------------------------------------------------------------------------------------

export type SurveyRow = {
  expiresAt: Date;
  attended: boolean | null;
  stillInterested: boolean | null;
  comment: string | null;
  outcome: SurveyOutcome | null;
  submittedAt: Date | null;
  createdAt: Date;
};

export async function findSurvey(db: Db, invitationId: string): Promise<SurveyRow | null> {
  const [row] = await db.select().from(viewingSurveys).where(eq(viewingSurveys.invitationId, invitationId));
  return row ?? null;
}

/** Creates the survey unless it exists; true when this call made it. */
export async function insertSurvey(db: Db, invitationId: string, expiresAt: Date, now: Date): Promise<boolean> {
  const rows = await db
    .insert(viewingSurveys)
    .values({ invitationId, expiresAt, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: viewingSurveys.invitationId });
  return rows.length > 0;
}

/** Stores the answers once: a second submission (a reused link, a double click) changes nothing. */
export async function submitSurvey(
  db: Db,
  invitationId: string,
  answers: { attended: boolean; stillInterested: boolean | null; comment: string | null; outcome: SurveyOutcome },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(viewingSurveys)
    .set({ ...answers, submittedAt: now })
    .where(and(eq(viewingSurveys.invitationId, invitationId), isNull(viewingSurveys.submittedAt)))
    .returning({ id: viewingSurveys.invitationId });
  return rows.length > 0;
}

// --- the landlord's lists -----------------------------------------------------------------------

const viewingColumns = {
  id: viewings.id,
  companyId: viewings.companyId,
  meetingLocation: viewings.meetingLocation,
  bookableBy: viewings.bookableBy,
  createdAt: viewings.createdAt,
  ...homeColumns,
};

export async function listCompanyViewings(db: Db, companyId: number, limit: number) {
  return db
    .select(viewingColumns)
    .from(viewings)
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
    .innerJoin(companies, eq(companies.id, viewings.companyId))
    .where(eq(viewings.companyId, companyId))
    .orderBy(desc(viewings.createdAt), desc(viewings.id))
    .limit(limit);
}
export type ViewingRow = Awaited<ReturnType<typeof listCompanyViewings>>[number];

/** One viewing: of the company (the landlord's reads), or any (`companyId` null: the viewing's own link). */
export async function findCompanyViewing(db: Db, companyId: number | null, id: string): Promise<ViewingRow | null> {
  const [row] = await db
    .select(viewingColumns)
    .from(viewings)
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .innerJoin(propertyGroups, eq(propertyGroups.id, properties.groupId))
    .innerJoin(companies, eq(companies.id, viewings.companyId))
    .where(and(companyId === null ? undefined : eq(viewings.companyId, companyId), eq(viewings.id, id)));
  return row ?? null;
}

/** Every invitation of the viewings with the invitee's name and the survey, oldest first. */
export async function listInvitationsOf(db: Db, viewingIds: string[]) {
  if (viewingIds.length === 0) return [];
  return db
    .select({
      id: viewingInvitations.id,
      viewingId: viewingInvitations.viewingId,
      applicationId: viewingInvitations.applicationId,
      membershipId: viewingInvitations.membershipId,
      userId: viewingInvitations.userId,
      // The name the applicant applied under; a member's, or a link booking's, is their account's.
      name: sql<string | null>`coalesce(${applications.name}, ${users.name})`,
      status: viewingInvitations.status,
      slotId: viewingInvitations.slotId,
      answeredAt: viewingInvitations.answeredAt,
      waitingSince: viewingInvitations.waitingSince,
      noShowAt: viewingInvitations.noShowAt,
      invitedAt: viewingInvitations.createdAt,
      surveySentAt: viewingSurveys.createdAt,
      surveyExpiresAt: viewingSurveys.expiresAt,
      surveySubmittedAt: viewingSurveys.submittedAt,
      attended: viewingSurveys.attended,
      stillInterested: viewingSurveys.stillInterested,
      comment: viewingSurveys.comment,
      outcome: viewingSurveys.outcome,
    })
    .from(viewingInvitations)
    .leftJoin(applications, eq(applications.id, viewingInvitations.applicationId))
    .leftJoin(memberships, eq(memberships.id, viewingInvitations.membershipId))
    .leftJoin(users, eq(users.id, sql`coalesce(${memberships.userId}, ${viewingInvitations.userId})`))
    .leftJoin(viewingSurveys, eq(viewingSurveys.invitationId, viewingInvitations.id))
    .where(inArray(viewingInvitations.viewingId, viewingIds))
    .orderBy(asc(viewingInvitations.createdAt), asc(viewingInvitations.id));
}
export type InvitationListRow = Awaited<ReturnType<typeof listInvitationsOf>>[number];

/** Accepted invitations of the viewing whose slot has ended and that have no survey yet. */
export async function listSurveyDue(db: Db, viewingId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: viewingInvitations.id })
    .from(viewingInvitations)
    .innerJoin(viewingSlots, eq(viewingSlots.id, viewingInvitations.slotId))
    .leftJoin(viewingSurveys, eq(viewingSurveys.invitationId, viewingInvitations.id))
    .where(
      and(
        eq(viewingInvitations.viewingId, viewingId),
        eq(viewingInvitations.status, 'accepted'),
        lte(viewingSlots.endsAt, now),
        isNull(viewingSurveys.invitationId),
      ),
    );
  return rows.map((row) => row.id);
}

// --- the person's timeline ----------------------------------------------------------------------

/** Whose invitations: those of one of the person's applications, or of all their waiting-list memberships. */
/** One application's invitations, those as a waiting-list member, or every one the person has. */
export type OwnInvitations = { applicationId: string } | 'memberships' | 'all';

/** The person's own invitations (the owner check is in the join) with their home, oldest first. */
export async function listOwnInvitations(db: Db, userId: string, of: OwnInvitations) {
  if (of === 'all') return allOwnInvitations(db).execute({ userId });
  if (of === 'memberships') return ownInvitationsAsMember(db).execute({ userId });
  return ownInvitations(db, userId, of);
}

// The user menu's badge (all of them) and /ventelister (a member's) read these on every visit:
// built once (lib/db/prepared.ts).
const allOwnInvitations = preparedRead('own_viewing_invitations', (db) => ownInvitations(db, sql.placeholder('userId'), 'all'));
const ownInvitationsAsMember = preparedRead('own_viewing_invitations_as_member', (db) =>
  ownInvitations(db, sql.placeholder('userId'), 'memberships'),
);

function ownInvitations(db: Db, userId: string | Placeholder, of: OwnInvitations) {
  const query = db
    .select({
      id: viewingInvitations.id,
      viewingId: viewingInvitations.viewingId,
      slug: properties.slug,
      address: homeAddressText,
      companyName: companies.name,
    })
    .from(viewingInvitations)
    .innerJoin(viewings, eq(viewings.id, viewingInvitations.viewingId))
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .innerJoin(companies, eq(companies.id, viewings.companyId));
  const owned =
    of === 'all'
      ? query
          .leftJoin(applications, eq(applications.id, viewingInvitations.applicationId))
          .leftJoin(memberships, eq(memberships.id, viewingInvitations.membershipId))
          .where(or(eq(applications.userId, userId), eq(memberships.userId, userId), eq(viewingInvitations.userId, userId)))
      : of === 'memberships'
        ? query.innerJoin(memberships, and(eq(memberships.id, viewingInvitations.membershipId), eq(memberships.userId, userId)))
        : query.innerJoin(
            applications,
            and(
              eq(applications.id, viewingInvitations.applicationId),
              eq(applications.id, of.applicationId),
              eq(applications.userId, userId),
            ),
          );
  return owned.orderBy(asc(viewingInvitations.createdAt), asc(viewingInvitations.id));
}

// --- reminders ----------------------------------------------------------------------------------

/**
 * Claims the accepted invitations whose slot starts within (now, until]: marks them reminded in the
 * same statement, so two runs (or two nodes) never both remind one person. Someone who accepted
 * within the last day before the slot has just had the confirmation and is not reminded.
 */
export async function claimDueReminders(db: Db, now: Date, until: Date): Promise<string[]> {
  const due = db
    .select({ id: viewingInvitations.id })
    .from(viewingInvitations)
    .innerJoin(viewingSlots, eq(viewingSlots.id, viewingInvitations.slotId))
    .where(
      and(
        eq(viewingInvitations.status, 'accepted'),
        isNull(viewingInvitations.reminderDoneAt),
        gt(viewingSlots.startsAt, now),
        lte(viewingSlots.startsAt, until),
        sql`${viewingInvitations.answeredAt} <= ${viewingSlots.startsAt} - interval '24 hours'`,
      ),
    );
  const rows = await db
    .update(viewingInvitations)
    .set({ reminderDoneAt: now })
    .where(and(inArray(viewingInvitations.id, due), isNull(viewingInvitations.reminderDoneAt)))
    .returning({ id: viewingInvitations.id });
  return rows.map((row) => row.id);
}
