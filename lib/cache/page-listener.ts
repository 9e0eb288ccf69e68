import 'server-only';
import type { Client } from 'pg';
import { ALL_PAGES, deliverPageChanges } from '@/scripts/page-bridge';
import { PAGE_CHANGES_CHANNEL } from './page-changes';

type Options = {
  /** Where the tags go; by default this process's page cache (scripts/page-bridge.ts). */
  deliver?: (tags: readonly string[]) => void;
  /** The wait before connecting again after the connection was lost. */
  retryMs?: number;
};

/**
 * Hears on its own PostgreSQL connection which public pages any node changed
 * (lib/cache/page-changes.ts) and hands them to this process's page cache: NOTIFY arrives within
 * milliseconds. A lost connection is opened again; since changes made meanwhile were not heard,
 * every page is then forgotten (ALL_PAGES), at the cost of one render each.
 */
export function listenForPageChanges(url: string, { deliver = deliverPageChanges, retryMs = 1000 }: Options = {}) {
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function again(lost: Client) {
    if (closed || client !== lost) return;
    client = null;
    lost.removeAllListeners('end');
    void lost.end().catch(() => undefined);
    retry = setTimeout(() => void open(), retryMs);
  }

  async function open() {
    const { Client } = await import('pg');
    const next = new Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client = next;
    next.on('notification', ({ channel, payload }) => {
      if (channel === PAGE_CHANGES_CHANNEL && payload) deliver(payload.split(' '));
    });
    next.on('error', () => again(next));
    next.on('end', () => again(next));
    try {
      await next.connect();
      await next.query(`listen ${PAGE_CHANGES_CHANNEL}`);
      deliver([ALL_PAGES]);
    } catch (error) {
      console.error('Page cache: cannot listen for changes on PostgreSQL:', (error as Error).message);
      again(next);
    }
  }

  const ready = open();
  return {
    /** Resolves once the first attempt to listen has succeeded or failed. */
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
