import 'server-only';
import { auditCsv } from '@/lib/audit/csv';
import type { AuditActorOption, AuditEntry, AuditFilter, AuditPage } from '@/lib/audit/schema';
import { listAuditActors, listAuditEntries } from '@/lib/audit/service';
import type { SessionUser } from '@/lib/accounts/session';
import { homeAddressesOfCompany } from '@/lib/catalogue/write-service';
import { requireOwnerOf } from './console-service';
import type { ApiCaller } from './schema';

/*
 * Who reads a company's audit trail: its owner in the console, and its API keys. The company is the
 * owner's membership or the key's, never one a request names alone.
 */

/** Entries per page of the console's log. */
export const LOG_PAGE_SIZE = 50;
/** The most entries one CSV holds; a longer trail is exported a date range at a time. */
export const LOG_CSV_MAX = 50_000;
const CSV_BATCH = 1000;

type Person = Pick<SessionUser, 'id'>;

/** The homes an entry names by our id only (a viewing's invitation was written so before it kept the address). */
const homeIdsOf = (entries: readonly AuditEntry[]) =>
  entries.flatMap(({ detail }) => (typeof detail.homeId === 'number' && typeof detail.address !== 'string' ? [detail.homeId] : []));

/** One page of the owner's log, with the address of every home an entry names only by id. */
export async function readCompanyLog(
  user: Person,
  filter: AuditFilter,
  companyId?: number,
): Promise<{ page: AuditPage; actors: AuditActorOption[]; homes: Map<number, string> }> {
  const { companyId: company } = await requireOwnerOf(user, companyId);
  const [page, actors] = await Promise.all([listAuditEntries(company, filter, LOG_PAGE_SIZE), listAuditActors(company)]);
  return { page, actors, homes: await homeAddressesOfCompany(company, homeIdsOf(page.items)) };
}

/** The filtered trail as CSV, newest first, read in batches by the same keyset as the pages. */
export async function exportCompanyLog(user: Person, filter: AuditFilter, companyId?: number): Promise<string> {
  const { companyId: company } = await requireOwnerOf(user, companyId);
  const entries: AuditEntry[] = [];
  let cursor = filter.cursor;
  do {
    const page = await listAuditEntries(company, { ...filter, cursor }, CSV_BATCH);
    entries.push(...page.items);
    cursor = page.nextCursor === null ? undefined : Number(page.nextCursor);
  } while (cursor !== undefined && entries.length < LOG_CSV_MAX);
  return auditCsv(entries.slice(0, LOG_CSV_MAX));
}

/** The provider API's read: the key's own company only. */
export async function readLogForKey(caller: ApiCaller, filter: AuditFilter, limit: number): Promise<AuditPage> {
  return listAuditEntries(caller.companyId, filter, limit);
}
