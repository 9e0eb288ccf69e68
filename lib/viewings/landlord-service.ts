import 'server-only';
import { recordAudit } from '@/lib/audit/service';
import type { AuditActor } from '@/lib/audit/schema';
import { markInvitedToViewing } from '@/lib/applications/landlord-service';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { endOfQuietHours, heldUntil } from '@/lib/email/quiet-hours';
import { DomainError } from '@/lib/errors/domain-error';
import { instantInCopenhagen } from '@/lib/time/copenhagen';
import { landlordViewingOf } from './landlord-dto';
import { mailInvitee, mintBookingLink, mintLink } from './mails';
import {
  findApplicants,
  findCompanyHome,
  findCompanyViewing,
  findGroupHome,
  findInvitation,
  findMembers,
  findOfferedMembers,
  findOpenOfferedViewings,
  insertInvitations,
  insertSurvey,
  insertViewing,
  listCompanyViewings,
  listInvitationsOf,
  listSlots,
  listSurveyDue,
  setNoShow,
  type NewInvitation,
  type NewSlot,
  type ViewingRow,
} from './repository';
import { SURVEY_VALID_DAYS } from './rules';
import {
  viewingCreateSchema,
  type LandlordViewing,
  type SurveysSent,
  type ViewingCreate,
  type ViewingCreated,
  type ViewingCreateInput,
} from './schema';

/*
 * The landlord's side of viewings: the provider API and the company console. Every function takes
 * the company the caller was authenticated for; another company's viewing or application is not found.
 */

const DAY_MS = 24 * 60 * 60_000;
const LISTED_VIEWINGS = 50;

/** The slots as stored; none may start before the invitations leave (at 07:00 when asked at night). */
function slotsOf(input: ViewingCreate, now: Date): NewSlot[] {
  const mailsLeave = endOfQuietHours(now);
  return input.slots.map((slot) => {
    const startsAt = instantInCopenhagen(slot.date, slot.fromTime);
    if (startsAt <= now) throw new DomainError('Rejected', 'viewingSlotInPast');
    if (startsAt <= mailsLeave) throw new DomainError('Rejected', 'viewingSlotBeforeMails', { time: heldUntil(now)! });
    return { ...slot, capacity: slot.capacity ?? null, startsAt, endsAt: instantInCopenhagen(slot.date, slot.toTime) };
  });
}

/**
 * The home named by `homeId` (ours as a number, the company's own as text: within the invitees' group,
 * else within `groupId`, the company's own id of the group) or by `homeSlug`.
 */
async function namedHome(db: Db, companyId: number, input: ViewingCreate, groupId: number | null) {
  if (input.homeId !== undefined && groupId !== null) return findGroupHome(db, groupId, input.homeId);
  if (typeof input.homeId === 'number') return findCompanyHome(db, companyId, { id: input.homeId });
  if (input.homeId !== undefined && input.groupId !== undefined) {
    return findCompanyHome(db, companyId, { externalId: input.homeId, groupExternalId: input.groupId });
  }
  return input.homeSlug ? findCompanyHome(db, companyId, { slug: input.homeSlug }) : null;
}

/**
 * Who is invited to which home: the company's applications (active, made through an account, all for
 * the home) and members of the company's waiting list of the home's group (active ones: a passive
 * member asked not to be offered homes now); with `offered`, also every member offered the home who
 * has not said no. Another company's application, membership or home is not found; a mix of homes
 * or groups is refused. With nobody named (a viewing booked through its link or by those offered
 * the home), the home is named by id or slug.
 */
async function inviteesOf(db: Db, companyId: number, input: ViewingCreate): Promise<{ propertyId: number; invitees: NewInvitation[] }> {
  const applicationIds = [...new Set(input.applicationIds)];
  const membershipIds = [...new Set(input.membershipIds)];
  const [applicants, members] = await Promise.all([
    findApplicants(db, companyId, applicationIds),
    findMembers(db, companyId, membershipIds),
  ]);
  if (applicants.length !== applicationIds.length || members.length !== membershipIds.length) throw new DomainError('NotFound', 'notFound');
  const groupIds = new Set([...applicants, ...members].map((invitee) => invitee.groupId));
  if (groupIds.size > 1) throw new DomainError('Rejected', 'viewingNotPossible');
  const groupId = groupIds.size === 1 ? [...groupIds][0] : null;
  const named = await namedHome(db, companyId, input, groupId);
  const home = named ?? (applicants.length ? { id: applicants[0].propertyId } : null);
  if (!home) throw new DomainError('NotFound', 'notFound');
  if (applicants.some((applicant) => applicant.propertyId !== home.id || !applicant.active || !applicant.userId)) {
    throw new DomainError('Rejected', 'viewingNotPossible');
  }
  if (members.some((member) => member.state !== 'active')) throw new DomainError('Rejected', 'viewingMemberNotActive');
  const offered = input.bookableBy === 'offered' ? await findOfferedMembers(db, home.id) : [];
  const memberIds = new Set(members.map((member) => member.id));
  return {
    propertyId: home.id,
    invitees: [
      ...applicants.map((applicant) => ({ applicationId: applicant.id, locale: applicant.locale })),
      ...members.map((member) => ({ membershipId: member.id, locale: member.locale })),
      ...offered.filter((member) => !memberIds.has(member.id)).map((member) => ({ membershipId: member.id, locale: member.locale })),
    ],
  };
}

/** The trail's note of an invitation: the home, how many slots, and who by application or membership id. */
function invitedDetail(propertyId: number, invitees: Awaited<ReturnType<typeof inviteesOf>>['invitees'], slots: { startsAt: Date }[]) {
  return {
    homeId: propertyId,
    slots: slots.map((slot) => slot.startsAt.toISOString()),
    applications: invitees.flatMap((invitee) => ('applicationId' in invitee ? [invitee.applicationId] : [])),
    waitingListMemberships: invitees.flatMap((invitee) => ('membershipId' in invitee ? [invitee.membershipId] : [])),
  };
}

/**
 * Invites each of `invitees` not invited to the viewing yet: their place, their own link (until
 * `lastEnd`) and the mail, in the caller's transaction; an application becomes invited to a viewing.
 */
async function invite(
  t: Db,
  viewingId: string,
  invitees: NewInvitation[],
  slots: Pick<NewSlot, 'date' | 'fromTime' | 'toTime'>[],
  lastEnd: Date,
  now: Date,
): Promise<void> {
  for (const { id: invitationId, applicationId } of await insertInvitations(t, viewingId, invitees, now)) {
    if (applicationId) await markInvitedToViewing(t, applicationId, now);
    const invitation = await findInvitation(t, invitationId);
    if (!invitation) continue;
    const { url } = await mintLink(t, invitation, 'invitation', lastEnd, now);
    await mailInvitee(t, invitation, 'invitation', slots, url, now);
  }
}

/**
 * Members offered a home later than its viewing was published: each viewing of the home that those
 * offered may book, with a slot still ahead, invites them as its publication invited the members
 * offered before (their own link, a mail), so they can book too. Waiting lists call it in the
 * transaction of the offer.
 */
export async function inviteLaterOffered(
  t: Db,
  propertyId: number,
  members: { membershipId: number; locale: NewInvitation['locale'] }[],
  now = new Date(),
): Promise<void> {
  if (!members.length) return;
  const viewingIds = await findOpenOfferedViewings(t, propertyId, now);
  const slots = await listSlots(t, viewingIds);
  for (const viewingId of viewingIds) {
    const own = slots.filter((slot) => slot.viewingId === viewingId);
    const lastEnd = new Date(Math.max(...own.map((slot) => slot.endsAt.getTime())));
    await invite(t, viewingId, members, own, lastEnd, now);
  }
}

/**
 * Publishes a viewing of one home with one or more slots and invites applicants and waiting-list
 * members (inviteesOf). The viewing, the invitations, the applications' new status and the mails —
 * each in the language of the application or membership — are one transaction. A viewing bookable
 * through its link answers with the link to share.
 */
export async function createViewing(actor: AuditActor, write: ViewingCreateInput, now = new Date()): Promise<ViewingCreated> {
  const { companyId } = actor;
  const input = viewingCreateSchema.parse(write);
  const slots = slotsOf(input, now);
  const db = await getDb();
  const { propertyId, invitees } = await inviteesOf(db, companyId, input);
  const lastEnd = new Date(Math.max(...slots.map((slot) => slot.endsAt.getTime())));
  const { viewingId, bookingUrl } = await db.transaction(async (t) => {
    const { bookableBy, meetingLocation } = input;
    const id = await insertViewing(t, { companyId, propertyId, meetingLocation, bookableBy }, slots, now);
    await invite(t, id, invitees, slots, lastEnd, now);
    const detail = { ...invitedDetail(propertyId, invitees, slots), bookableBy };
    await recordAudit(t, actor, { action: 'viewing.invited', subject: { type: 'viewing', id }, detail }, now);
    return { viewingId: id, bookingUrl: bookableBy === 'link' ? await mintBookingLink(t, { id }, lastEnd, now) : null };
  });
  return { ...(await getViewingOfCompany(companyId, viewingId, now)), mailsHeldUntil: heldUntil(now), bookingUrl };
}

/**
 * A fresh link to share for a viewing bookable through its link (only hashes of links are kept, so
 * the first one cannot be shown again; every link made stays valid until the last slot ends).
 */
export async function newBookingLink(companyId: number, viewingId: string, now = new Date()): Promise<{ bookingUrl: string }> {
  const db = await getDb();
  const viewing = await findCompanyViewing(db, companyId, viewingId);
  if (!viewing || viewing.bookableBy !== 'link') throw new DomainError('NotFound', 'notFound');
  const slots = await listSlots(db, [viewingId]);
  const lastEnd = new Date(Math.max(...slots.map((slot) => slot.endsAt.getTime())));
  if (lastEnd <= now) throw new DomainError('Conflict', 'viewingClosed');
  return { bookingUrl: await mintBookingLink(db, viewing, lastEnd, now) };
}

/**
 * Staff mark someone who booked a slot as not having come (or take the mark back), once the slot has
 * begun: before it, nobody can have failed to come. Another company's viewing is not found; the
 * trail records who marked whom.
 */
export async function markNoShow(actor: AuditActor, viewingId: string, invitationId: string, noShow: boolean, now = new Date()) {
  const db = await getDb();
  const viewing = await getViewingOfCompany(actor.companyId, viewingId, now);
  const invitation = viewing.invitations.find((candidate) => candidate.id === invitationId);
  const slot = viewing.slots.find((candidate) => candidate.id === invitation?.slotId);
  if (!invitation || !slot) throw new DomainError('NotFound', 'notFound');
  if (instantInCopenhagen(slot.date, slot.fromTime) > now) throw new DomainError('Conflict', 'viewingNotStarted');
  await db.transaction(async (t) => {
    if (!(await setNoShow(t, actor.companyId, viewingId, invitationId, noShow ? now : null))) throw new DomainError('NotFound', 'notFound');
    const detail = { invitationId, noShow };
    await recordAudit(t, actor, { action: 'viewing.noShowMarked', subject: { type: 'viewing', id: viewingId }, detail }, now);
  });
  return getViewingOfCompany(actor.companyId, viewingId, now);
}

async function withDetails(db: Db, rows: ViewingRow[], now: Date): Promise<LandlordViewing[]> {
  const ids = rows.map((row) => row.id);
  const [slots, invitations] = await Promise.all([listSlots(db, ids), listInvitationsOf(db, ids)]);
  return rows.map((row) => landlordViewingOf(row, slots, invitations, now));
}

/** The company's newest viewings with their slots, answers and surveys. */
export async function listViewingsOfCompany(companyId: number, now = new Date()): Promise<LandlordViewing[]> {
  const db = await getDb();
  return withDetails(db, await listCompanyViewings(db, companyId, LISTED_VIEWINGS), now);
}

export async function getViewingOfCompany(companyId: number, id: string, now = new Date()): Promise<LandlordViewing> {
  const db = await getDb();
  const row = await findCompanyViewing(db, companyId, id);
  if (!row) throw new DomainError('NotFound', 'notFound');
  const [viewing] = await withDetails(db, [row], now);
  return viewing;
}

/**
 * Sends the survey to everyone who accepted a slot that has ended and has not had it yet; calling
 * it again later reaches only those whose slot has ended since. Each link works for 14 days.
 */
export async function sendSurveys(companyId: number, viewingId: string, now = new Date()): Promise<SurveysSent> {
  const db = await getDb();
  if (!(await findCompanyViewing(db, companyId, viewingId))) throw new DomainError('NotFound', 'notFound');
  const expiresAt = new Date(now.getTime() + SURVEY_VALID_DAYS * DAY_MS);
  const sent = await db.transaction(async (t) => {
    const slots = await listSlots(t, [viewingId]);
    let count = 0;
    for (const invitationId of await listSurveyDue(t, viewingId, now)) {
      const invitation = await findInvitation(t, invitationId);
      if (!invitation || !(await insertSurvey(t, invitationId, expiresAt, now))) continue;
      const { url } = await mintLink(t, invitation, 'survey', expiresAt, now);
      await mailInvitee(
        t,
        invitation,
        'survey',
        slots.filter((slot) => slot.id === invitation.slotId),
        url,
        now,
      );
      count++;
    }
    return count;
  });
  return { sent, mailsHeldUntil: sent > 0 ? heldUntil(now) : null, viewing: await getViewingOfCompany(companyId, viewingId, now) };
}
