import 'server-only';
import type { SessionUser } from '@/lib/accounts/session';
import { getDb } from '@/lib/db/client';
import { enqueueEmail } from '@/lib/email/service';
import type { Locale } from '@/lib/i18n/routing';
import { mailUrl } from '@/lib/seo/urls';
import { DomainError } from '@/lib/errors/domain-error';
import { createApiKey, listKeysOfCompany, revokeKeyOfCompany } from './key-service';
import { deleteMember, findMemberships, findUserByEmail, insertMember, listMembers } from './member-repository';
import type { ApiKeySummary, CompanyMember, CreatedApiKey, Membership } from './schema';

/*
 * The company console's rules: a person acts for a company only as its member, and keys
 * and members are the owner's business. The company comes from the person's membership, never from
 * the request alone, so no member of one company reaches another's data.
 */

type Person = Pick<SessionUser, 'id'>;
type Adder = Pick<SessionUser, 'id' | 'name'>;

/** The companies the person works for; empty for everyone else (the console is then a 404). */
export async function membershipsOf(user: Person): Promise<Membership[]> {
  return findMemberships(await getDb(), user.id);
}

/** The person's membership of the company (the first one when none is named); 404 when they have none. */
export async function requireMembership(user: Person, companyId?: number): Promise<Membership> {
  const memberships = await membershipsOf(user);
  const membership = companyId === undefined ? memberships[0] : memberships.find((m) => m.companyId === companyId);
  if (!membership) throw new DomainError('NotFound', 'notFound');
  return membership;
}

/** The person's company if they own it: keys, members and webhooks are the owner's (403 for plain members). */
export async function requireOwnerOf(user: Person, companyId?: number): Promise<Membership> {
  const membership = await requireMembership(user, companyId);
  if (membership.role !== 'owner') throw new DomainError('Forbidden', 'ownerOnly');
  return membership;
}

export async function listKeys(user: Person, companyId?: number): Promise<ApiKeySummary[]> {
  return listKeysOfCompany((await requireOwnerOf(user, companyId)).companyId);
}

export async function createKey(user: Person, name: string, companyId?: number): Promise<CreatedApiKey> {
  return createApiKey((await requireOwnerOf(user, companyId)).companyId, name, user.id);
}

export async function revokeKey(user: Person, keyId: number, companyId?: number): Promise<void> {
  const { companyId: company } = await requireOwnerOf(user, companyId);
  if (!(await revokeKeyOfCompany(company, keyId))) throw new DomainError('NotFound', 'notFound');
}

export async function listCompanyMembers(user: Person, companyId?: number): Promise<CompanyMember[]> {
  return listMembers(await getDb(), (await requireMembership(user, companyId)).companyId);
}

/**
 * Adds a person with an account as a plain member, and tells them by mail (in the adder's language;
 * accounts keep none) in the same transaction; an unknown address is said so — the owner asks them
 * to sign up first.
 */
export async function addMember(user: Adder, email: string, companyId: number | undefined, locale: Locale): Promise<CompanyMember[]> {
  const { companyId: company, companyName } = await requireOwnerOf(user, companyId);
  const db = await getDb();
  const person = await findUserByEmail(db, email);
  if (!person) throw new DomainError('Rejected', 'noSuchUser');
  await db.transaction(async (tx) => {
    if (!(await insertMember(tx, company, person.id))) throw new DomainError('Conflict', 'alreadyMember');
    await enqueueEmail(tx, {
      to: person.email,
      locale,
      template: 'companyMemberAdded',
      data: { name: person.name, company: companyName, addedBy: user.name, url: mailUrl(locale, '/account/company') },
    });
  });
  return listMembers(db, company);
}

export async function removeMember(user: Person, memberId: string, companyId?: number): Promise<CompanyMember[]> {
  const { companyId: company } = await requireOwnerOf(user, companyId);
  const db = await getDb();
  const members = await listMembers(db, company);
  const member = members.find((m) => m.userId === memberId);
  if (!member) throw new DomainError('NotFound', 'notFound');
  if (member.role === 'owner') throw new DomainError('Conflict', 'removeOwner');
  await deleteMember(db, company, memberId);
  return listMembers(db, company);
}
