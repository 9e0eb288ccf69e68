import 'server-only';
import { recordAudit } from '@/lib/audit/service';
import type { AuditActor, AuditRecord } from '@/lib/audit/schema';
import { getDb } from '@/lib/db/client';
import { formatAddress } from '@/lib/catalogue/address';
import { costsOf } from '@/lib/catalogue/rules';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { DomainError } from '@/lib/errors/domain-error';
import type { Locale } from '@/lib/i18n/routing';
import { formatDeadline } from '@/lib/offers/deadline';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { mailUrl } from '@/lib/seo/urls';
import { issueLinkToken, resolveLinkToken } from '@/lib/tokens/service';
import { inviteLaterOffered } from '@/lib/viewings/landlord-service';
import {
  claimLapsedRecipients,
  type CatalogueKey,
  countUnansweredInARow,
  findCompanyOffer,
  findCompanyOffers,
  findNextMembersFor,
  findOfferTarget,
  findRecipient,
  findOffersOf,
  findUnansweredOffersOf,
  findOpenOffersOf,
  insertOffer,
  insertRecipients,
  markAwarded,
  markLapseCounted,
  markOutcomeSent,
  setAnswer,
  setMemberPassive,
} from './offer-repository';
import {
  MAX_ANSWER_DAYS,
  MIN_ANSWER_HOURS,
  firstEligibleYes,
  waitingListOfferAwardSchema,
  waitingListOfferWriteSchema,
  type PendingWaitingListOffer,
  type WaitingListOfferRecord,
  type WaitingListOfferAward,
  type ProviderWaitingListOffer,
  type WaitingListOfferAnswer,
  type WaitingListOfferView,
  type WaitingListOfferWrite,
} from './offer-schema';
import { deleteMembership, ensureList } from './repository';

/*
 * A landlord offers a home to the next members of its waiting list. Each member
 * answers through their own link until the deadline and may change the answer until then; the
 * landlord reads the answers in queue order and gives the home to one member (who leaves the list as
 * housed); the others are told. A member who lets three offers in a row pass unanswered is set passive.
 */

const HOUR_MS = 60 * 60 * 1000;
/** Answers per address and quarter hour: a person changes their mind a few times, a guesser is stopped. */
export const OFFER_LINK_LIMIT: RateLimitRule = { name: 'waiting-list-offer-link', windowMs: 15 * 60_000, max: 60 };
/** Offers a member may let pass without answering before they are set passive. */
export const UNANSWERED_OFFERS_BEFORE_PASSIVE = 3;

type CompanyOffer = Awaited<ReturnType<typeof findCompanyOffers>>[number];
type Options = { db?: Db; now?: Date; origin?: URL };

function checkDeadline(deadline: Date, now: Date): void {
  const earliest = now.getTime() + MIN_ANSWER_HOURS * HOUR_MS;
  const latest = now.getTime() + MAX_ANSWER_DAYS * 24 * HOUR_MS;
  if (deadline.getTime() < earliest || deadline.getTime() > latest)
    throw new DomainError('Rejected', 'invalidField', { field: 'deadline' });
}

/**
 * Offers the company's home to the next `count` active members whose criteria it fits, in one
 * transaction with their mails. 404 for another company's group or home, or a group without a list;
 * 422 when no member is left to offer it to.
 */
export async function makeWaitingListOffer(
  actor: AuditActor,
  group: CatalogueKey,
  write: WaitingListOfferWrite,
  options: Options = {},
): Promise<ProviderWaitingListOffer> {
  const { companyId } = actor;
  const { homeId, count, deadline: deadlineText } = waitingListOfferWriteSchema.parse(write);
  const home: CatalogueKey = typeof homeId === 'number' ? { id: homeId } : { externalId: homeId };
  const now = options.now ?? new Date();
  const deadline = new Date(deadlineText);
  checkDeadline(deadline, now);
  const db = options.db ?? (await getDb());
  const offerId = await db.transaction(async (tx) => {
    const target = await findOfferTarget(tx, companyId, group, home);
    if (!target?.hasWaitingList) throw new DomainError('NotFound', 'notFound');
    const listId = target.listId ?? (await ensureList(tx, target.groupId)).id;
    const members = await findNextMembersFor(tx, listId, target.home, count);
    if (!members.length) throw new DomainError('Rejected', 'noMatchingMembers');
    const id = await insertOffer(tx, { listId, propertyId: target.home.id, deadline, createdAt: now });
    const recipientIds = await insertRecipients(
      tx,
      members.map((member) => ({
        offerId: id,
        membershipId: member.membershipId,
        userId: member.userId,
        position: member.position,
        seniorityDate: member.seniorityDate,
        locale: member.locale,
      })),
    );
    await recordAudit(tx, actor, offeredRecord(id, target, deadline, members, recipientIds), now);
    await inviteLaterOffered(
      tx,
      target.home.id,
      members.map((member) => ({ membershipId: member.membershipId, locale: member.locale })),
      now,
    );
    for (const member of members) {
      // No expiry: after the deadline the link still shows the answer given and the outcome.
      const token = await issueLinkToken(
        tx,
        { purpose: 'waitingListOffer', subject: recipientIds.get(member.userId)!, expiresAt: null },
        now,
      );
      await enqueueEmail(tx, {
        to: member.email,
        locale: member.locale,
        template: 'waitingListOffer',
        data: {
          name: member.name,
          company: target.companyName,
          listName: target.groupName,
          address: formatAddress(target.home),
          deadline: formatDeadline(deadline, member.locale),
          url: mailUrl(member.locale, { pathname: '/waiting-list-offer/[token]', params: { token } }, options.origin),
        },
        quietHours: true,
        now,
      });
    }
    return id;
  });
  return getWaitingListOffer(companyId, group, offerId, { db, now });
}

/** The trail's note of an offer: the home and every recipient with their queue position. */
function offeredRecord(
  offerId: number,
  target: NonNullable<Awaited<ReturnType<typeof findOfferTarget>>>,
  deadline: Date,
  members: { userId: string; position: number; membershipId: number }[],
  recipientIds: Map<string, number>,
): AuditRecord {
  return {
    action: 'waitingList.offered',
    subject: { type: 'waitingListOffer', id: offerId },
    detail: {
      homeId: target.home.id,
      address: formatAddress(target.home),
      group: target.groupName,
      deadline: deadline.toISOString(),
      recipients: members.map((member) => ({
        recipientId: recipientIds.get(member.userId),
        position: member.position,
        membershipId: member.membershipId,
        tenantRef: member.userId,
      })),
    },
  };
}

/** One offer of the company with every recipient's answer in queue order; 404 for another company's. */
export async function getWaitingListOffer(
  companyId: number,
  group: CatalogueKey,
  offerId: number,
  options: Options = {},
): Promise<ProviderWaitingListOffer> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const found = await findCompanyOffer(db, companyId, group, offerId);
  if (!found) throw new DomainError('NotFound', 'notFound');
  return offerDto(found, now);
}

/** The group's newest offers with their answers, for the console. */
export async function listRecentWaitingListOffers(
  companyId: number,
  group: CatalogueKey,
  newest: number,
  options: Options = {},
): Promise<ProviderWaitingListOffer[]> {
  const found = await findCompanyOffers(options.db ?? (await getDb()), companyId, group, { newest });
  return found.map((row) => offerDto(row, options.now ?? new Date()));
}

function offerDto(found: CompanyOffer, now: Date): ProviderWaitingListOffer {
  return {
    id: found.offer.id,
    homeId: found.homeExternalId,
    address: formatAddress(found.home),
    deadline: found.offer.deadline.toISOString(),
    answersFinal: found.offer.deadline <= now,
    awardedRecipientId: found.offer.awardedRecipientId,
    recipients: found.members.map(({ recipient, name, email }) => ({
      recipientId: recipient.id,
      position: recipient.position,
      name,
      email,
      answer: recipient.answer,
      answeredAt: recipient.answeredAt?.toISOString() ?? null,
      stillMember: recipient.membershipId !== null,
    })),
  };
}

/**
 * Gives the home to a recipient who answered interested: their membership ends as housed (the
 * list's turnover), every other recipient is told they did not get it. Once per offer (409).
 */
export async function awardWaitingListOffer(
  actor: AuditActor,
  group: CatalogueKey,
  offerId: number,
  award: WaitingListOfferAward,
  options: Options = {},
): Promise<ProviderWaitingListOffer> {
  const { companyId } = actor;
  const { recipientId, reason } = waitingListOfferAwardSchema.parse(award);
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const found = await findCompanyOffer(tx, companyId, group, offerId);
    const winner = found?.members.find(({ recipient }) => recipient.id === recipientId);
    if (!found || !winner) throw new DomainError('NotFound', 'notFound');
    if (winner.recipient.answer !== 'interested') throw new DomainError('Conflict', 'offerNotAccepted');
    if (found.offer.awardedRecipientId !== null) throw new DomainError('Conflict', 'offerAlreadyAwarded');
    const recipientsInOrder = found.members.map(({ recipient }) => ({ ...recipient, stillMember: recipient.membershipId !== null }));
    const first = firstEligibleYes(recipientsInOrder);
    const wentToFirst = first?.id === recipientId;
    if (!wentToFirst && !reason) throw new DomainError('Rejected', 'awardReasonRequired', { field: 'reason' });
    if (!(await markAwarded(tx, offerId, recipientId, now))) throw new DomainError('Conflict', 'offerAlreadyAwarded');
    await recordAudit(
      tx,
      actor,
      {
        action: 'waitingList.awarded',
        subject: { type: 'waitingListOffer', id: offerId, tenantRef: winner.recipient.userId },
        detail: {
          address: formatAddress(found.home),
          recipientId,
          position: winner.recipient.position,
          firstEligibleYes: wentToFirst,
          firstEligibleRecipientId: first?.id ?? null,
          reason: wentToFirst ? null : reason,
          recipients: recipientsInOrder.map((r) => ({
            recipientId: r.id,
            position: r.position,
            answer: r.answer,
            stillMember: r.stillMember,
          })),
        },
      },
      now,
    );
    if (winner.recipient.membershipId !== null) await deleteMembership(tx, winner.recipient.membershipId, 'housed', now);
    for (const { recipient, name, email } of found.members) {
      if (recipient.id === recipientId) continue;
      await enqueueEmail(tx, {
        to: email,
        locale: recipient.locale,
        template: 'waitingListOfferOutcome',
        data: { name, company: found.companyName, address: formatAddress(found.home) },
        quietHours: true,
        now,
      });
      await markOutcomeSent(tx, recipient.id, now);
    }
  });
  return getWaitingListOffer(companyId, group, offerId, { db, now });
}

function viewOf(row: NonNullable<Awaited<ReturnType<typeof findRecipient>>>, now: Date): WaitingListOfferView {
  const { offer, recipient, home } = row;
  return {
    companyName: row.companyName,
    groupName: row.groupName,
    address: formatAddress(home),
    homeSlug: home.slug,
    rooms: home.rooms,
    sizeM2: home.sizeM2,
    monthlyRent: home.monthlyRent,
    costs: costsOf(home),
    moveInDate: home.vacancyDate,
    deadline: offer.deadline.toISOString(),
    open: offer.deadline > now && offer.awardedAt === null,
    answer: recipient.answer,
    outcome: offer.awardedRecipientId === null ? null : offer.awardedRecipientId === recipient.id ? 'won' : 'lost',
  };
}

/** What /ventelistetilbud/{token} shows; null for a token that names no offer (the page is a 404). */
export async function getWaitingListOfferByToken(token: string, options: Options = {}): Promise<WaitingListOfferView | null> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const row = await recipientOfLink(db, token, now);
  return row ? viewOf(row, now) : null;
}

/** The recipient a link names; its links never expire and are never used up, so anything else is unknown. */
async function recipientOfLink(db: Db, token: string, now: Date, lock = false) {
  const link = await resolveLinkToken(db, 'waitingListOffer', token, now);
  return link.kind === 'found' ? findRecipient(db, Number(link.subject), lock) : undefined;
}

/** Every waiting-list offer the person received, with their answer and the outcome (their data export). */
export async function listMyWaitingListOffers(user: { id: string }): Promise<WaitingListOfferRecord[]> {
  const rows = await findOffersOf(await getDb(), user.id);
  return rows.map((row) => ({
    ...row,
    awarded: Boolean(row.awarded),
    deadline: row.deadline.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

const pendingOffer = <Row extends { deadline: Date }>(row: Row) => ({ ...row, deadline: row.deadline.toISOString() });

/** The person's waiting-list offers still waiting for an answer, soonest deadline first (the account's home base). */
export async function listMyUnansweredWaitingListOffers(user: { id: string }, now = new Date()): Promise<PendingWaitingListOffer[]> {
  return (await findUnansweredOffersOf(await getDb(), user.id, now)).map(pendingOffer);
}

/** The person's waiting-list offers whose answer can still be given or changed, soonest deadline first (/ventelister). */
export async function listMyOpenWaitingListOffers(user: { id: string }, now = new Date()): Promise<PendingWaitingListOffer[]> {
  return (await findOpenOffersOf(await getDb(), user.id, now)).map(pendingOffer);
}

/**
 * From /konto or /ventelister to the person's own offer: a fresh link for its owner, since only the
 * hash of the mailed one is kept. The mail's link keeps working; someone else's offer is a 404.
 */
export async function openMyWaitingListOffer(user: { id: string }, recipientId: number, locale: Locale, options: Options = {}) {
  const db = options.db ?? (await getDb());
  const row = await findRecipient(db, recipientId);
  if (!row || row.recipient.userId !== user.id) throw new DomainError('NotFound', 'notFound');
  const token = await issueLinkToken(db, { purpose: 'waitingListOffer', subject: recipientId, expiresAt: null }, options.now ?? new Date());
  return mailUrl(locale, { pathname: '/waiting-list-offer/[token]', params: { token } }, options.origin);
}

/**
 * Records or changes the member's answer until the deadline (after it, or once the home was given,
 * 422: the answer stands). The link is the credential, as in the mail it came in.
 */
export async function answerWaitingListOffer(
  token: string,
  answer: WaitingListOfferAnswer,
  options: Options = {},
): Promise<WaitingListOfferView> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await recipientOfLink(tx, token, now, true);
    if (!row) throw new DomainError('NotFound', 'notFound');
    if (!viewOf(row, now).open) throw new DomainError('Rejected', 'offerClosed');
    await setAnswer(tx, row.recipient.id, answer, now);
    return viewOf({ ...row, recipient: { ...row.recipient, answer, answeredAt: now } }, now);
  });
}

/**
 * Job close-waiting-list-offers: counts every unanswered offer whose deadline passed, once, and sets
 * a member passive (with a mail) after UNANSWERED_OFFERS_BEFORE_PASSIVE in a row. Idempotent.
 */
export async function closeLapsedWaitingListOffers({ db, now }: { db: Db; now: Date }): Promise<{ counted: number; setPassive: number }> {
  let counted = 0;
  let setPassive = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const lapsed = await claimLapsedRecipients(tx, now, 100);
      for (const recipient of lapsed) {
        await markLapseCounted(tx, recipient.id, now);
        if (recipient.membershipId === null) continue;
        if ((await countUnansweredInARow(tx, recipient.membershipId)) < UNANSWERED_OFFERS_BEFORE_PASSIVE) continue;
        const person = await setMemberPassive(tx, recipient.membershipId, now);
        if (!person) continue;
        setPassive += 1;
        await enqueueEmail(tx, {
          to: person.email,
          locale: person.locale,
          template: 'waitingListSetPassive',
          data: {
            name: person.name,
            company: person.companyName,
            listName: person.groupName,
            url: mailUrl(person.locale, '/waiting-lists'),
          },
          quietHours: true,
          now,
        });
      }
      return lapsed.length;
    });
    counted += batch;
    if (batch < 100) return { counted, setPassive };
  }
}
