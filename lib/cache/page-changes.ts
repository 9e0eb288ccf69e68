import 'server-only';
import { sql } from 'drizzle-orm';
import { getDbHandle } from '@/lib/db/client';
import { ALL_PAGES, deliverPageChanges } from '@/lib/bridges/page-bridge';
import type { PageTag } from './page-tags';

/** The PostgreSQL channel on which every node hears which public pages changed. */
export const PAGE_CHANGES_CHANNEL = 'hjemly_page_changes';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a change that long stands for all pages. */
const MAX_PAYLOAD = 7900;

/**
 * Tells every node's page cache that the pages tagged `tags` changed: this process at once, the
 * other nodes on the same PostgreSQL by NOTIFY (each LISTENs: lib/cache/page-listener.ts). The
 * embedded database serves one process, so there the first is all. Call it after the write
 * committed: a render that starts sooner could read the old rows again. The write stands if the
 * notice fails: the other nodes then catch up when their copies expire (60 s).
 */
export async function publishPageChanges(tags: readonly PageTag[]): Promise<void> {
  if (!tags.length) return;
  const unique = [...new Set(tags)];
  deliverPageChanges(unique);
  const { db, engine } = await getDbHandle();
  if (engine !== 'postgres') return;
  const payload = unique.join(' ');
  try {
    await db.execute(sql`select pg_notify(${PAGE_CHANGES_CHANNEL}, ${payload.length < MAX_PAYLOAD ? payload : ALL_PAGES})`);
  } catch (error) {
    console.error('Page cache: the other nodes were not told of a change:', (error as Error).message);
  }
}
