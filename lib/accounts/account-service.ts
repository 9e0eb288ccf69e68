import 'server-only';
import { isAPIError } from 'better-auth/api';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { deleteEmailsTo, enqueueEmail } from '@/lib/email/service';
import { DomainError } from '@/lib/errors/domain-error';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import type { Locale } from '@/lib/i18n/routing';
import {
  deleteUser,
  findAccountRecord,
  findAddressOfUser,
  findPersonalInfo,
  findUserIdByEmail,
  isCompanyMember,
  lockUser,
  setDeactivated,
  updatePersonalInfo,
} from './account-repository';
import { getAuth } from './auth';
import type { AccountRecord, PersonalInfo } from './personal-info-schema';
import type { SessionUser } from './session';

// For the retention job (lib/jobs/purge-retained-data.ts).
export { deleteExpiredVerifications } from './account-repository';

/*
 * A person's own account: every function takes the session user, never an id from the client.
 * Changes that could lock the owner out (e-mail, deletion) ask for the password again, and those
 * password checks are rate-limited per user (PASSWORD_CHECKS, declared by the routes that ask) so a
 * stolen session cannot guess it.
 */

type Owner = Pick<SessionUser, 'id'>;

export const PASSWORD_CHECKS: RateLimitRule = { name: 'account-password', windowMs: 15 * 60_000, max: 5 };

export async function getPersonalInfo(user: Owner): Promise<PersonalInfo> {
  const info = await findPersonalInfo(await getDb(), user.id);
  if (!info) throw new DomainError('NotFound', 'notFound');
  return info;
}

/** The account as stored, by id: the person's data export (signed in, or through its mailed link); null once deleted. */
export async function getAccountRecord(userId: string): Promise<AccountRecord | null> {
  return findAccountRecord(await getDb(), userId);
}

export type AddressMatch = 'yes' | 'unverified' | 'another';

/**
 * Whether the account's own address is `email` and confirmed: what a link mailed to one person
 * (an invitation) asks of whoever opens it. Read from the database, not the session's copy.
 */
export async function ownsVerifiedAddress(user: Owner, email: string, db?: Db): Promise<AddressMatch> {
  const address = await findAddressOfUser(db ?? (await getDb()), user.id);
  if (!address || address.email.toLowerCase() !== email.trim().toLowerCase()) return 'another';
  return address.verified ? 'yes' : 'unverified';
}

export async function savePersonalInfo(user: Owner, info: Pick<PersonalInfo, 'name' | 'phone'>): Promise<PersonalInfo> {
  await updatePersonalInfo(await getDb(), user.id, info);
  return getPersonalInfo(user);
}

/** Re-authentication: 422 with "wrong password" unless `password` is the session user's. */
export async function confirmPassword(headers: Headers, user: Owner, password: string): Promise<void> {
  const auth = await getAuth();
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
  } catch (error) {
    // Not `instanceof`: the production bundle can hold two copies of better-auth's error class.
    if (isAPIError(error) && error.status === 'BAD_REQUEST') throw new DomainError('Rejected', 'wrongPassword');
    throw error;
  }
}

/**
 * Sends a confirmation link to the new address; the address changes only when it is opened
 * (better-auth's change-email flow). An address that belongs to someone else gets the same answer,
 * so the form cannot be used to find accounts.
 */
export async function requestEmailChange(
  headers: Headers,
  user: Owner & Pick<SessionUser, 'email'>,
  newEmail: string,
  callbackURL: string,
) {
  if (newEmail.trim().toLowerCase() === user.email) throw new DomainError('Rejected', 'sameEmail');
  const auth = await getAuth();
  await auth.api.changeEmail({ body: { newEmail, callbackURL }, headers });
}

/** Support's switch: a deactivated person is signed out everywhere at once. Returns false for an unknown e-mail. */
export async function setAccountDeactivated(email: string, deactivated: boolean, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const userId = await findUserIdByEmail(db, email);
  return userId ? setDeactivated(db, userId, deactivated ? now : null) : false;
}

/**
 * The applications' part of a deletion, in its transaction: refuse while the person has an active
 * application, else anonymise theirs. The caller passes it, since applications import accounts.
 */
export type AnonymiseApplications = (tx: Db, user: Owner, now: Date) => Promise<void>;

/**
 * Refused while the person has active applications or belongs to a company account;
 * otherwise their applications are anonymised (statistics keep the rest) and the user row goes with
 * its sessions, password, profile, preferences and the stored copies of mail sent to them — one
 * transaction, so a failure changes nothing.
 * The user row is locked first: an application being sent at the same moment either commits before
 * the check (and refuses the deletion) or waits and then finds no user.
 */
export async function deleteAccount(
  headers: Headers,
  user: Owner & Pick<SessionUser, 'email' | 'name'>,
  password: string,
  locale: Locale,
  anonymiseApplications: AnonymiseApplications,
  now = new Date(),
): Promise<void> {
  await confirmPassword(headers, user, password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (!(await lockUser(tx, user.id))) throw new DomainError('NotFound', 'notFound');
    if (await isCompanyMember(tx, user.id)) throw new DomainError('Rejected', 'deleteCompanyMember');
    await anonymiseApplications(tx, user, now);
    await deleteUser(tx, user.id, user.email);
    // Copies of mail sent to the person (receipts with their message, links) go with the account.
    await deleteEmailsTo(tx, user.email);
    await enqueueEmail(tx, { to: user.email, locale, template: 'accountDeleted', data: { name: user.name } });
  });
}
