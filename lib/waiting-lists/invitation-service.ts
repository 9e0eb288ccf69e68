import 'server-only';
import { z } from 'zod';
import { ownsVerifiedAddress, type AddressMatch } from '@/lib/accounts/account-service';
import type { SessionUser } from '@/lib/accounts/session';
import { hasWaitingList } from '@/lib/catalogue/rules';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { DomainError } from '@/lib/errors/domain-error';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { mailUrl } from '@/lib/seo/urls';
import { startPrepaidSubscription } from '@/lib/subscriptions/service';
import { consumeLinkToken, issueLinkToken, resolveLinkToken, type LinkTokenLookup } from '@/lib/tokens/service';
import { addDays, todayInCopenhagen } from '@/lib/time/copenhagen';
import { cprHmac, cprHmacsForLookup, encryptCpr } from '@/lib/cpr/cpr-crypto';
import { findCompanyGroup, findInvitation, insertInvitation, markInvitationCompleted } from './invitation-repository';
import { ensureList, findExistingMember, insertMembership } from './repository';
import { NO_CRITERIA, type LegacyMemberInvitation, type SignUpForm, type SignUpRequest, type SignUpResult } from './schema';
import { mailWaitingListReceipt, signUpCpr, startPaidSignup } from './service';

/*
 * Members a landlord had before Hjemly: the provider API imports each with their old
 * seniority date; the person gets a link, completes the sign-up (account, CPR, criteria) and keeps it.
 */

/** Long enough for a letter read on holiday; a lapsed link is renewed by importing the member again. */
export const INVITATION_VALID_DAYS = 30;
type Owner = Pick<SessionUser, 'id'>;
type Member = Pick<SessionUser, 'id' | 'name' | 'email'>;
const DAY_MS = 24 * 60 * 60 * 1000;

export const legacyMemberSchema = z.object({
  email: z.email().max(320),
  name: z.string().trim().max(200).default(''),
  seniorityDate: z.iso.date(),
  // A list with a fee: paid outside Hjemly up to this date, which becomes the renewal date. Without
  // it (or once it has passed) the member pays the fee when completing the sign-up.
  feePaidUntil: z.iso.date().nullable().default(null),
  locale: z.enum(['da-DK', 'en-DK']).default('da-DK'),
});
export type LegacyMember = z.input<typeof legacyMemberSchema>;

/** A fee is paid for a year at most: a later "paid until" is a typing error, not a gift. */
const MAX_PREPAID_DAYS = 366;

/**
 * Imports one member of `companyId`'s group: stores the invitation (its token only hashed) and mails
 * the link, in one transaction. A group of another company, or one without a waiting list, is 404;
 * a seniority date in the future, or a "fee paid until" not within the coming year, is 400.
 */
export async function importLegacyMember(
  input: { companyId: number; groupId: number; member: LegacyMember },
  options: { db?: Db; origin?: URL; now?: Date } = {},
): Promise<LegacyMemberInvitation> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const member = legacyMemberSchema.parse(input.member);
  const today = todayInCopenhagen(now);
  if (member.seniorityDate > today) throw new DomainError('Invalid', 'invalidField', { field: 'seniorityDate' });
  if (member.feePaidUntil !== null && (member.feePaidUntil <= today || member.feePaidUntil > addDays(today, MAX_PREPAID_DAYS))) {
    throw new DomainError('Invalid', 'invalidField', { field: 'feePaidUntil' });
  }
  const group = await findCompanyGroup(db, input.companyId, input.groupId);
  if (!group || !hasWaitingList(group)) throw new DomainError('NotFound', 'notFound');
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);
  const invitationId = await db.transaction(async (tx) => {
    const list = await ensureList(tx, group.groupId);
    const id = await insertInvitation(tx, { listId: list.id, ...member, expiresAt, createdAt: now });
    const token = await issueLinkToken(tx, { purpose: 'waitingListInvitation', subject: id, expiresAt }, now);
    await enqueueEmail(tx, {
      to: member.email,
      locale: member.locale,
      template: 'waitingListInvitation',
      data: {
        name: member.name,
        listName: group.groupName,
        company: group.companyName,
        seniorityDate: formatDate(member.seniorityDate, member.locale),
        expires: formatDate(todayInCopenhagen(expiresAt), member.locale),
        url: mailUrl(member.locale, { pathname: '/waiting-list-complete-signup/[token]', params: { token } }, options.origin),
      },
    });
    return id;
  });
  return { invitationId, expiresAt: expiresAt.toISOString() };
}

export type InvitationView = {
  state: 'open' | 'completed' | 'expired';
  /** Whether the signed-in account is the invited one (its own confirmed address); null signed out. */
  addressee: AddressMatch | null;
  /** The invited address, masked: enough for its owner to recognise, not for anyone holding the link. */
  emailHint: string;
  groupSlug: string;
  listName: string;
  companyName: string;
  seniorityDate: string;
  yearlyFeeKr: number;
  /** The landlord says the fee is paid until then (no payment at completion); null otherwise. */
  feePaidUntil: string | null;
  affiliationOptions: string[];
  affiliationOptionsEn: string[];
  offersCriteria: boolean;
};

type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;
type LinkState = LinkTokenLookup['kind'];

/** The invitation a link names, whatever the link's state (a used or expired one still shows why). */
async function invitationOfLink(db: Db, token: string, now: Date): Promise<{ row: InvitationRow; link: LinkState } | null> {
  const link = await resolveLinkToken(db, 'waitingListInvitation', token, now);
  const row = link.kind === 'notFound' ? undefined : await findInvitation(db, Number(link.subject));
  return row ? { row, link: link.kind } : null;
}

/** "ida.holm@example.dk" → "i•••@example.dk". */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** The fee's "paid until" while it still covers today on a list that has a fee; else null (pay now). */
function prepaidUntil(row: InvitationRow, now: Date): string | null {
  const until = row.invitation.feePaidUntil;
  return row.yearlyFeeKr > 0 && until !== null && until > todayInCopenhagen(now) ? until : null;
}

/**
 * What /venteliste-tilmelding/{token} shows to `user` (null: signed out); null for a token that
 * names nothing (404).
 */
export async function getInvitation(token: string, user: Owner | null, now = new Date()): Promise<InvitationView | null> {
  const found = await invitationOfLink(await getDb(), token, now);
  if (!found) return null;
  const { row, link } = found;
  return {
    state: link === 'used' ? 'completed' : link === 'expired' ? 'expired' : 'open',
    addressee: user ? await ownsVerifiedAddress(user, row.invitation.email) : null,
    emailHint: maskEmail(row.invitation.email),
    groupSlug: row.groupSlug,
    listName: row.groupName,
    companyName: row.companyName,
    seniorityDate: row.invitation.seniorityDate,
    yearlyFeeKr: row.yearlyFeeKr,
    feePaidUntil: prepaidUntil(row, now),
    affiliationOptions: row.list.affiliationOptions,
    affiliationOptionsEn: row.list.affiliationOptionsEn,
    offersCriteria: row.list.offersCriteria,
  };
}

/** What completing asks of the invitation's link and the form, whichever way the sign-up then goes. */
async function requireCompletable(db: Db, row: InvitationRow, link: LinkState, user: Owner, form: SignUpForm): Promise<void> {
  if (link === 'notFound') throw new DomainError('NotFound', 'notFound'); // purged since it was read
  if (link === 'used') throw new DomainError('Conflict', 'invitationUsed');
  if (link === 'expired') throw new DomainError('Rejected', 'invitationExpired');
  if (!row.list.affiliationOptions.includes(form.affiliation)) throw new DomainError('Invalid', 'invalidField', { field: 'affiliation' });
  const existing = await findExistingMember(db, row.list.id, user.id, cprHmacsForLookup(form.cpr));
  if (existing) throw new DomainError('Conflict', existing === 'account' ? 'alreadyOnWaitingList' : 'cprOnWaitingList');
}

/**
 * Completes the invited sign-up for the signed-in person, who must be the invited one: the account's
 * own, confirmed address is the one the link was mailed to (403 otherwise — a forwarded or leaked
 * link gives nobody else the seniority). A free list, or a fee the landlord says is paid until a
 * date still ahead: the membership with the invitation's seniority date at once (and for the fee, a
 * subscription renewing on that date). A list with a fee otherwise: the same checkout as every
 * sign-up, and the membership once it is paid. Once (a second completion is 409), before the link
 * expires (422). The CPR is the one MitID proved where it did, as on any sign-up.
 */
export async function completeInvitation(
  user: Member,
  token: string,
  request: SignUpRequest,
  context: { locale: Locale; origin?: URL },
  now = new Date(),
): Promise<SignUpResult> {
  const db = await getDb();
  // The number MitID proved for the account, as on any sign-up; else the one typed.
  const form: SignUpForm = { ...request, cpr: await signUpCpr(db, user, request) };
  const found = await invitationOfLink(db, token, now);
  if (!found) throw new DomainError('NotFound', 'notFound');
  const addressee = await ownsVerifiedAddress(user, found.row.invitation.email, db);
  if (addressee !== 'yes')
    throw new DomainError('Forbidden', addressee === 'unverified' ? 'invitationAddressUnverified' : 'invitationForAnother');
  if (found.row.yearlyFeeKr > 0 && !prepaidUntil(found.row, now)) return startInvitedCheckout(db, user, found, form, context.locale);
  return db.transaction(async (tx) => {
    // Used up here, once however many requests complete it at once; a refusal below rolls it back.
    const link = await consumeLinkToken(tx, 'waitingListInvitation', token, now);
    const row = await findInvitation(tx, found.row.invitation.id);
    if (!row) throw new DomainError('NotFound', 'notFound'); // purged since it was read
    await requireCompletable(tx, row, link.kind, user, form);
    const membershipId = await insertMembership(tx, {
      listId: row.list.id,
      userId: user.id,
      locale: context.locale,
      seniorityDate: row.invitation.seniorityDate,
      signedUpAt: now,
      affiliation: form.affiliation,
      cprEncrypted: encryptCpr(form.cpr),
      cprHmac: cprHmac(form.cpr),
      criteria: row.list.offersCriteria ? form.criteria : NO_CRITERIA,
    });
    if (membershipId === null) throw new DomainError('Conflict', 'cprOnWaitingList');
    await markInvitationCompleted(tx, row.invitation.id, membershipId, now);
    const renewsOn = prepaidUntil(row, now);
    if (renewsOn) await startPrepaidSubscription(tx, subscriptionOf(row, user, membershipId, context.locale, now, renewsOn));
    const list = { listName: row.groupName, companyName: row.companyName, seniorityDate: row.invitation.seniorityDate };
    await mailWaitingListReceipt(tx, user, list, context);
    return { kind: 'member', membershipId };
  });
}

function subscriptionOf(row: InvitationRow, user: Owner, membershipId: number, locale: Locale, now: Date, renewsOn: string) {
  return {
    userId: user.id,
    membershipId,
    groupId: row.list.groupId,
    listName: row.groupName,
    companyName: row.companyName,
    annualFeeOre: row.yearlyFeeKr * 100,
    locale,
    startedOn: todayInCopenhagen(now),
    renewsOn,
  };
}

/** A fee to pay: the invitation and its link stay open until the payment makes the membership (completePaidSignup). */
async function startInvitedCheckout(
  db: Db,
  user: Member,
  { row, link }: { row: InvitationRow; link: LinkState },
  form: SignUpForm,
  locale: Locale,
) {
  await requireCompletable(db, row, link, user, form);
  const secret = {
    affiliation: form.affiliation,
    cprEncrypted: encryptCpr(form.cpr),
    cprHmac: cprHmac(form.cpr),
    criteria: row.list.offersCriteria ? form.criteria : NO_CRITERIA,
  };
  const kept = { seniorityDate: row.invitation.seniorityDate, invitationId: row.invitation.id };
  return startPaidSignup(db, user, row.list.id, secret, locale, kept);
}
