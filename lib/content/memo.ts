import { ttlCache } from '@/lib/cache/ttl';
import { cmsReadFailed, cmsReadSucceeded } from './cms-status';

const STALE_MS = 60_000; // the data cache stale time, as everywhere

/**
 * Answers are kept for the stale time, shared by every request: pages, the sitemap and the glossary
 * links on property pages all read the same lists. A reload that fails answers with the last good
 * answer (this node's), so an outage leaves the text as it was; a read that never succeeded fails as itself.
 */
export const memoized = ttlCache({ ttlMs: STALE_MS, staleIfError: true });

/** A read from the CMS, memoized, its failures and recovery told to the CMS status (health, log). */
export function memoizedCmsRead<V>(key: string, load: () => Promise<V>): Promise<V> {
  return memoized(key, () =>
    load().then(
      (value) => {
        cmsReadSucceeded(key);
        return value;
      },
      (error: unknown) => {
        cmsReadFailed(key, error);
        throw error;
      },
    ),
  );
}
