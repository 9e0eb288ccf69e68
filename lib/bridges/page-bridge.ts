// What passes between the app (bundled by Next.js) and the page cache in scripts/http-server.ts,
// which run in one process but load separate copies of every module: so it lives on globalThis.
// Pages name what they show (tags, lib/cache/page-tags.ts) while the cache renders them; writes
// announce what they changed (lib/cache/page-changes.ts), and the cache forgets those pages.
// The listener also says here whether it hears those changes (listenStatus), and the cache serves
// nothing while it does not.
import type { ListenStatus } from '@/lib/cache/listen-watch';

const BRIDGE = Symbol.for('hjemly.pageBridge');

/**
 * The header of the server's own render of a public page for its cache: its value is the render's
 * id (openFill), and proxy.ts renders such a page without a nonce. The server strips it from every
 * other request.
 */
export const FILL_HEADER = 'x-hjemly-page-fill';

/** The tag that stands for every page: changes that went unheard (a listener that lost its connection). */
export const ALL_PAGES = '*';

/**
 * The tag of the pages that list homes across groups (front page, search, overviews). Nearly every
 * catalogue write names it, so the cache refreshes these pages behind a stale copy rather than
 * forgetting them (scripts/page-cache.ts, refreshOnChange).
 */
export const LISTINGS_TAG = 'listings';

type Listener = (tags: readonly string[]) => void;
/** `listen`: null while no LISTEN runs in this process (the embedded database: every change is local). */
type Bridge = { fills: Map<string, Set<string>>; listeners: Set<Listener>; listen: ListenStatus | null };

function bridge(): Bridge {
  const g = globalThis as typeof globalThis & { [BRIDGE]?: Bridge };
  g[BRIDGE] ??= { fills: new Map(), listeners: new Set(), listen: null };
  return g[BRIDGE];
}

/** Opens the tag list of one render of the cache (`id`: the value of its fill header). */
export function openFill(id: string): void {
  bridge().fills.set(id, new Set());
}

/** Whether `id` names a render the cache has under way: only those may skip the nonce. */
export function isOpenFill(id: string | string[] | null | undefined): boolean {
  return typeof id === 'string' && bridge().fills.has(id);
}

/** Adds `tags` to the render `id`; nothing when there is no such render (a visitor's request). */
export function tagFill(id: string | null | undefined, tags: readonly string[]): void {
  const fill = id ? bridge().fills.get(id) : undefined;
  for (const tag of fill ? tags : []) fill?.add(tag);
}

/** Closes the render `id` and hands back its tags. */
export function closeFill(id: string): string[] {
  const fill = bridge().fills.get(id);
  bridge().fills.delete(id);
  return [...(fill ?? [])];
}

/** Calls `listener` with the tags of every change announced in this process; returns the way to stop. */
export function onPageChanges(listener: Listener): () => void {
  bridge().listeners.add(listener);
  return () => void bridge().listeners.delete(listener);
}

/** Hands `tags` to every listener in this process. */
export function deliverPageChanges(tags: readonly string[]): void {
  for (const listener of bridge().listeners) listener(tags);
}

/** Told by this process's LISTEN for the other nodes' changes (lib/cache/page-listener.ts); null when it stops. */
export function setListenStatus(status: ListenStatus | null): void {
  bridge().listen = status;
}

export function listenStatus(): ListenStatus | null {
  return bridge().listen;
}

/**
 * Whether the page cache may answer: not while a LISTEN runs that is not known to deliver, since
 * the other nodes' changes may then go unheard and a cached page stay stale for its whole 60 s.
 */
export function pageCacheTrusted(): boolean {
  const listen = bridge().listen;
  return listen === null || listen.state === 'ok';
}
