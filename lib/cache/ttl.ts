/** `lastGood`: the key's newest loaded value, kept across reloads for `staleIfError`. */
type Entry = { value: Promise<unknown>; expires: number; lastGood?: { value: unknown } };

type Options = {
  ttlMs: number;
  /** When full, the entry stored longest ago makes room; without a bound, the keys must be few. */
  maxEntries?: number;
  /** A Symbol.for name, for a cache that separate bundles of one process (proxy.ts and the app) share. */
  sharedAs?: string;
  /**
   * How long a failed load is kept, answering with the same failure, before a request tries again; for
   * a remote service that is down, so that every page does not wait for it once more. Default: dropped at once.
   */
  failureTtlMs?: number;
  /**
   * A failed reload answers with the key's last loaded value instead of the failure, kept for `ttlMs`
   * before the next try; for a remote source whose last answer beats none. A key never loaded still fails.
   */
  staleIfError?: boolean;
};

function entriesOf(sharedAs: string | undefined): Map<string, Entry> {
  if (!sharedAs) return new Map();
  const key = Symbol.for(sharedAs);
  const g = globalThis as typeof globalThis & { [key: symbol]: Map<string, Entry> | undefined };
  return (g[key] ??= new Map());
}

/**
 * An in-memory cache whose entries are loaded once per `ttlMs` and shared by every request. It keeps
 * the promise, so requests arriving while a value loads wait for that one load; a failed load is
 * dropped (or kept for `failureTtlMs`), so a later request tries again. Returns the lookup: `cached(key, load)`.
 */
export function ttlCache<T = unknown>({ ttlMs, maxEntries = Infinity, sharedAs, failureTtlMs = 0, staleIfError = false }: Options) {
  const entries = entriesOf(sharedAs);
  return function cached<V extends T>(key: string, load: () => Promise<V>): Promise<V> {
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value as Promise<V>;
    entries.delete(key);
    while (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const entry: Entry = { value: Promise.resolve(), expires: Date.now() + ttlMs, lastGood: staleIfError ? hit?.lastGood : undefined };
    const value = load().then(
      (loaded) => {
        if (staleIfError) entry.lastGood = { value: loaded };
        return loaded;
      },
      (error: unknown) => {
        if (entry.lastGood) return entry.lastGood.value as V;
        throw error;
      },
    );
    entry.value = value;
    entries.set(key, entry);
    // Only this load's entry: a newer one stored meanwhile stays.
    value.catch(() => {
      if (entries.get(key) !== entry) return;
      if (failureTtlMs > 0) entry.expires = Date.now() + failureTtlMs;
      else entries.delete(key);
    });
    return value;
  };
}
