import 'server-only';
import { getDb } from '@/lib/db/client';
import { findWaitingLists } from './repository';
import type { WaitingListFilter, WaitingListPage } from './schema';

const PAGE_SIZE = 24;

export async function searchWaitingLists(filter: WaitingListFilter, afterId = 0): Promise<WaitingListPage> {
  const rows = await findWaitingLists(await getDb(), filter, afterId, PAGE_SIZE + 1);
  const items = rows.slice(0, PAGE_SIZE);
  return { items, nextAfter: rows.length > PAGE_SIZE ? items[items.length - 1].groupId : null };
}
