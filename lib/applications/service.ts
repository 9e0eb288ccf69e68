import 'server-only';
import { getApplicantProfile } from '@/lib/accounts/profile-service';
import type { SessionUser } from '@/lib/accounts/session';
import { applyStateOf } from '@/lib/catalogue/rules';
import { visibilityOf } from '@/lib/catalogue/visibility';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { announceApplication } from './landlord-service';
import { DomainError } from '@/lib/errors/domain-error';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { mailUrl } from '@/lib/seo/urls';
import {
  anonymiseDeletedBefore,
  anonymiseInactiveOf,
  countApplications,
  endApplication,
  findActiveApplicationId,
  findApplication,
  findApplicationParties,
  findApplyTarget,
  findContact,
  hasActiveApplication,
  holdApplicant,
  insertApplication,
  listAllApplicationsOf,
  listApplications,
  markDeleted,
  type ApplyTarget,
} from './repository';
import {
  isApplicationId,
  type ApplicationDetail,
  type ApplicationList,
  type ApplicationRecord,
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
  if (!target || visibilityOf(target.groupStatus) === 'hidden') throw new DomainError('NotFound', 'notFound');
  const state = applyStateOf(target.availability, target.groupStatus);
  if (state === 'rented') throw new DomainError('Rejected', 'homeRented');
  if (state === 'reserved') throw new DomainError('Rejected', 'homeReserved');
  if (state === 'waitingList') throw new DomainError('Rejected', 'homeWaitingListOnly');
  if (target.company.external && !target.company.email) {
    // The application could only be forwarded by e-mail; taking it would promise an answer that never comes.
    console.error(`Company ${target.companyId} handles applications externally but has no e-mail address`);
    throw new DomainError('Rejected', 'landlordUnreachable');
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
    if (!(await holdApplicant(tx, user.id))) throw new DomainError('Unauthenticated', 'unauthorized');
    // The profile as it is now travels with the application; later edits do not rewrite what was sent.
    const { introduction: _introduction, ...household } = await getApplicantProfile(user, tx);
    const created = await insertApplication(
      tx,
      { ...form, household, locale, userId: user.id, propertyId: target.propertyId, companyId: target.companyId, external },
      now,
    );
    if (!created) throw new DomainError('Conflict', 'alreadyApplied');
    await announceApplication(tx, created, 'application.created', now);
    const url = mailUrl(locale, { pathname: '/application/[id]', params: { id: created } }, origin);
    // The receipt goes to the account's verified address: the form's address is only the contact the
    // landlord gets, and mailing it would let anyone with an account send our mails to a stranger.
    await enqueueEmail(tx, {
      to: user.email,
      locale,
      template: 'applicationReceipt',
      data: { name: form.name, address: target.address, url },
    });
    if (external && target.company.email) {
      await enqueueEmail(tx, {
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

/** Every application the account holds, with its timeline, those deleted from the overview too (the person's data export). */
export async function listAllMyApplications(user: Owner): Promise<ApplicationRecord[]> {
  return listAllApplicationsOf(await getDb(), user.id);
}

export async function getMyApplication(user: Owner, id: string): Promise<ApplicationDetail | null> {
  if (!isApplicationId(id)) return null;
  return findApplication(await getDb(), user.id, id);
}

/**
 * The applicant and the company of an application, for a conversation about it (lib/messages); null
 * for an unknown, anonymised or external one. The messages area checks who asks.
 */
export async function applicationParties(id: string) {
  return isApplicationId(id) ? findApplicationParties(await getDb(), id) : null;
}

async function requireMine(db: Db, user: Owner, id: string): Promise<ApplicationDetail> {
  const application = isApplicationId(id) ? await findApplication(db, user.id, id) : null;
  if (!application) throw new DomainError('NotFound', 'notFound');
  return application;
}

/** Withdrawing makes the application inactive; only an active one can be withdrawn. */
export async function withdrawMyApplication(user: Owner, id: string, now = new Date()): Promise<ApplicationDetail> {
  const db = await getDb();
  await requireMine(db, user, id);
  await db.transaction(async (tx) => {
    if (!(await endApplication(tx, user.id, id, 'withdrawn', now))) throw new DomainError('Conflict', 'applicationNotActive');
    await announceApplication(tx, id, 'application.withdrawn', now);
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
      await endApplication(tx, user.id, id, 'withdrawn', now);
      await announceApplication(tx, id, 'application.withdrawn', now);
    }
    await markDeleted(tx, user.id, id, now);
  });
}

/**
 * The applications' part of deleting an account, in the deletion's transaction:
 * refused while the person has an active application; otherwise their inactive ones are anonymised,
 * so statistics keep the rest.
 */
export async function anonymiseForAccountDeletion(tx: Db, user: Owner, now: Date): Promise<void> {
  if (await hasActiveApplication(tx, user.id)) throw new DomainError('Conflict', 'deleteActiveApplications');
  await anonymiseInactiveOf(tx, user.id, now);
}

/** The retention rule (anonymised 30 days after it became inactive); idempotent, so it may run as often as a scheduler likes. */
export async function anonymiseExpiredApplications(db: Db, now: Date): Promise<number> {
  return anonymiseDeletedBefore(db, new Date(now.getTime() - ANONYMISE_AFTER_DAYS * DAY_MS), now);
}
