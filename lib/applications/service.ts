import 'server-only';
import { getApplicantProfile } from '@/lib/accounts/profile-service';
import type { SessionUser } from '@/lib/accounts/session';
import { applyStateOf } from '@/lib/catalogue/rules';
import { visibilityOf } from '@/lib/catalogue/visibility';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { announceApplication } from './landlord-service';
import { HttpError } from '@/lib/http/errors';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { mailUrl } from '@/lib/seo/urls';
import {
  anonymiseDeletedBefore,
  anonymiseInactiveOf,
  countApplications,
  endApplication,
  findActiveApplicationId,
  findApplication,
  findApplyTarget,
  findContact,
  hasActiveApplication,
  holdApplicant,
  insertApplication,
  listApplications,
  markDeleted,
  type ApplyTarget,
} from './repository';
import {
  isApplicationId,
  type ApplicationDetail,
  type ApplicationList,
  type ApplicationPrefill,
  type ApplyContext,
  type ApplyRequest,
  type ApplyResult,
} from './schema';
import { ANONYMISE_AFTER_DAYS, type ApplicationFilter } from './statuses';

/*
 * Every function takes the session user, never an owner id from the client: a person only ever
 * reads or changes their own applications, and someone else's is "not found" (no IDOR).
 */

type Owner = Pick<SessionUser, 'id'>;
type Applicant = Pick<SessionUser, 'id' | 'name' | 'email'>;

/**
 * Each application mails a receipt to the applicant (and, for external homes, a copy to the
 * landlord): without a limit, applying and withdrawing in a loop would fill those inboxes.
 * Far above what a person looking for a home sends in an hour.
 */
export const APPLY_RATE_LIMIT: RateLimitRule = { name: 'apply', windowMs: 60 * 60_000, max: 30 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A home a person may apply for, or the reason they may not. */
async function openTarget(db: Db, slug: string): Promise<ApplyTarget> {
  const target = await findApplyTarget(db, slug);
  if (!target || visibilityOf(target.groupStatus) === 'hidden') throw new HttpError(404, 'notFound');
  const state = applyStateOf(target.availability, target.groupStatus);
  if (state === 'rented') throw new HttpError(422, 'homeRented');
  if (state === 'reserved') throw new HttpError(422, 'homeReserved');
  if (state === 'waitingList') throw new HttpError(422, 'homeWaitingListOnly');
  if (target.company.external && !target.company.email) {
    // The application could only be forwarded by e-mail; taking it would promise an answer that never comes.
    console.error(`Company ${target.companyId} handles applications externally but has no e-mail address`);
    throw new HttpError(422, 'landlordUnreachable');
  }
  return target;
}

/**
 * Sends an application. It, its receipt and — when the landlord handles applications outside the
 * product — the copy for the landlord are written in one transaction; the mails go out after the
 * commit, so a slow mail server never holds the request. A second application for the same home
 * while the first is active is a 409, however close together the two requests arrive.
 */
export async function applyForHome(
  user: Applicant,
  request: ApplyRequest,
  { locale, origin }: ApplyContext,
  now = new Date(),
): Promise<ApplyResult> {
  const db = await getDb();
  const { property: slug, ...form } = request;
  const target = await openTarget(db, slug);
  const external = target.company.external;
  const id = await db.transaction(async (tx) => {
    // The account was deleted while this request was on its way: the session is gone with it.
    if (!(await holdApplicant(tx as unknown as Db, user.id))) throw new HttpError(401, 'unauthorized');
    // The profile as it is now travels with the application; later edits do not rewrite what was sent.
    const { introduction: _introduction, ...household } = await getApplicantProfile(user, tx as unknown as Db);
    const created = await insertApplication(
      tx as unknown as Db,
      { ...form, household, locale, userId: user.id, propertyId: target.propertyId, companyId: target.companyId, external },
      now,
    );
    if (!created) throw new HttpError(409, 'alreadyApplied');
    await announceApplication(tx as unknown as Db, created, 'application.created', now);
    const url = mailUrl(locale, { pathname: '/application/[id]', params: { id: created } }, origin);
    // The receipt goes to the account's verified address: the form's address is only the contact the
    // landlord gets, and mailing it would let anyone with an account send our mails to a stranger.
    await enqueueEmail(tx as unknown as Db, {
      to: user.email,
      locale,
      template: 'applicationReceipt',
      data: { name: form.name, address: target.address, url },
    });
    if (external && target.company.email) {
      await enqueueEmail(tx as unknown as Db, {
        to: target.company.email,
        // Landlords are Danish companies: they read the copy in Danish whatever the applicant's language.
        locale: 'da-DK',
        template: 'externalApplicationNotice',
        data: {
          company: target.company.name,
          applicantName: form.name,
          applicantEmail: form.email,
          applicantPhone: form.phone,
          message: form.message,
          address: target.address,
          household,
        },
      });
    }
    return created;
  });
  return { id, external, company: target.company.name, email: user.email };
}

/** The apply form's starting values: the account's name, e-mail and phone, the profile's introduction. */
export async function getApplyPrefill(user: Applicant, slug: string): Promise<ApplicationPrefill> {
  const db = await getDb();
  const [contact, profile, target] = await Promise.all([findContact(db, user.id), getApplicantProfile(user), findApplyTarget(db, slug)]);
  return {
    name: contact?.name ?? user.name,
    email: contact?.email ?? user.email,
    phone: contact?.phone ?? '',
    message: profile.introduction,
    existingApplicationId: target ? await findActiveApplicationId(db, user.id, target.propertyId) : null,
  };
}

export async function listMyApplications(user: Owner, filter: ApplicationFilter): Promise<ApplicationList> {
  const db = await getDb();
  const [items, counts] = await Promise.all([listApplications(db, user.id, filter === 'active'), countApplications(db, user.id)]);
  return { items, counts };
}

export async function getMyApplication(user: Owner, id: string): Promise<ApplicationDetail | null> {
  if (!isApplicationId(id)) return null;
  return findApplication(await getDb(), user.id, id);
}

async function requireMine(db: Db, user: Owner, id: string): Promise<ApplicationDetail> {
  const application = isApplicationId(id) ? await findApplication(db, user.id, id) : null;
  if (!application) throw new HttpError(404, 'notFound');
  return application;
}

/** Withdrawing makes the application inactive; only an active one can be withdrawn. */
export async function withdrawMyApplication(user: Owner, id: string, now = new Date()): Promise<ApplicationDetail> {
  const db = await getDb();
  await requireMine(db, user, id);
  await db.transaction(async (tx) => {
    if (!(await endApplication(tx as unknown as Db, user.id, id, 'withdrawn', now))) throw new HttpError(409, 'applicationNotActive');
    await announceApplication(tx as unknown as Db, id, 'application.withdrawn', now);
  });
  return requireMine(db, user, id);
}

/**
 * Removes the application from the person's overview. An active one is withdrawn first: deleting
 * makes it inactive, and 30 days later it is anonymised.
 */
export async function deleteMyApplication(user: Owner, id: string, now = new Date()): Promise<void> {
  const db = await getDb();
  const application = await requireMine(db, user, id);
  await db.transaction(async (tx) => {
    if (application.active) {
      await endApplication(tx as unknown as Db, user.id, id, 'withdrawn', now);
      await announceApplication(tx as unknown as Db, id, 'application.withdrawn', now);
    }
    await markDeleted(tx as unknown as Db, user.id, id, now);
  });
}

/**
 * The applications' part of deleting an account, in the deletion's transaction:
 * refused while the person has an active application; otherwise their inactive ones are anonymised,
 * so statistics keep the rest.
 */
export async function anonymiseForAccountDeletion(tx: Db, user: Owner, now: Date): Promise<void> {
  if (await hasActiveApplication(tx, user.id)) throw new HttpError(409, 'deleteActiveApplications');
  await anonymiseInactiveOf(tx, user.id, now);
}

/** The retention rule (anonymised 30 days after it became inactive); idempotent, so it may run as often as a scheduler likes. */
export async function anonymiseExpiredApplications(db: Db, now: Date): Promise<number> {
  return anonymiseDeletedBefore(db, new Date(now.getTime() - ANONYMISE_AFTER_DAYS * DAY_MS), now);
}
