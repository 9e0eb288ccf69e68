import 'server-only';
import { randomBytes } from 'node:crypto';
import type { SessionUser } from '@/lib/accounts/session';
import { recordAudit, systemActor } from '@/lib/audit/service';
import type { CompanyScope } from '@/lib/catalogue/visibility';
import { getDb } from '@/lib/db/client';
import type { MembershipEndReason } from '@/lib/db/schema/waiting-lists';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { announceToInterestList } from '@/lib/interest-lists/service';
import { DomainError } from '@/lib/errors/domain-error';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import type { StartCheckoutResult } from '@/lib/payments/schema';
import { startCheckout, type PaymentRow } from '@/lib/payments/service';
import { mailUrl } from '@/lib/seo/urls';
import { endSubscriptionOfMembership, subscriptionsOfMemberships } from '@/lib/subscriptions/service';
import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { useLinkTokens } from '@/lib/tokens/service';
import { listViewingsOfMember } from '@/lib/viewings/service';
import { maskCpr } from '@/lib/cpr/cpr';
import { cprHmac, cprHmacsForLookup, decryptCpr, encryptCpr } from '@/lib/cpr/cpr-crypto';
import { mitidVerifiedAt, verifiedCprOf } from '@/lib/mitid/service';
import { InvalidFieldError } from '@/lib/http/errors';
import {
  countHousedSince,
  criteriaOf,
  deleteInvitationsBefore,
  deleteMembership,
  deletePendingSignups,
  ensureList,
  findExistingMember,
  findFirstPositionsSince,
  findHistories,
  findList,
  findListOfGroup,
  findMembershipIdOf,
  findMembershipOf,
  findMembershipsOf,
  findMembersInOrder,
  findPendingSignupOf,
  findWaitingLists,
  insertMembership,
  insertPendingSignup,
  lockPendingSignup,
  markPendingCompleted,
  setListSettings,
  setStateOfAll,
  snapshotAllPositions,
  updateMembershipOf,
  type NewMembership,
} from './repository';
import { estimateWait } from './estimate';
import { listMyOpenWaitingListOffers } from './offer-service';
import { markInvitationCompleted } from './invitation-repository';
import {
  NO_CRITERIA,
  type MembershipState,
  type MembershipSubscription,
  type MyMembership,
  type MyWaitingLists,
  type MyPlace,
  type SignUpForm,
  type SignUpRequest,
  type SignUpResult,
  type UpdateMembership,
  type WaitingListFilter,
  type WaitingListPage,
  type ListSettingsChange,
  type MemberInOrder,
  type WaitingListSettings,
} from './schema';

/*
 * Every function for a person takes the session user, never an owner id from the client: someone
 * else's membership is "not found", exactly like one that does not exist. CPR numbers enter as
 * digits, are encrypted and hashed here, and leave only masked.
 */

type Owner = Pick<SessionUser, 'id'>;
type Member = Pick<SessionUser, 'id' | 'name' | 'email'>;
type MailContext = { locale: Locale; origin?: URL };

const PAGE_SIZE = 24;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the chart on /ventelister reaches. */
const HISTORY_DAYS = 365;

/** Signing up mails a receipt and, for fee lists, opens a checkout: far above a person, far below a script. */
export const WAITING_LIST_WRITE_LIMIT: RateLimitRule = { name: 'waiting-list-write', windowMs: 60 * 60_000, max: 120 };

/** Public waiting lists of the companies in `scope` (a white-label host shows only its own). */
export async function searchWaitingLists(filter: WaitingListFilter, scope: CompanyScope, afterId = 0): Promise<WaitingListPage> {
  const rows = await findWaitingLists(await getDb(), filter, scope, afterId, PAGE_SIZE + 1);
  const items = rows.slice(0, PAGE_SIZE);
  return { items, nextAfter: rows.length > PAGE_SIZE ? items[items.length - 1].groupId : null };
}

const DEFAULT_SETTINGS = {
  open: true,
  affiliationOptions: ['Ingen tilknytning'],
  affiliationOptionsEn: ['No affiliation'],
  offersCriteria: true,
};

/** The list of a public group that keeps one, as the sign-up page shows it; null when there is none. */
export async function getWaitingListSettings(slug: string, scope: CompanyScope, db?: Db): Promise<WaitingListSettings | null> {
  const row = await findListOfGroup(db ?? (await getDb()), slug, scope);
  if (!row) return null;
  const { list, ...group } = row;
  const settings = list
    ? {
        open: list.open,
        affiliationOptions: list.affiliationOptions,
        affiliationOptionsEn: list.affiliationOptionsEn,
        offersCriteria: list.offersCriteria,
      }
    : DEFAULT_SETTINGS;
  return { ...group, ...settings };
}

/** Whether the person already holds a place on the group's list (the sign-up page then says so). */
export async function myMembershipIdOnGroup(user: Owner, slug: string, scope: CompanyScope): Promise<number | null> {
  const db = await getDb();
  const row = await findListOfGroup(db, slug, scope);
  return row?.list ? findMembershipIdOf(db, row.list.id, user.id) : null;
}

function cprDuplicateError(existing: 'account' | 'cpr'): DomainError {
  return existing === 'account' ? new DomainError('Conflict', 'alreadyOnWaitingList') : new DomainError('Conflict', 'cprOnWaitingList');
}

/** Refuses a person whose identity MitID has not confirmed where the list requires it. */
export async function requireMitidWhereAsked(db: Db, requiresMitid: boolean, userId: string): Promise<void> {
  if (requiresMitid && !(await mitidVerifiedAt(db, [userId])).has(userId)) throw new DomainError('Rejected', 'mitidRequired');
}

/** The list, open and taking this affiliation and this person, with its row made; the form's values as the list takes them. */
async function openListFor(db: Db, slug: string, scope: CompanyScope, form: SignUpRequest, userId: string) {
  const settings = await getWaitingListSettings(slug, scope, db);
  if (!settings) throw new DomainError('NotFound', 'notFound');
  if (!settings.open) throw new DomainError('Rejected', 'waitingListClosed');
  await requireMitidWhereAsked(db, settings.requiresMitid, userId);
  if (!settings.affiliationOptions.includes(form.affiliation)) throw new DomainError('Invalid', 'invalidField', { field: 'affiliation' });
  const list = await ensureList(db, settings.groupId);
  return { settings, list, criteria: settings.offersCriteria ? form.criteria : NO_CRITERIA };
}

/**
 * The CPR a sign-up is made with: the one MitID proved for the account, whatever was typed (it is
 * the verified number), else the one typed; a sign-up without either is refused like an empty field.
 */
export async function signUpCpr(db: Db, user: Pick<Member, 'id'>, form: Pick<SignUpRequest, 'cpr'>): Promise<string> {
  const cpr = (await verifiedCprOf(db, user.id)) ?? form.cpr;
  if (!cpr) throw new InvalidFieldError('cpr', 'errors.cprRequired');
  return cpr;
}

/**
 * Signs the person up. A free list: the membership at once (seniority today, Copenhagen time) and a
 * receipt mail, in one transaction. A list with a fee: a pending sign-up and the checkout to pay at;
 * the membership is made by completePaidSignup once the payment succeeded. One place per account and
 * per CPR number on a list (409), however close together two requests arrive (unique indexes).
 */
export async function signUpForWaitingList(
  user: Member,
  slug: string,
  form: SignUpRequest,
  scope: CompanyScope,
  context: MailContext,
  now = new Date(),
): Promise<SignUpResult> {
  const db = await getDb();
  const { settings, list, criteria } = await openListFor(db, slug, scope, form, user.id);
  const cpr = await signUpCpr(db, user, form);
  const existing = await findExistingMember(db, list.id, user.id, cprHmacsForLookup(cpr));
  if (existing) throw cprDuplicateError(existing);
  const secret = { affiliation: form.affiliation, cprEncrypted: encryptCpr(cpr), cprHmac: cprHmac(cpr), criteria };
  if (settings.yearlyFeeKr > 0) return startPaidSignup(db, user, list.id, secret, context.locale);
  const membershipId = await db.transaction(async (tx) => {
    const values: NewMembership = {
      listId: list.id,
      userId: user.id,
      locale: context.locale,
      seniorityDate: todayInCopenhagen(now),
      signedUpAt: now,
      ...secret,
    };
    const id = await insertMembership(tx, values);
    if (id === null) throw cprDuplicateError((await findExistingMember(tx, list.id, user.id, [secret.cprHmac])) ?? 'cpr');
    await mailWaitingListReceipt(
      tx,
      user,
      { listName: settings.groupName, companyName: settings.companyName, seniorityDate: values.seniorityDate },
      context,
    );
    return id;
  });
  return { kind: 'member', membershipId };
}

/** The receipt of a new membership, to the account's verified address (never the CPR number). */
export async function mailWaitingListReceipt(
  db: Db,
  user: Pick<Member, 'name' | 'email'>,
  list: { listName: string; companyName: string; seniorityDate: string },
  { locale, origin }: MailContext,
): Promise<void> {
  await enqueueEmail(db, {
    to: user.email,
    locale,
    template: 'waitingListReceipt',
    data: {
      name: user.name,
      listName: list.listName,
      company: list.companyName,
      seniorityDate: formatDate(list.seniorityDate, locale),
      url: mailUrl(locale, '/waiting-lists', origin),
    },
  });
}

type SignUpSecret = { affiliation: string; cprEncrypted: string; cprHmac: string; criteria: SignUpForm['criteria'] };
/** What an imported member's paid sign-up keeps: the old seniority, and the invitation it completes. */
type KeptSeniority = { seniorityDate: string; invitationId: number };

/**
 * A fee list: the sign-up waits under a random reference while the person pays (the
 * contract with payments). An imported member's (`kept`) goes through the same checkout and keeps the old seniority.
 */
export async function startPaidSignup(
  db: Db,
  user: Member,
  listId: number,
  secret: SignUpSecret,
  locale: Locale,
  kept?: KeptSeniority,
): Promise<SignUpResult> {
  const reference = `wl_${randomBytes(18).toString('base64url')}`;
  await insertPendingSignup(db, { reference, listId, userId: user.id, locale, ...secret, ...kept });
  const { checkoutUrl } = await openSignupCheckout(user, reference);
  return { kind: 'checkout', checkoutUrl };
}

/**
 * The checkout that pays the person's pending sign-up `reference` — the one way to pay for a place
 * on a fee list: at sign-up, on "try again", and wherever else a sign-up waits for its fee. The fee
 * is the list's today. One checkout per person and list: while one is open, payments sends the
 * person back to it (the first sign-up's answers stand). Refused (409) once the sign-up is paid or the person holds a place on the list anyway, so
 * nobody pays twice for one place; someone else's sign-up is 404.
 */
export async function openSignupCheckout(user: Owner, reference: string): Promise<StartCheckoutResult> {
  const db = await getDb();
  const pending = await findPendingSignupOf(db, user.id, reference);
  if (!pending) throw new DomainError('NotFound', 'notFound');
  if (pending.completedAt || (await findMembershipIdOf(db, pending.listId, user.id)) !== null) {
    throw new DomainError('Conflict', 'alreadyOnWaitingList');
  }
  const list = await findList(db, pending.listId);
  if (list.yearlyFeeKr <= 0) throw new DomainError('Conflict', 'paymentNotRetryable');
  return startCheckout({
    userId: user.id,
    purpose: 'waiting-list-signup',
    reference,
    // Two tabs of the form are two pending sign-ups for one place: one checkout between them.
    item: `waiting-list:${pending.listId}`,
    amountOre: list.yearlyFeeKr * 100,
    description: `${list.groupName} · ${list.companyName}`,
    locale: pending.locale,
  });
}

/**
 * A late payment for a sign-up on the company's list — paid after its checkout had been closed, then
 * fulfilled or refunded by payments on its own — goes in the company's trail (Hjemly as the actor), so
 * its staff see what became of the money though nobody acted. Its payment by id, the person by the
 * opaque id of their account.
 */
export async function recordLateSignupPayment(
  tx: Db,
  payment: Pick<PaymentRow, 'id' | 'reference' | 'amountOre' | 'paidAfterClose'>,
  outcome: 'fulfilled' | 'refunded',
  now: Date,
): Promise<void> {
  const pending = await lockPendingSignup(tx, payment.reference);
  if (!pending) return;
  const list = await findList(tx, pending.listId);
  const detail = { outcome, closedAs: payment.paidAfterClose, amountOre: payment.amountOre, group: list.groupName };
  const subject = { type: 'payment', id: payment.id, tenantRef: pending.userId };
  await recordAudit(tx, systemActor(list.companyId, 'payments'), { action: 'payment.paidAfterClose', subject, detail }, now);
}

type SignupList = { userId: string; groupId: number; listName: string; companyName: string | null; yearlyFeeKr: number };

/**
 * What a paid sign-up came to: `created` — the payment made the membership (the subscription and
 * receipt follow); otherwise the sign-up was paid before, or the person already holds a place
 * (two tabs, a provider's retry), and this payment bought nothing: payments gives it back.
 */
export type CompletedSignup = CreatedSignup | (SignupList & { created: false; membershipId: number | null });
export type CreatedSignup = SignupList & { created: true; membershipId: number };

/**
 * Payments' fulfilment of a succeeded 'waiting-list-signup' payment: the pending sign-up becomes the
 * membership, seniority from the day it was paid (Copenhagen) or, for an imported member, the kept
 * one — whose invitation is then used. The pending row is locked, so two payments of one sign-up
 * queue up here and only the first makes the membership.
 */
export async function completePaidSignup(input: { reference: string; paymentId: string; paidAt: Date }, db?: Db): Promise<CompletedSignup> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const pending = await lockPendingSignup(tx, input.reference);
    if (!pending) throw new Error(`No pending waiting-list sign-up ${input.reference}`);
    const list = await findList(tx, pending.listId);
    const about: SignupList = {
      userId: pending.userId,
      groupId: list.list.groupId,
      listName: list.groupName,
      companyName: list.companyName,
      yearlyFeeKr: list.yearlyFeeKr,
    };
    if (pending.completedAt) return { ...about, created: false, membershipId: pending.membershipId };
    const membershipId = await membershipFromPending(tx, pending, input.paidAt);
    if (membershipId === null)
      return { ...about, created: false, membershipId: await findMembershipIdOf(tx, pending.listId, pending.userId) };
    await markPendingCompleted(tx, input.reference, membershipId, input.paidAt);
    if (pending.invitationId !== null) {
      await markInvitationCompleted(tx, pending.invitationId, membershipId, input.paidAt);
      await useLinkTokens(tx, 'waitingListInvitation', pending.invitationId, input.paidAt);
    }
    return { ...about, created: true, membershipId };
  });
}

/** The membership made from a pending sign-up; null when this account or this CPR number already holds a place. */
async function membershipFromPending(
  tx: Db,
  pending: NonNullable<Awaited<ReturnType<typeof lockPendingSignup>>>,
  paidAt: Date,
): Promise<number | null> {
  return insertMembership(tx, {
    listId: pending.listId,
    userId: pending.userId,
    locale: pending.locale,
    seniorityDate: pending.seniorityDate ?? todayInCopenhagen(paidAt),
    signedUpAt: paidAt,
    affiliation: pending.affiliation,
    cprEncrypted: pending.cprEncrypted,
    cprHmac: pending.cprHmac,
    criteria: criteriaOf(pending),
  });
}

/**
 * Ends a membership for a reason the person did not click: a lapsed fee (payments' renewal job), a
 * home accepted from the list ('housed', counted in the list's turnover). Ending one already gone is a no-op.
 */
export async function endMembership(
  input: { membershipId: number; reason: MembershipEndReason },
  db?: Db,
  now = new Date(),
): Promise<void> {
  const handle = db ?? (await getDb());
  await handle.transaction(async (tx) => {
    await deleteMembership(tx, input.membershipId, input.reason, now);
  });
}

/** Every list the person is on: places, history, estimated wait and, for fee lists, the subscription. */
export async function listMyMemberships(user: Owner, now = new Date()): Promise<MyMembership[]> {
  const db = await getDb();
  const rows = await findMembershipsOf(db, user.id);
  const ids = rows.map((row) => row.membership.id);
  const since = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
  const [histories, housed, subscriptions] = await Promise.all([
    findHistories(db, ids, todayInCopenhagen(since)),
    countHousedSince(db, [...new Set(rows.map((row) => row.membership.listId))], since),
    subscriptionsOf(
      user.id,
      rows.filter((row) => row.yearlyFeeKr > 0).map((row) => row.membership.id),
    ),
  ]);
  return rows.map(({ membership, ...row }) => ({
    id: membership.id,
    groupSlug: row.groupSlug,
    groupName: row.groupName,
    companyName: row.companyName,
    yearlyFeeKr: row.yearlyFeeKr,
    offersCriteria: row.offersCriteria,
    seniorityDate: membership.seniorityDate,
    state: membership.state,
    affiliation: membership.affiliation,
    cprMasked: maskCpr(decryptCpr(membership.cprEncrypted)),
    criteria: criteriaOf(membership),
    position: row.position,
    members: row.members,
    activePosition: row.activePosition,
    activeMembers: row.activeMembers,
    history: histories.get(membership.id) ?? [],
    estimate: row.activePosition === null ? null : estimateWait(row.activePosition, housed.get(membership.listId) ?? 0),
    subscription: subscriptions.get(membership.id) ?? null,
  }));
}

/**
 * Everything /ventelister shows the person, read in one request: a page view is then the HTML, the
 * header's session and this, and a rush of people reloading their places costs one route call each.
 */
export async function listMyWaitingLists(user: Owner, now = new Date()): Promise<MyWaitingLists> {
  const [memberships, viewings, offers] = await Promise.all([
    listMyMemberships(user, now),
    listViewingsOfMember(user, now),
    listMyOpenWaitingListOffers(user, now),
  ]);
  return { memberships, viewings, offers };
}

/**
 * The person's places on their lists, with how far each moved since the month began (negative: up
 * the list), for the account's home base: two queries side by side, no history or estimate.
 */
export async function listMyPlaces(user: Owner, now = new Date()): Promise<MyPlace[]> {
  const db = await getDb();
  const monthStart = `${todayInCopenhagen(now).slice(0, 7)}-01`;
  const [rows, firstOfMonth] = await Promise.all([findMembershipsOf(db, user.id), findFirstPositionsSince(db, user.id, monthStart)]);
  return rows.map(({ membership, ...row }) => {
    const start = firstOfMonth.get(membership.id);
    return {
      id: membership.id,
      groupSlug: row.groupSlug,
      groupName: row.groupName,
      companyName: row.companyName,
      state: membership.state,
      position: row.position,
      members: row.members,
      changeThisMonth: start === undefined ? null : row.position - start,
    };
  });
}

/** Fee and renewal of the paid memberships, from payments' subscriptions (in kroner, as the page shows fees). */
async function subscriptionsOf(userId: string, membershipIds: number[]): Promise<Map<number, MembershipSubscription>> {
  if (!membershipIds.length) return new Map();
  const subscriptions = await subscriptionsOfMemberships(userId, membershipIds);
  return new Map(
    [...subscriptions].map(([id, s]) => [
      id,
      { renewsOn: s.renewsOn, autoRenew: s.autoRenew, annualFeeKr: s.annualFeeOre / 100, state: s.state },
    ]),
  );
}

/** Active/passive or the criteria; someone else's membership is 404 like a missing one. */
export async function changeMyMembership(user: Owner, id: number, changes: UpdateMembership, now = new Date()): Promise<void> {
  if (!(await updateMembershipOf(await getDb(), user.id, id, changes, now))) throw new DomainError('NotFound', 'notFound');
}

/** "All active" / "all passive": every list of the person's at once. */
export async function setAllMyMemberships(user: Owner, state: MembershipState, now = new Date()): Promise<{ changed: number }> {
  return { changed: await setStateOfAll(await getDb(), user.id, state, now) };
}

/**
 * Leaving: the membership is deleted with its seniority and, on a fee list, payments is
 * told so that nothing renews. Someone else's is 404.
 */
export async function leaveWaitingList(user: Owner, id: number, now = new Date()): Promise<void> {
  const db = await getDb();
  const mine = await findMembershipOf(db, user.id, id);
  if (!mine) throw new DomainError('NotFound', 'notFound');
  if (mine.yearlyFeeKr > 0) await endSubscriptionOfMembership(id);
  await db.transaction(async (tx) => {
    if (!(await deleteMembership(tx, id, 'left', now, user.id))) throw new DomainError('NotFound', 'notFound');
  });
}

/** Job: every member's place today; idempotent (a second run the same day overwrites that day). */
export async function snapshotWaitingListPositions(db: Db, now: Date): Promise<{ snapshots: number }> {
  return { snapshots: await snapshotAllPositions(db, todayInCopenhagen(now)) };
}

/**
 * A list's members in queue order (for waiting-list offers: the next N active members), with their
 * places; the CPR only masked. `afterPosition` pages on from a place.
 */
export async function listMembersInOrder(
  listId: number,
  options: { activeOnly: boolean; limit: number; afterPosition?: number },
  db?: Db,
): Promise<MemberInOrder[]> {
  const rows = await findMembersInOrder(db ?? (await getDb()), listId, { afterPosition: 0, ...options });
  return rows.map(({ membership, ...place }) => ({
    membershipId: membership.id,
    userId: membership.userId,
    state: membership.state,
    seniorityDate: membership.seniorityDate,
    affiliation: membership.affiliation,
    cprMasked: maskCpr(decryptCpr(membership.cprEncrypted)),
    criteria: criteriaOf(membership),
    ...place,
  }));
}

/**
 * The company's settings of a group's list (console, provider API): open/closed, affiliation
 * options, criteria. When a closed list opens, its interest list is told (once per opening), in the
 * same transaction. A group without a waiting list is 404; ownership is the caller's to check.
 */
export async function changeWaitingListSettings(groupId: number, change: ListSettingsChange, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await ensureList(tx, groupId);
    // New Danish choices without English words: the old English ones would name other choices.
    const english = change.affiliationOptions && !change.affiliationOptionsEn ? { affiliationOptionsEn: [] } : {};
    await setListSettings(tx, before.id, { ...change, ...english });
    if (change.open && !before.open) {
      await announceToInterestList({ groupId, event: 'waiting-list-opened', reference: now.toISOString() }, tx, now);
    }
  });
}

/** Days the leftovers of sign-ups are kept (purgeWaitingListLeftovers); the privacy statements quote them. */
export const SIGNUP_LEFTOVER_DAYS = { unpaid: 7, paid: 30, invitations: 30 } as const;

/**
 * What the waiting lists keep no longer than needed (for purge-retained-data): a sign-up never paid
 * for (its encrypted CPR) after 7 days — a checkout is long over by then — a paid one's after 30 days,
 * when no payment event can arrive for it any more, and invitations 30 days after they expired or were used.
 */
export async function purgeWaitingListLeftovers(db: Db, now: Date): Promise<{ pendingSignups: number; invitations: number }> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    pendingSignups: await deletePendingSignups(db, daysAgo(SIGNUP_LEFTOVER_DAYS.unpaid), daysAgo(SIGNUP_LEFTOVER_DAYS.paid)),
    invitations: await deleteInvitationsBefore(db, daysAgo(SIGNUP_LEFTOVER_DAYS.invitations)),
  };
}
