import 'server-only';
import type { CompanyScope } from '@/lib/catalogue/visibility';
import { getDb } from '@/lib/db/client';
import { findWaitingLists } from './repository';
import type { WaitingListFilter, WaitingListPage } from './schema';

const PAGE_SIZE = 24;

/** Public waiting lists of the companies in `scope` (a white-label host shows only its own). */
export async function searchWaitingLists(filter: WaitingListFilter, scope: CompanyScope, afterId = 0): Promise<WaitingListPage> {
  const rows = await findWaitingLists(await getDb(), filter, scope, afterId, PAGE_SIZE + 1);
  const items = rows.slice(0, PAGE_SIZE);
  return { items, nextAfter: rows.length > PAGE_SIZE ? items[items.length - 1].groupId : null };
}
