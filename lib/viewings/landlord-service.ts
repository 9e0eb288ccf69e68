import 'server-only';
import { markInvitedToViewing } from '@/lib/applications/landlord-service';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { HttpError } from '@/lib/http/errors';
import { instantInCopenhagen } from '@/lib/time/copenhagen';
import { landlordViewingOf } from './landlord-dto';
import { mailInvitee, mintLink } from './mails';
import {
  findCompanyViewing,
  findInvitation,
  findInvitees,
  insertInvitations,
  insertSurvey,
  insertViewing,
  listCompanyViewings,
  listInvitationsOf,
  listSlots,
  listSurveyDue,
  type NewSlot,
  type ViewingRow,
} from './repository';
import { SURVEY_VALID_DAYS } from './rules';
import type { LandlordViewing, SurveysSent, ViewingCreate } from './schema';

/*
 * The landlord's side of viewings: the provider API and the company console. Every function takes
 * the company the caller was authenticated for; another company's viewing or application is not found.
 */

const DAY_MS = 24 * 60 * 60_000;
const LISTED_VIEWINGS = 50;

function slotsOf(input: ViewingCreate, now: Date): NewSlot[] {
  return input.slots.map((slot) => {
    const startsAt = instantInCopenhagen(slot.date, slot.fromTime);
    if (startsAt <= now) throw new HttpError(422, 'viewingSlotInPast');
    return { ...slot, capacity: slot.capacity ?? null, startsAt, endsAt: instantInCopenhagen(slot.date, slot.toTime) };
  });
}

/**
 * Invites applicants of one home to a viewing with one or more slots (bulk). Every application must
 * be the company's, active, made through an account (the mail goes there) and for the same home.
 * The viewing, the invitations, the applications' new status and the mails are one transaction.
 */
export async function createViewing(companyId: number, input: ViewingCreate, now = new Date()): Promise<LandlordViewing> {
  const slots = slotsOf(input, now);
  const ids = [...new Set(input.applicationIds)];
  const db = await getDb();
  const invitees = await findInvitees(db, companyId, ids);
  if (invitees.length !== ids.length) throw new HttpError(404, 'notFound');
  const propertyIds = new Set(invitees.map((invitee) => invitee.propertyId));
  if (propertyIds.size !== 1 || invitees.some((invitee) => !invitee.active || !invitee.userId)) {
    throw new HttpError(422, 'viewingNotPossible');
  }
  const lastEnd = new Date(Math.max(...slots.map((slot) => slot.endsAt.getTime())));
  const viewingId = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const id = await insertViewing(
      t,
      { companyId, propertyId: invitees[0].propertyId, meetingLocation: input.meetingLocation },
      slots,
      now,
    );
    const created = await insertInvitations(
      t,
      id,
      invitees.map((invitee) => ({ applicationId: invitee.id, locale: invitee.locale })),
      now,
    );
    for (const { id: invitationId, applicationId } of created) {
      await markInvitedToViewing(t, applicationId, now);
      const invitation = await findInvitation(t, invitationId);
      if (!invitation) continue;
      const { url } = await mintLink(t, invitation, 'invitation', lastEnd, now);
      await mailInvitee(t, invitation, 'invitation', slots, url, now);
    }
    return id;
  });
  return getViewingOfCompany(companyId, viewingId, now);
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
  if (!row) throw new HttpError(404, 'notFound');
  const [viewing] = await withDetails(db, [row], now);
  return viewing;
}

/**
 * Sends the survey to everyone who accepted a slot that has ended and has not had it yet; calling
 * it again later reaches only those whose slot has ended since. Each link works for 14 days.
 */
export async function sendSurveys(companyId: number, viewingId: string, now = new Date()): Promise<SurveysSent> {
  const db = await getDb();
  if (!(await findCompanyViewing(db, companyId, viewingId))) throw new HttpError(404, 'notFound');
  const expiresAt = new Date(now.getTime() + SURVEY_VALID_DAYS * DAY_MS);
  const sent = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
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
  return { sent, viewing: await getViewingOfCompany(companyId, viewingId, now) };
}
