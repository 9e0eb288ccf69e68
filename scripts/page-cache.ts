// The public pages' cache in scripts/http-server.ts: catalogue, content and search
// pages are the same for everyone who is not signed in (the header's account menu, the consent
// banner and a home's apply state are filled in by the browser), so each is rendered once per host
// and address (scripts/public-pages.ts) for the data cache's 60 s and sent from memory, pre-compressed,
// to everyone else (scripts/page-entry.ts), with `Cache-Control: public, s-maxage=60,
// stale-while-revalidate` for a CDN in front. A write forgets the pages it changed, on every node
// (lib/cache/page-changes.ts).
import { ALL_PAGES } from '@/lib/bridges/page-bridge';
import { entryBytes, FRESH_MS, STALE_MS, type CachedPage, type PageEntry } from './page-entry';

/** `outdated`: a change marked it for a new render, and it is served stale until that render lands. */
type Stored = { entry: PageEntry | null; storedAt: number; outdated: boolean };
/**
 * A change announced while loads ran: the count of changes up to it, the tags whose pages it
 * forgets (null: all pages) and the tags whose pages it only marks outdated.
 */
type Change = { at: number; tags: Set<string> | null; outdating: Set<string> };
type Touch = 'none' | 'outdated' | 'changed';

export type PageCache = {
  /** The entry to send for `key` with its age in seconds, or null for Next.js to answer. */
  get(key: string): Promise<CachedPage | null>;
  /**
   * Forgets the pages that carry one of `tags` (ALL_PAGES: every page); the pages that carry only
   * tags of `refreshOnChange` are kept and served stale while one render refreshes them.
   */
  invalidate(tags: readonly string[]): void;
  readonly bytes: number;
};

type Options = {
  load: (key: string) => Promise<PageEntry | null>;
  maxBytes: number;
  now?: () => number;
  /**
   * Tags whose change does not forget a page but sends it to a new render, served stale meanwhile.
   * For pages that show many things at once (search, the overviews): a CRM writing all day would
   * otherwise keep them out of the cache, while a moment of the old list harms no one.
   */
  refreshOnChange?: readonly string[];
};

/**
 * Keeps entries by key, at most `maxBytes` of them (least recently used leave first). `load(key)`
 * renders an entry (null: not cacheable, asked again after the fresh time; a rejection: nothing
 * is remembered); one load per key runs at a time, and a stale entry is served while it runs.
 * `invalidate(tags)` forgets the entries that carry one of `tags`, and what loads under way would
 * bring with one of them (they may have read the rows before the change).
 */
export function createPageCache({ load, maxBytes, now = Date.now, refreshOnChange = [] }: Options): PageCache {
  const outdating = new Set(refreshOnChange);
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

  function store(key: string, entry: PageEntry | null, outdated = false) {
    forget(key);
    entries.set(key, { entry, storedAt: now(), outdated });
    bytes += entry ? entryBytes(entry) : 0;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  /** What a change does to `entry`: forget it, mark it outdated, or nothing. */
  function touch(change: Omit<Change, 'at'>, entry: PageEntry | null): Touch {
    const { tags, outdating: soft } = change;
    if (tags === null || entry?.tags.some((tag) => tags.has(tag))) return 'changed';
    return entry?.tags.some((tag) => soft.has(tag)) ? 'outdated' : 'none';
  }

  /** The strongest touch of the changes announced after the `started`th on `entry`. */
  function touchedSince(started: number, entry: PageEntry | null): Touch {
    const touches = recent.filter(({ at }) => at > started).map((change) => touch(change, entry));
    return touches.includes('changed') ? 'changed' : touches.includes('outdated') ? 'outdated' : 'none';
  }

  function refresh(key: string): Promise<PageEntry | null> {
    let pending = loading.get(key);
    if (!pending) {
      const started = changes;
      pending = load(key)
        .then((entry) => {
          // A forgetting change may have come after the rows were read: keep nothing. An outdating
          // one: keep the render (newer than what was there) but ask for another.
          const touched = touchedSince(started, entry);
          if (touched !== 'changed') store(key, entry, touched === 'outdated');
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

  function applyChange(change: Omit<Change, 'at'>) {
    changes++;
    if (loading.size > 0) recent.push({ ...change, at: changes });
    for (const [key, stored] of entries) {
      const touched = touch(change, stored.entry);
      if (touched === 'changed') forget(key);
      else if (touched === 'outdated') stored.outdated = true;
    }
  }

  function invalidate(tags: readonly string[]) {
    if (tags.includes(ALL_PAGES)) return applyChange({ tags: null, outdating: new Set() });
    applyChange({
      tags: new Set(tags.filter((tag) => !outdating.has(tag))),
      outdating: new Set(tags.filter((tag) => outdating.has(tag))),
    });
  }

  async function get(key: string): Promise<CachedPage | null> {
    const found = entries.get(key);
    const age = found ? now() - found.storedAt : Infinity;
    if (found && age < FRESH_MS && !found.outdated) {
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
    invalidate,
    get bytes() {
      return bytes;
    },
  };
}
