import 'server-only';
import { getDb } from '@/lib/db/client';
import { findWaitingLists, type WaitingListFilter, type WaitingListSummary } from './repository';

const PAGE_SIZE = 24;

export type WaitingListPage = { items: WaitingListSummary[]; nextAfter: number | null };

export async function searchWaitingLists(filter: WaitingListFilter, afterId = 0): Promise<WaitingListPage> {
  const rows = await findWaitingLists(await getDb(), filter, afterId, PAGE_SIZE + 1);
  const items = rows.slice(0, PAGE_SIZE);
  return { items, nextAfter: rows.length > PAGE_SIZE ? items[items.length - 1].groupId : null };
}
