// Tells a shared HTTP cache in front of the nodes (a CDN, or Varnish) which public pages changed.
// Every cached page goes out with a Surrogate-Key header naming what it shows (its tags, and
// EVERY_PAGE_KEY); on a change each node, once its own page cache forgot the pages, asks the CDN
// to forget the ones with those keys. Each node asks, not only the one that wrote: a node that had
// not yet heard of the change could have handed the CDN its old copy in between, and its own purge
// comes after it heard. The tested adapter speaks Varnish's xkey vmod (deploy/varnish/hjemly.vcl).
import { ALL_PAGES, LISTINGS_TAG } from '@/lib/bridges/page-bridge';

/** The key every cached page carries: a purge of it forgets them all (changes that went unheard). */
export const EVERY_PAGE_KEY = 'page';

/** The Surrogate-Key header of a cached page with `tags`. */
export const surrogateKeys = (tags: readonly string[]) => [EVERY_PAGE_KEY, ...tags].join(' ');

/** Header values well under the 8 KB a proxy's header line allows: longer key lists go in several requests. */
const MAX_KEYS_LENGTH = 4000;
const TIMEOUT_MS = 2_000;

function chunks(keys: readonly string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const key of keys) {
    if (current && current.length + key.length + 1 > MAX_KEYS_LENGTH) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${key}` : key;
  }
  return current ? [...out, current] : out;
}

type Options = { url: string; fetch?: typeof globalThis.fetch; onFailure?: (message: string) => void };

/**
 * A purge of `tags` at the CDN at `url`: `PURGE` with `xkey-purge` for what is gone, and
 * `xkey-softpurge` for the lists across groups, which the CDN keeps serving stale while it fetches
 * them again (as the node's own cache does). A failed purge costs freshness, not data: the CDN's
 * copy expires with its s-maxage (60 s). It is reported, never thrown.
 */
export function createCdnPurger({ url, fetch = globalThis.fetch, onFailure = console.error }: Options) {
  async function send(header: 'xkey-purge' | 'xkey-softpurge', keys: string) {
    try {
      const answer = await fetch(url, { method: 'PURGE', headers: { [header]: keys }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      await answer.arrayBuffer();
      if (!answer.ok) onFailure(`CDN purge: the cache answered ${answer.status}`);
    } catch (error) {
      onFailure(`CDN purge failed: ${(error as Error).message}`);
    }
  }

  return async function purge(tags: readonly string[]): Promise<void> {
    const hard = tags.includes(ALL_PAGES) ? [EVERY_PAGE_KEY] : tags.filter((tag) => tag !== LISTINGS_TAG);
    const soft = tags.includes(LISTINGS_TAG) && !tags.includes(ALL_PAGES) ? [LISTINGS_TAG] : [];
    await Promise.all([...chunks(hard).map((keys) => send('xkey-purge', keys)), ...soft.map((keys) => send('xkey-softpurge', keys))]);
  };
}
