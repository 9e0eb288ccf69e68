import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { DomainError } from '@/lib/errors/domain-error';
import { importLegacyMember, type LegacyMember } from './invitation-service';
import { findCompanyGroup, findPeople, type CatalogueKey } from './offer-repository';
import type { ProviderMembersPage, ProviderMembersQuery } from './offer-schema';
import { findMembersInOrder, criteriaOf } from './repository';
import { maskCpr } from '@/lib/cpr/cpr';
import { decryptCpr } from '@/lib/cpr/cpr-crypto';
import { mitidVerifiedAt } from '@/lib/mitid/service';

/*
 * The landlord's view of its lists through the provider API: members in queue order (the CPR only
 * masked) and the import of members from before Hjemly. The company is always the one the
 * caller's key belongs to; another company's group is not found.
 */

async function requireCompanyGroup(db: Db, companyId: number, key: CatalogueKey) {
  const group = await findCompanyGroup(db, companyId, key);
  if (!group?.hasWaitingList) throw new DomainError('NotFound', 'notFound');
  return group;
}

export async function listMembersForCompany(
  companyId: number,
  key: CatalogueKey,
  query: ProviderMembersQuery,
): Promise<ProviderMembersPage> {
  const db = await getDb();
  const group = await requireCompanyGroup(db, companyId, key);
  if (group.listId === null) return { items: [], nextAfter: null };
  const options = { activeOnly: query.state === 'active', afterPosition: query.after, limit: query.limit + 1 };
  const rows = await findMembersInOrder(db, group.listId, options);
  const userIds = rows.map((row) => row.membership.userId);
  const [people, verified] = await Promise.all([findPeople(db, userIds), mitidVerifiedAt(db, userIds)]);
  const items = rows.slice(0, query.limit).map(({ membership, position, activePosition }) => ({
    membershipId: membership.id,
    position,
    activePosition,
    name: people.get(membership.userId)?.name ?? '',
    email: people.get(membership.userId)?.email ?? '',
    seniorityDate: membership.seniorityDate,
    state: membership.state,
    affiliation: membership.affiliation,
    cpr: maskCpr(decryptCpr(membership.cprEncrypted)),
    criteria: criteriaOf(membership),
    mitidVerifiedAt: verified.get(membership.userId)?.toISOString() ?? null,
  }));
  return { items, nextAfter: rows.length > query.limit ? items[items.length - 1].position : null };
}

/** Imports a member with their old seniority: they get a link to complete the sign-up. */
export async function importMemberForCompany(companyId: number, groupExternalId: string, member: LegacyMember, origin?: URL) {
  const group = await requireCompanyGroup(await getDb(), companyId, { externalId: groupExternalId });
  return importLegacyMember({ companyId, groupId: group.groupId, member }, { origin });
}
