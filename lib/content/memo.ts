const STALE_MS = 60_000; // SPEC §9: data cache stale time
const memo = new Map<string, { value: Promise<unknown>; expires: number }>();

/**
 * CMS answers are kept for the stale time, shared by every request: pages, the sitemap and the
 * glossary links on property pages all read the same lists. A failed load is not kept.
 */
export function memoized<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = memo.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as Promise<T>;
  const value = load();
  memo.set(key, { value, expires: Date.now() + STALE_MS });
  value.catch(() => memo.delete(key));
  return value;
}
