import 'server-only';
import { recordAudit } from '@/lib/audit/service';
import type { AuditAction, AuditActor } from '@/lib/audit/schema';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { DomainError } from '@/lib/errors/domain-error';
import { publishWebhookEvent } from '@/lib/webhooks/service';
import type { WebhookEventType } from '@/lib/webhooks/schema';
import { mitidVerifiedAt } from '@/lib/mitid/service';
import { mailUrl } from '@/lib/seo/urls';
import {
  findApplicantAccount,
  findApplicationWithCompany,
  findCompanyApplication,
  listCompanyApplications,
  listNewestCompanyApplications,
  lockCompanyApplication,
  recordInvitedToViewing,
  recordLandlordStatus,
  type LockedApplication,
  type StoredApplication,
} from './landlord-repository';
import {
  encodeLandlordCursor,
  isApplicationId,
  type LandlordApplication,
  type LandlordApplicationDetail,
  type LandlordApplicationPage,
  type LandlordListFilter,
  type LandlordStatusChange,
} from './schema';
import { landlordTransition } from './statuses';

/*
 * The side of applications a landlord sees: the provider API and the company console. Each function
 * takes the company the caller was authenticated for; another company's application is not found.
 */

/** The applications as the company sees them: with when MitID confirmed each applicant, if it did. */
async function withIdentity<T extends StoredApplication>(db: Db, stored: T[]): Promise<(Omit<T, 'userId'> & LandlordApplication)[]> {
  const userIds = stored.flatMap((application) => (application.userId ? [application.userId] : []));
  const verified = userIds.length ? await mitidVerifiedAt(db, userIds) : new Map<string, Date>();
  return stored.map(({ userId, ...application }) => ({
    ...application,
    applicant: { ...application.applicant, mitidVerifiedAt: (userId && verified.get(userId)?.toISOString()) || null },
  }));
}

export async function listApplicationsOfCompany(companyId: number, filter: LandlordListFilter): Promise<LandlordApplicationPage> {
  // One more than asked tells whether another page follows without counting.
  const db = await getDb();
  const rows = await listCompanyApplications(db, companyId, { ...filter, limit: filter.limit + 1 });
  const items = await withIdentity(db, rows.slice(0, filter.limit));
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > filter.limit && last ? encodeLandlordCursor({ updatedAt: last.updatedAt, id: last.id }) : null,
  };
}

export async function listNewestApplicationsOfCompany(
  companyId: number,
  filter: Pick<LandlordListFilter, 'homeSlug' | 'status' | 'limit'>,
): Promise<LandlordApplication[]> {
  const db = await getDb();
  return withIdentity(db, await listNewestCompanyApplications(db, companyId, filter));
}

export async function getApplicationOfCompany(companyId: number, id: string): Promise<LandlordApplicationDetail> {
  const db = await getDb();
  const application = isApplicationId(id) ? await findCompanyApplication(db, companyId, id) : null;
  if (!application) throw new DomainError('NotFound', 'notFound');
  const [shown] = await withIdentity(db, [application]);
  return shown;
}

const AUDITED_STATUS = {
  seen: 'application.seen',
  declined: 'application.declined',
  withdrawnByLandlord: 'application.withdrawn',
} as const satisfies Record<LandlordStatusChange['status'], AuditAction>;

/**
 * Marks an application seen, declines it or withdraws the home. The change, its timeline
 * entry and the applicant's mail (in the language they applied in, if their settings allow it) are
 * written in one transaction; the mail goes out after the commit. Repeating a change that is already
 * made changes nothing and sends nothing.
 */
export async function changeApplicationStatusByLandlord(
  actor: AuditActor,
  id: string,
  change: LandlordStatusChange,
  now = new Date(),
): Promise<LandlordApplicationDetail> {
  const { companyId } = actor;
  if (!isApplicationId(id)) throw new DomainError('NotFound', 'notFound');
  const db = await getDb();
  await db.transaction(async (t) => {
    const application = await lockCompanyApplication(t, companyId, id);
    if (!application) throw new DomainError('NotFound', 'notFound');
    if (application.status === change.status) return;
    const transition = landlordTransition(application.status, change.status);
    if (transition === 'refused') throw new DomainError('Conflict', 'applicationStatusNotAllowed');
    if (transition === 'unchanged') return;
    const landlordMessage = change.status === 'seen' ? null : change.message || null;
    await recordLandlordStatus(t, id, change.status, { final: change.status !== 'seen', landlordMessage, now });
    await recordAudit(
      t,
      actor,
      {
        action: AUDITED_STATUS[change.status],
        subject: { type: 'application', id, tenantRef: application.userId },
        detail: { from: application.status, address: application.address, withMessage: landlordMessage !== null },
      },
      now,
    );
    await mailApplicant(t, id, application, change.status, landlordMessage);
  });
  return getApplicationOfCompany(companyId, id);
}

/**
 * An offer of the home (lib/offers) moves the application to 'offered' with a timeline entry, so
 * /anmodninger and /anmodning/{id} follow. Call it with the offer's transaction.
 */
export async function recordApplicationOffered(tx: Db, id: string, now = new Date()): Promise<void> {
  await recordLandlordStatus(tx, id, 'offered', { final: false, landlordMessage: null, now });
}

/**
 * An application invited to a viewing shows it on the person's list and timeline. Call it
 * in the invitation's transaction; an application already further along keeps its status.
 */
export async function markInvitedToViewing(tx: Db, id: string, now = new Date()): Promise<void> {
  await recordInvitedToViewing(tx, id, now);
}

/**
 * Tells the company's webhook endpoints what happened to an application (`application.created`,
 * `application.withdrawn`), with the application as the API shows it. Call it inside the change's
 * transaction: the event is stored with the change and delivered later by the deliver-webhooks job.
 */
export async function announceApplication(tx: Db, id: string, type: WebhookEventType, now = new Date()): Promise<void> {
  const found = await findApplicationWithCompany(tx, id);
  if (found) await publishWebhookEvent(tx, found.companyId, type, (await withIdentity(tx, [found.application]))[0], now);
}

async function mailApplicant(
  db: Db,
  id: string,
  application: LockedApplication,
  status: LandlordStatusChange['status'],
  landlordMessage: string | null,
): Promise<void> {
  // An anonymised application, or one whose account is gone, has nobody to tell.
  const account = application.userId ? await findApplicantAccount(db, application.userId) : null;
  if (!account || !application.userId) return;
  const { locale } = application;
  await enqueueEmail(db, {
    to: account.email,
    userId: application.userId,
    locale,
    template: 'applicationUpdate',
    data: {
      name: account.name,
      address: application.address,
      company: application.companyName,
      url: mailUrl(locale, { pathname: '/application/[id]', params: { id } }),
      status,
      ...(landlordMessage ? { landlordMessage } : {}),
    },
  });
}
