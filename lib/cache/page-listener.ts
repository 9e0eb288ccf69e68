import 'server-only';
import { keepConnection, type DedicatedConnection } from '@/lib/db/dedicated-connection';
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
export function listenForPageChanges(url: string, { deliver = deliverPageChanges, retryMs = 1000 }: Options = {}): DedicatedConnection {
  return keepConnection(url, {
    purpose: 'page-changes',
    retryMs,
    prepare: (client) =>
      client.on('notification', ({ channel, payload }) => {
        if (channel === PAGE_CHANGES_CHANNEL && payload) deliver(payload.split(' '));
      }),
    setUp: async (client) => {
      await client.query(`listen ${PAGE_CHANGES_CHANNEL}`);
      deliver([ALL_PAGES]);
    },
  });
}
