import 'server-only';
import { recordAudit } from '@/lib/audit/service';
import type { AuditActor } from '@/lib/audit/schema';
import type { SessionUser } from '@/lib/accounts/session';
import { recordApplicationOffered } from '@/lib/applications/landlord-service';
import { costsOf } from '@/lib/catalogue/rules';
import { refuseAboveLegalCap } from '@/lib/catalogue/write-service';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { endOfQuietHours, heldUntil } from '@/lib/email/quiet-hours';
import { DomainError } from '@/lib/errors/domain-error';
import { formatDate, formatKroner } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { publishWebhookEvent } from '@/lib/webhooks/service';
import { formatAddress, streetLine } from '@/lib/catalogue/address';
import { mailUrl } from '@/lib/seo/urls';
import { issueLinkToken, resolveLinkToken } from '@/lib/tokens/service';
import { formatDeadline } from './deadline';
import {
  claimReminderCandidates,
  findCompanyOffer,
  findOfferPage,
  findOfferRecipient,
  findOfferTargets,
  insertOffer,
  listCompanyOffers,
  listOwnApplicationOffers,
  listOwnOffers,
  listOwnUnansweredOffers,
  lockOffer,
  markReminderDone,
  setOfferAnswer,
  type LandlordOfferRow,
  type OfferPageRow,
  type OfferTarget,
  type OfferTerms,
} from './repository';
import {
  answerChange,
  deadlineAllowed,
  offerLinkExpiry,
  offerPhase,
  reminderDue,
  OFFER_REMINDER_BEFORE_MS,
  type OfferAnswer,
} from './rules';
import {
  offerCreateSchema,
  type ApplicantOffer,
  type LandlordOffer,
  type OfferCreate,
  type OfferLookup,
  type OfferRecord,
  type OfferView,
  type PendingOffer,
} from './schema';

/*
 * Tenant-assignment offers. The landlord's side takes the company the caller was
 * authenticated for (another company's offer is not found); the tenant's side takes the link token,
 * whoever holds it (the mail's link is the key, as for a viewing invitation).
 */

const asDb = (tx: unknown) => tx as Db;

/** Answers, signatures and downloads by link, per client address: far above a person's use, far below guessing. */
export const TOKEN_PAGE_LIMIT: RateLimitRule = { name: 'offer-token', windowMs: 15 * 60_000, max: 120 };

export function toLandlordOffer(row: LandlordOfferRow, now = new Date()): LandlordOffer {
  return {
    id: row.id,
    applicationId: row.applicationId,
    applicant: { name: row.applicantName, email: row.applicantEmail },
    home: { slug: row.slug, externalId: row.homeExternalId, groupExternalId: row.groupExternalId, address: formatAddress(row) },
    monthlyRent: row.monthlyRent,
    aconto: row.aconto,
    deposit: row.deposit,
    prepaidRent: row.prepaidRent,
    wastewaterCost: row.wastewaterCost,
    moveInDate: row.moveInDate,
    deadline: row.deadline.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    binding: offerPhase(row, now) !== 'open',
    contractTenantId: row.contractTenantId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A fresh link to the offer: the mail's, or the one the person's own application page opens. */
async function offerLink(db: Db, offerId: string, deadline: Date, locale: Locale, now: Date): Promise<string> {
  const token = await issueLinkToken(db, { purpose: 'offer', subject: offerId, expiresAt: offerLinkExpiry(deadline) }, now);
  return mailUrl(locale, { pathname: '/tenant-assignment-offer/[token]', params: { token } });
}

async function mailOffer(db: Db, offerId: string, kind: 'offer' | 'reminder', now: Date): Promise<void> {
  const recipient = await findOfferRecipient(db, offerId);
  // An anonymised application, or one whose account is gone, has nobody to tell.
  if (!recipient?.userId || !recipient.email) return;
  const { locale } = recipient;
  const costs = costsOf(recipient);
  await enqueueEmail(db, {
    to: recipient.email,
    userId: recipient.userId,
    locale,
    template: 'propertyOffer',
    quietHours: true,
    now,
    data: {
      kind,
      name: recipient.name ?? '',
      address: formatAddress(recipient),
      company: recipient.company,
      deadline: formatDeadline(recipient.deadline, locale),
      moveIn: formatDate(recipient.moveInDate, locale),
      rent: formatKroner(costs.monthlyRent),
      aconto: formatKroner(costs.aconto),
      deposit: formatKroner(costs.deposit),
      prepaidRent: formatKroner(costs.prepaidRent),
      moveInTotal: formatKroner(costs.moveInTotal),
      url: await offerLink(db, offerId, recipient.deadline, locale, now),
    },
  });
}

function refuseUnofferable(targets: OfferTarget[], ids: string[]): void {
  // Another company's application, or an unknown id, is not found; one no longer active cannot be offered.
  if (targets.length !== new Set(ids).size) throw new DomainError('NotFound', 'notFound');
  if (targets.some((target) => target.inactiveAt !== null || !target.userId)) throw new DomainError('Conflict', 'offerNotPossible');
}

type GivenTerms = Omit<ReturnType<typeof offerCreateSchema.parse>, 'applicationIds' | 'moveInDate' | 'deadline'>;

/**
 * The offer's own terms: those the landlord gave, the rest copied from the home as it is now. Refused
 * above lejeloven's caps, measured against the offer's rent (a lower rent than the home's needs a
 * lower deposit too).
 */
function offerTermsOf(target: OfferTarget, given: GivenTerms): OfferTerms {
  const { home } = target;
  const terms = {
    monthlyRent: given.monthlyRent,
    aconto: given.aconto ?? home.aconto,
    deposit: given.deposit ?? home.deposit,
    prepaidRent: given.prepaidRent ?? home.prepaidRent,
    wastewaterCost: given.wastewaterCost ?? home.wastewaterCost,
  };
  refuseAboveLegalCap(terms);
  return terms;
}

/**
 * Offers the home of each named application on the same terms. Each offer, its
 * application's new status and timeline entry, the mail with its link are written in one transaction: all offers are made, or none. An application offered before is a 409.
 */
export async function makeOffers(actor: AuditActor, input: OfferCreate, now = new Date()): Promise<LandlordOffer[]> {
  const { companyId } = actor;
  const { applicationIds, moveInDate, deadline: deadlineIso, ...given } = offerCreateSchema.parse(input);
  const deadline = new Date(deadlineIso);
  if (!deadlineAllowed(deadline, now)) throw new DomainError('Rejected', 'offerDeadlineInvalid');
  // Asked at night, the mails leave at 07:00: the deadline must leave time to answer after that.
  const mailsLeave = endOfQuietHours(now);
  if (!deadlineAllowed(deadline, mailsLeave)) throw new DomainError('Rejected', 'offerDeadlineBeforeMails', { time: heldUntil(now) ?? '' });
  const ids = [...new Set(applicationIds)];
  const db = await getDb();
  const offerIds = await db.transaction(async (transaction) => {
    const tx = asDb(transaction);
    const targets = await findOfferTargets(tx, companyId, ids);
    refuseUnofferable(targets, ids);
    const made: string[] = [];
    for (const target of targets) {
      const terms = offerTermsOf(target, given);
      const values = { applicationId: target.applicationId, companyId, propertyId: target.propertyId, ...terms, moveInDate, deadline };
      const id = await insertOffer(tx, { ...values, locale: target.locale }, now);
      if (!id) throw new DomainError('Conflict', 'alreadyOffered');
      await recordApplicationOffered(tx, target.applicationId, now);
      await recordAudit(
        tx,
        actor,
        {
          action: 'offer.made',
          subject: { type: 'offer', id, tenantRef: target.userId },
          detail: {
            application: target.applicationId,
            address: formatAddress(target),
            monthlyRent: terms.monthlyRent,
            moveInDate,
            deadline: deadlineIso,
          },
        },
        now,
      );
      await mailOffer(tx, id, 'offer', now);
      made.push(id);
    }
    return made;
  });
  return Promise.all(offerIds.map((id) => getOfferOfCompany(companyId, id, now)));
}

export async function listOffersOfCompany(companyId: number, filter: { applicationId?: string; limit: number }, now = new Date()) {
  return (await listCompanyOffers(await getDb(), companyId, filter)).map((row) => toLandlordOffer(row, now));
}

export async function getOfferOfCompany(companyId: number, id: string, now = new Date()): Promise<LandlordOffer> {
  const row = await findCompanyOffer(await getDb(), companyId, id);
  if (!row) throw new DomainError('NotFound', 'notFound');
  return toLandlordOffer(row, now);
}

function toOfferView(row: OfferPageRow, now: Date): OfferView {
  return {
    id: row.id,
    company: row.company,
    address: streetLine(row.street, row.floorDoor),
    postcode: row.postcode,
    district: row.district,
    propertySlug: row.slug,
    rooms: row.rooms,
    sizeM2: row.sizeM2,
    moveInDate: row.moveInDate,
    deadline: row.deadline.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    phase: offerPhase(row, now),
    // Every figure from the offer's own terms; only the size (for the rent per m²) is the home's.
    costs: costsOf(row),
  };
}

/** The offer a link opens: unknown (or not one of ours) is notFound, a link past its expiry is expired. */
export async function getOfferByToken(token: string, now = new Date()): Promise<OfferLookup> {
  const db = await getDb();
  const link = await resolveLinkToken(db, 'offer', token, now);
  const row = link.kind === 'notFound' ? null : await findOfferPage(db, link.subject);
  if (!row) return { kind: 'notFound' };
  if (link.kind !== 'found') return { kind: 'expired' };
  return { kind: 'found', offer: toOfferView(row, now) };
}

/**
 * Records the answer given through a link: any number of times until the deadline, then it is
 * binding (422). The landlord hears of each change by the `offer.answered` webhook, written with it.
 */
export async function answerOffer(token: string, answer: OfferAnswer, now = new Date()): Promise<OfferView> {
  const lookup = await getOfferByToken(token, now);
  if (lookup.kind === 'notFound') throw new DomainError('NotFound', 'notFound');
  if (lookup.kind === 'expired') throw new DomainError('Gone', 'offerExpired');
  const db = await getDb();
  await db.transaction(async (transaction) => {
    const tx = asDb(transaction);
    const offer = await lockOffer(tx, lookup.offer.id);
    if (!offer) throw new DomainError('NotFound', 'notFound');
    const change = answerChange(offer, answer, now);
    if (change === 'closed') throw new DomainError('Rejected', 'offerClosed');
    if (change === 'unchanged') return;
    await setOfferAnswer(tx, offer.id, answer, now);
    const row = await findCompanyOffer(tx, offer.companyId, offer.id);
    if (row) await publishWebhookEvent(tx, offer.companyId, 'offer.answered', toLandlordOffer(row, now), now);
  });
  const row = await findOfferPage(db, lookup.offer.id);
  if (!row) throw new DomainError('NotFound', 'notFound');
  return toOfferView(row, now);
}

/** The offers on the person's own application (none for someone else's). */
export async function listMyApplicationOffers(
  user: Pick<SessionUser, 'id'>,
  applicationId: string,
  now = new Date(),
): Promise<ApplicantOffer[]> {
  const rows = await listOwnApplicationOffers(await getDb(), user.id, applicationId);
  return rows.map((row) => ({
    id: row.id,
    deadline: row.deadline.toISOString(),
    answer: row.answer,
    phase: offerPhase(row, now),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Every offer the person was made, with its terms and their answer (their data export). */
export async function listMyOffers(user: Pick<SessionUser, 'id'>): Promise<OfferRecord[]> {
  const rows = await listOwnOffers(await getDb(), user.id);
  return rows.map((row) => ({
    ...row,
    deadline: row.deadline.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The person's offers waiting for their answer, soonest deadline first (for the account's home base). */
export async function listMyUnansweredOffers(user: Pick<SessionUser, 'id'>, now = new Date()): Promise<PendingOffer[]> {
  const rows = await listOwnUnansweredOffers(await getDb(), user.id, now);
  return rows.map((row) => ({ ...row, deadline: row.deadline.toISOString() }));
}

/**
 * The link from the person's application page: a fresh token for their own offer (only hashes are
 * stored, so the mail's link cannot be shown again). Someone else's offer is not found.
 */
export async function openMyOffer(user: Pick<SessionUser, 'id'>, offerId: string, locale: Locale, now = new Date()): Promise<string> {
  const db = await getDb();
  const recipient = await findOfferRecipient(db, offerId);
  if (!recipient || recipient.userId !== user.id) throw new DomainError('NotFound', 'notFound');
  return offerLink(db, offerId, recipient.deadline, locale, now);
}

export type ReminderRunResult = { reminded: number; skipped: number };
const REMINDERS_PER_RUN = 200;

/**
 * Job: the reminder 24 hours before an unanswered offer's deadline, once per offer (the
 * offer is marked in the mail's transaction), in the person's language, honouring their settings
 * (enqueueEmail) and quiet hours. Safe on several nodes: candidates are claimed with SKIP LOCKED.
 */
export async function remindOffers(db: Db, now = new Date()): Promise<ReminderRunResult> {
  const result: ReminderRunResult = { reminded: 0, skipped: 0 };
  const horizon = new Date(now.getTime() + OFFER_REMINDER_BEFORE_MS);
  await db.transaction(async (transaction) => {
    const tx = asDb(transaction);
    for (const { id } of await claimReminderCandidates(tx, horizon, REMINDERS_PER_RUN)) {
      const recipient = await findOfferRecipient(tx, id);
      const due = recipient ? reminderDue(recipient, now) : 'skip';
      if (due === 'wait') continue;
      if (due === 'send') await mailOffer(tx, id, 'reminder', now);
      await markReminderDone(tx, id, now);
      result[due === 'send' ? 'reminded' : 'skipped']++;
    }
  });
  return result;
}
