// The public pages' cache in scripts/http-server.ts: catalogue, content and search
// pages are the same for everyone who is not signed in (the header's account menu, the consent
// banner and a home's apply state are filled in by the browser), so each is rendered once per host
// and address (scripts/public-pages.ts) for the data cache's 60 s and sent from memory, pre-compressed,
// to everyone else (scripts/page-entry.ts), with `Cache-Control: public, s-maxage=60,
// stale-while-revalidate` for a CDN in front. A write forgets the pages it changed, on every node
// (lib/cache/page-changes.ts).
import { ALL_PAGES } from './page-bridge';
import { entryBytes, FRESH_MS, STALE_MS, type CachedPage, type PageEntry } from './page-entry';

type Stored = { entry: PageEntry | null; storedAt: number };
/** A change announced while loads ran: the count of changes up to it, and its tags (null: all pages). */
type Change = { at: number; tags: Set<string> | null };

export type PageCache = {
  /** The entry to send for `key` with its age in seconds, or null for Next.js to answer. */
  get(key: string): Promise<CachedPage | null>;
  /** Forgets the pages that carry one of `tags` (ALL_PAGES: every page). */
  invalidate(tags: readonly string[]): void;
  readonly bytes: number;
};

type Options = { load: (key: string) => Promise<PageEntry | null>; maxBytes: number; now?: () => number };

/**
 * Keeps entries by key, at most `maxBytes` of them (least recently used leave first). `load(key)`
 * renders an entry (null: not cacheable, asked again after the fresh time; a rejection: nothing
 * is remembered); one load per key runs at a time, and a stale entry is served while it runs.
 * `invalidate(tags)` forgets the entries that carry one of `tags`, and what loads under way would
 * bring with one of them (they may have read the rows before the change).
 */
export function createPageCache({ load, maxBytes, now = Date.now }: Options): PageCache {
  const entries = new Map<string, Stored>();
  const loading = new Map<string, Promise<PageEntry | null>>();
  let bytes = 0;
  // Kept only while a load runs: a load that started before a change must not store what it read.
  let changes = 0;
  let recent: Change[] = [];

  function forget(key: string) {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.entry ? entryBytes(old.entry) : 0;
  }

  function store(key: string, entry: PageEntry | null) {
    forget(key);
    entries.set(key, { entry, storedAt: now() });
    bytes += entry ? entryBytes(entry) : 0;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  /** Whether a change announced after the `started`th touches `entry`. */
  const changedSince = (started: number, entry: PageEntry | null) =>
    recent.some(({ at, tags }) => at > started && (tags === null || entry?.tags.some((tag) => tags.has(tag))));

  function refresh(key: string): Promise<PageEntry | null> {
    let pending = loading.get(key);
    if (!pending) {
      const started = changes;
      pending = load(key)
        .then((entry) => {
          if (!changedSince(started, entry)) store(key, entry);
          return entry;
        })
        // A failed render (busy, timed out) is tried again by the next request, not remembered.
        .catch(() => null)
        .finally(() => {
          loading.delete(key);
          if (loading.size === 0) recent = [];
        });
      loading.set(key, pending);
    }
    return pending;
  }

  function forgetChanged(tags: Set<string> | null) {
    changes++;
    if (loading.size > 0) recent.push({ at: changes, tags });
    for (const [key, { entry }] of entries) {
      if (tags === null || entry?.tags.some((tag) => tags.has(tag))) forget(key);
    }
  }

  async function get(key: string): Promise<CachedPage | null> {
    const found = entries.get(key);
    const age = found ? now() - found.storedAt : Infinity;
    if (found && age < FRESH_MS) {
      // Most recently used last, so eviction takes the others first.
      entries.delete(key);
      entries.set(key, found);
      return found.entry && { entry: found.entry, age: Math.floor(age / 1000) };
    }
    if (found?.entry && age < FRESH_MS + STALE_MS) {
      void refresh(key);
      return { entry: found.entry, age: Math.floor(age / 1000) };
    }
    const entry = await refresh(key);
    return entry && { entry, age: 0 };
  }

  return {
    get,
    invalidate: (tags) => forgetChanged(tags.includes(ALL_PAGES) ? null : new Set(tags)),
    get bytes() {
      return bytes;
    },
  };
}
