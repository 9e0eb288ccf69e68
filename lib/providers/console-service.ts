import 'server-only';
import type { SessionUser } from '@/lib/accounts/session';
import { actorName, actorOf, recordAudit } from '@/lib/audit/service';
import type { AuditActor } from '@/lib/audit/schema';
import { getDb } from '@/lib/db/client';
import { enqueueEmail } from '@/lib/email/service';
import type { Locale } from '@/lib/i18n/routing';
import { mailUrl } from '@/lib/seo/urls';
import { DomainError } from '@/lib/errors/domain-error';
import type { WebhookDeliverySummary, WebhookEndpointSummary } from '@/lib/webhooks/schema';
import { listDeliveriesOfCompany, listEndpointsOfCompany, resendDeliveryOfCompany } from '@/lib/webhooks/service';
import { createApiKey, listKeysOfCompany, revokeKeyOfCompany } from './key-service';
import { deleteMember, findCompanyName, findMemberships, findUserByEmail, insertMember, listMembers } from './member-repository';
import type { ApiKeySummary, CompanyMember, CreatedApiKey, Membership } from './schema';

/*
 * The company console's rules: a person acts for a company only as its member, and keys
 * and members are the owner's business. The company comes from the person's membership, never from
 * the request alone, so no member of one company reaches another's data.
 */

type Person = Pick<SessionUser, 'id'>;
type Actor = Pick<SessionUser, 'id' | 'name'>;

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

/** The member acting for their company in this request, as the audit trail records them; 404 for a non-member. */
export async function actingMember(user: Actor, headers: Headers, companyId?: number): Promise<AuditActor> {
  return memberActor(user, await requireMembership(user, companyId), headers);
}

/** The owner acting for their company (keys, members, webhooks); 403 for a plain member. */
export async function actingOwner(user: Actor, headers: Headers, companyId?: number): Promise<AuditActor> {
  return memberActor(user, await requireOwnerOf(user, companyId), headers);
}

const memberActor = (user: Actor, { companyId }: Membership, headers: Headers) =>
  actorOf(companyId, { kind: 'member', userId: user.id, name: user.name }, headers);

export async function listKeys(user: Person, companyId?: number): Promise<ApiKeySummary[]> {
  return listKeysOfCompany((await requireOwnerOf(user, companyId)).companyId);
}

export async function createKey(owner: AuditActor, name: string, now = new Date()): Promise<CreatedApiKey> {
  return createApiKey(owner, name, now);
}

export async function revokeKey(owner: AuditActor, keyId: number, now = new Date()): Promise<void> {
  if (!(await revokeKeyOfCompany(owner, keyId, now))) throw new DomainError('NotFound', 'notFound');
}

export async function listWebhookEndpoints(user: Person, companyId?: number): Promise<WebhookEndpointSummary[]> {
  return listEndpointsOfCompany((await requireOwnerOf(user, companyId)).companyId);
}

export async function listWebhookDeliveries(user: Person, companyId?: number): Promise<WebhookDeliverySummary[]> {
  return listDeliveriesOfCompany((await requireOwnerOf(user, companyId)).companyId);
}

export async function resendWebhookDelivery(user: Person, id: string, companyId?: number, now = new Date()): Promise<void> {
  await resendDeliveryOfCompany((await requireOwnerOf(user, companyId)).companyId, id, now);
}

export async function listCompanyMembers(user: Person, companyId?: number): Promise<CompanyMember[]> {
  return listMembers(await getDb(), (await requireMembership(user, companyId)).companyId);
}

/**
 * Adds a person with an account as a plain member, and tells them by mail (in the adder's language;
 * accounts keep none) in the same transaction; an unknown address is said so — the owner asks them
 * to sign up first.
 */
export async function addMember(owner: AuditActor, email: string, locale: Locale, now = new Date()): Promise<CompanyMember[]> {
  const db = await getDb();
  const person = await findUserByEmail(db, email);
  if (!person) throw new DomainError('Rejected', 'noSuchUser');
  const company = owner.companyId;
  const companyName = await findCompanyName(db, company);
  const addedBy = actorName(owner.who);
  await db.transaction(async (tx) => {
    if (!(await insertMember(tx, company, person.id))) throw new DomainError('Conflict', 'alreadyMember');
    await recordAudit(
      tx,
      owner,
      { action: 'member.added', subject: { type: 'member', id: person.id }, detail: { name: person.name } },
      now,
    );
    await enqueueEmail(tx, {
      to: person.email,
      locale,
      template: 'companyMemberAdded',
      data: { name: person.name, company: companyName, addedBy, url: mailUrl(locale, '/account/company') },
    });
  });
  return listMembers(db, company);
}

export async function removeMember(owner: AuditActor, memberId: string, now = new Date()): Promise<CompanyMember[]> {
  const company = owner.companyId;
  const db = await getDb();
  const members = await listMembers(db, company);
  const member = members.find((m) => m.userId === memberId);
  if (!member) throw new DomainError('NotFound', 'notFound');
  if (member.role === 'owner') throw new DomainError('Conflict', 'removeOwner');
  await db.transaction(async (tx) => {
    if (!(await deleteMember(tx, company, memberId))) throw new DomainError('NotFound', 'notFound');
    await recordAudit(
      tx,
      owner,
      { action: 'member.removed', subject: { type: 'member', id: memberId }, detail: { name: member.name } },
      now,
    );
  });
  return listMembers(db, company);
}
