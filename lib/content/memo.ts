import { ttlCache } from '@/lib/cache/ttl';

const STALE_MS = 60_000; // the data cache stale time, as everywhere

/**
 * CMS answers are kept for the stale time, shared by every request: pages, the sitemap and the
 * glossary links on property pages all read the same lists. A failed load is not kept.
 */
export const memoized = ttlCache({ ttlMs: STALE_MS });
