import 'server-only';
import { recordAudit } from '@/lib/audit/service';
import type { AuditActor } from '@/lib/audit/schema';
import { placeOfPostcode } from '@/lib/addresses/places';
import { publishPageChanges } from '@/lib/cache/page-changes';
import { pageTag, type PageTag } from '@/lib/cache/page-tags';
import { getDb } from '@/lib/db/client';
import { PublicationStatus } from '@/lib/db/schema/catalogue';
import type { Db } from '@/lib/db/types';
import { DomainError } from '@/lib/errors/domain-error';
import { mitidEnabled } from '@/lib/mitid/service';
import { setGroupPublicationStatus } from './publication-repository';
import { amountsAboveLegalCap, LEGAL_CAP_MONTHS, type CappedTerms } from './rules';
import {
  countHomesOf,
  findGroupRow,
  findHomeAddressesOf,
  findHomesAboveLegalCap,
  listCompanyGroups,
  setHomeAvailability,
  upsertGroup,
  upsertHome,
  upsertHomes,
  type GroupRef,
  type GroupRow,
  setGroupRequiresMitid,
} from './write-repository';
import {
  nameOfStatus,
  statusByName,
  type AvailabilityWrite,
  type CompanyGroup,
  type GroupWrite,
  type HomesBulkResult,
  type HomesBulkWrite,
  type HomeWrite,
  type PublicationStatusName,
  type Upserted,
} from './write-schema';

/*
 * A company's own catalogue: what the provider API and the company console change. Every function
 * takes the company id the caller was authenticated for, never one from the request body, so one
 * company cannot reach another's groups (they are "not found").
 */

function placeOf(postcode: string) {
  const place = placeOfPostcode(postcode);
  // The schemas refuse unknown postcodes; a stored one that vanished from the data is a 422, not a crash.
  if (!place) throw new DomainError('Rejected', 'invalidField', { field: 'postcode' });
  return place;
}

async function requireGroup(db: Db, companyId: number, externalId: string): Promise<GroupRef & GroupRow> {
  const row = await findGroupRow(db, companyId, externalId);
  if (!row) throw new DomainError('NotFound', 'notFound');
  return { ...row, place: placeOf(row.postcode) };
}

async function requireCompanyGroup(db: Db, companyId: number, externalId: string): Promise<CompanyGroup> {
  const [group] = await listCompanyGroups(db, companyId, externalId);
  if (!group) throw new DomainError('NotFound', 'notFound');
  return group;
}

/**
 * The public pages a write to the group may change: its own, its homes' (each carries the group's
 * tag, as it lists its neighbours), its town's, its company's and the listings. Nothing else.
 */
function pagesOf(group: ChangedGroup): PageTag[] {
  return [pageTag.group(group.slug), pageTag.town(group.citySlug), pageTag.company(group.companySlug), pageTag.listings];
}

type ChangedGroup = Pick<GroupRow, 'slug' | 'citySlug' | 'companySlug'>;

/** Tells the page caches of every node that the public pages of these groups changed; after the write. */
export async function announceGroupChanges(...groups: (ChangedGroup | null)[]): Promise<void> {
  await publishPageChanges(groups.flatMap((group) => (group ? pagesOf(group) : [])));
}

export async function listGroupsOfCompany(companyId: number): Promise<CompanyGroup[]> {
  return listCompanyGroups(await getDb(), companyId);
}

/** Addresses of the company's own homes by id (the console names homes by where they are, not by our ids). */
export async function homeAddressesOfCompany(companyId: number, ids: readonly number[]): Promise<Map<number, string>> {
  return findHomeAddressesOf(await getDb(), companyId, [...new Set(ids)]);
}

export async function getGroupOfCompany(companyId: number, externalId: string): Promise<CompanyGroup> {
  return requireCompanyGroup(await getDb(), companyId, externalId);
}

/** A list that requires MitID where nobody can reach MitID would take no one. */
function refuseMitidWhereOff(requiresMitid: boolean): void {
  if (requiresMitid && !mitidEnabled()) throw new DomainError('Rejected', 'mitidNotAvailable');
}

export async function putGroup(companyId: number, externalId: string, write: GroupWrite): Promise<Upserted<CompanyGroup>> {
  refuseMitidWhereOff(write.waitingListRequiresMitid);
  const db = await getDb();
  const before = await findGroupRow(db, companyId, externalId);
  const { created } = await upsertGroup(db, companyId, externalId, write, placeOf(write.postcode));
  // A new address moves the group from one town's page to another's.
  await announceGroupChanges(before, await findGroupRow(db, companyId, externalId));
  return { created, value: await requireCompanyGroup(db, companyId, externalId) };
}

/**
 * Refuses terms above lejeloven's caps (422, naming the amount): a home's, and an offer's, whose rent
 * may be lower than the one the home's deposit was set for.
 */
export function refuseAboveLegalCap(terms: CappedTerms): void {
  const [field] = amountsAboveLegalCap(terms);
  if (field) throw new DomainError('Rejected', 'aboveLegalCap', { field, amount: terms[field], cap: LEGAL_CAP_MONTHS * terms.monthlyRent });
}

/** Support's list (npm run legal-caps): the homes stored above a cap before the rule, every company's. */
export async function listHomesAboveLegalCap() {
  return findHomesAboveLegalCap(await getDb());
}

export async function putHome(
  companyId: number,
  groupExternalId: string,
  externalId: string,
  write: HomeWrite,
): Promise<Upserted<CompanyGroup>> {
  refuseAboveLegalCap(write);
  const db = await getDb();
  const group = await requireGroup(db, companyId, groupExternalId);
  const { created } = await upsertHome(db, group, externalId, write);
  await announceGroupChanges(group);
  return { created, value: await requireCompanyGroup(db, companyId, groupExternalId) };
}

/**
 * A group's homes in one transaction: all of them are written or none (a failure half-way leaves the
 * group as it was), and the public pages are told once. The caps are checked by the schema.
 */
export async function putHomes(companyId: number, groupExternalId: string, write: HomesBulkWrite): Promise<HomesBulkResult> {
  const db = await getDb();
  const group = await requireGroup(db, companyId, groupExternalId);
  const results = await upsertHomes(
    db,
    group,
    write.homes.map(({ id, ...home }) => ({ externalId: id, write: home })),
  );
  await announceGroupChanges(group);
  return {
    created: results.filter((result) => result.created).map((result) => result.externalId),
    replaced: results.filter((result) => !result.created).map((result) => result.externalId),
    group: await requireCompanyGroup(db, companyId, groupExternalId),
  };
}

export async function changeHomeAvailability(
  companyId: number,
  groupExternalId: string,
  externalId: string,
  write: AvailabilityWrite,
): Promise<CompanyGroup> {
  const db = await getDb();
  const group = await requireGroup(db, companyId, groupExternalId);
  if (!(await setHomeAvailability(db, group.id, externalId, write.availability, write.vacancyDate)))
    throw new DomainError('NotFound', 'notFound');
  await announceGroupChanges(group);
  return requireCompanyGroup(db, companyId, groupExternalId);
}

/**
 * Publication status: any status may follow any other, with one rule — a group is not
 * shown (SHAREABLE or PUBLISHED) before it has a home to show. WAITING_LIST needs none: a new build
 * takes sign-ups before its homes exist. UNPUBLISHED hides the group and its homes at once.
 */
export async function changeGroupStatus(
  actor: AuditActor,
  externalId: string,
  name: PublicationStatusName,
  now = new Date(),
): Promise<CompanyGroup> {
  const { companyId } = actor;
  const db = await getDb();
  const group = await requireGroup(db, companyId, externalId);
  const status = statusByName[name];
  const showsHomes = status !== PublicationStatus.UNPUBLISHED && status !== PublicationStatus.WAITING_LIST;
  if (showsHomes && (await countHomesOf(db, group.id)) === 0) throw new DomainError('Rejected', 'groupHasNoHomes');
  if (status !== group.status) {
    await db.transaction(async (tx) => {
      await setGroupPublicationStatus(tx, group.id, status);
      const detail = { group: externalId, from: nameOfStatus(group.status), to: name };
      await recordAudit(tx, actor, { action: 'publication.changed', subject: { type: 'group', id: group.id }, detail }, now);
    });
    await announceGroupChanges(group);
  }
  return requireCompanyGroup(db, companyId, externalId);
}

/**
 * The console's switch: whether the group's waiting list takes only people MitID confirmed. Recorded
 * in the company's log; another company's group is not found.
 */
export async function changeWaitingListRequiresMitid(
  actor: AuditActor,
  groupId: number,
  requiresMitid: boolean,
  now = new Date(),
): Promise<void> {
  refuseMitidWhereOff(requiresMitid);
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (!(await setGroupRequiresMitid(tx, actor.companyId, groupId, requiresMitid))) throw new DomainError('NotFound', 'notFound');
    await recordAudit(
      tx,
      actor,
      { action: 'waitingList.settingsChanged', subject: { type: 'group', id: groupId }, detail: { requiresMitid } },
      now,
    );
  });
}
