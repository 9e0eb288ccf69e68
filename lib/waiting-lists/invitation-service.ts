import 'server-only';
import { z } from 'zod';
import type { SessionUser } from '@/lib/accounts/session';
import { hasWaitingList } from '@/lib/catalogue/rules';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { enqueueEmail } from '@/lib/email/service';
import { HttpError } from '@/lib/http/errors';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo/urls';
import { issueToken, lookupHash } from '@/lib/tokens/secret-token';
import { todayInCopenhagen } from '@/lib/time/copenhagen';
import { cprHmac, cprHmacsForLookup, encryptCpr } from './cpr-crypto';
import { findCompanyGroup, findInvitationByHash, insertInvitation, markInvitationCompleted } from './invitation-repository';
import { ensureList, findExistingMember, insertMembership } from './repository';
import { NO_CRITERIA, type SignUpForm } from './schema';
import { mailWaitingListReceipt } from './service';

/*
 * Members a landlord had before Hjemly (issue 16): the provider API imports each with their old
 * seniority date; the person gets a link, completes the sign-up (account, CPR, criteria) and keeps it.
 */

/** Long enough for a letter read on holiday; a lapsed link is renewed by importing the member again. */
export const INVITATION_VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const legacyMemberSchema = z.object({
  email: z.email().max(320),
  name: z.string().trim().max(200).default(''),
  seniorityDate: z.iso.date(),
  locale: z.enum(['da-DK', 'en-DK']).default('da-DK'),
});
export type LegacyMember = z.input<typeof legacyMemberSchema>;

/**
 * Imports one member of `companyId`'s group: stores the invitation (its token only hashed) and mails
 * the link, in one transaction. A group of another company, or one without a waiting list, is 404;
 * a seniority date in the future is 400.
 */
export async function importLegacyMember(
  input: { companyId: number; groupId: number; member: LegacyMember },
  options: { db?: Db; origin?: URL; now?: Date } = {},
): Promise<{ invitationId: number; expiresAt: string }> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const member = legacyMemberSchema.parse(input.member);
  if (member.seniorityDate > todayInCopenhagen(now)) throw new HttpError(400, 'invalidField', { field: 'seniorityDate' });
  const group = await findCompanyGroup(db, input.companyId, input.groupId);
  if (!group || !hasWaitingList(group)) throw new HttpError(404, 'notFound');
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);
  const { token, hash } = issueToken();
  const invitationId = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const list = await ensureList(tx, group.groupId);
    const id = await insertInvitation(tx, { listId: list.id, tokenHash: hash, ...member, expiresAt, createdAt: now });
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
        url: absoluteUrl(member.locale, { pathname: '/waiting-list-complete-signup/[token]', params: { token } }, options.origin),
      },
    });
    return id;
  });
  return { invitationId, expiresAt: expiresAt.toISOString() };
}

export type InvitationView = {
  state: 'open' | 'completed' | 'expired';
  groupSlug: string;
  listName: string;
  companyName: string;
  seniorityDate: string;
  yearlyFeeKr: number;
  affiliationOptions: string[];
  offersCriteria: boolean;
};

/** What /venteliste-tilmelding/{token} shows; null for a token that names nothing (404). */
export async function getInvitation(token: string, now = new Date()): Promise<InvitationView | null> {
  const hash = lookupHash(token);
  const row = hash ? await findInvitationByHash(await getDb(), hash) : undefined;
  if (!row) return null;
  const state = row.invitation.completedAt ? 'completed' : row.invitation.expiresAt <= now ? 'expired' : 'open';
  return {
    state,
    groupSlug: row.groupSlug,
    listName: row.groupName,
    companyName: row.companyName,
    seniorityDate: row.invitation.seniorityDate,
    yearlyFeeKr: row.yearlyFeeKr,
    affiliationOptions: row.list.affiliationOptions,
    offersCriteria: row.list.offersCriteria,
  };
}

/**
 * Completes the invited sign-up for the signed-in person: the membership with the invitation's
 * seniority date, once (a second completion is 409), before the link expires (422). The list needs
 * no checkout: the member's fee so far was the landlord's business.
 */
export async function completeInvitation(
  user: Pick<SessionUser, 'id' | 'name' | 'email'>,
  token: string,
  form: SignUpForm,
  context: { locale: Locale; origin?: URL },
  now = new Date(),
): Promise<{ membershipId: number; groupSlug: string }> {
  const hash = lookupHash(token);
  if (!hash) throw new HttpError(404, 'notFound');
  const db = await getDb();
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await findInvitationByHash(tx, hash, true);
    if (!row) throw new HttpError(404, 'notFound');
    if (row.invitation.completedAt) throw new HttpError(409, 'invitationUsed');
    if (row.invitation.expiresAt <= now) throw new HttpError(422, 'invitationExpired');
    if (!row.list.affiliationOptions.includes(form.affiliation)) throw new HttpError(400, 'invalidField', { field: 'affiliation' });
    const existing = await findExistingMember(tx, row.list.id, user.id, cprHmacsForLookup(form.cpr));
    if (existing) throw new HttpError(409, existing === 'account' ? 'alreadyOnWaitingList' : 'cprOnWaitingList');
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
    if (membershipId === null) throw new HttpError(409, 'cprOnWaitingList');
    await markInvitationCompleted(tx, row.invitation.id, membershipId, now);
    const list = { listName: row.groupName, companyName: row.companyName, seniorityDate: row.invitation.seniorityDate };
    await mailWaitingListReceipt(tx, user, list, context);
    return { membershipId, groupSlug: row.groupSlug };
  });
}
