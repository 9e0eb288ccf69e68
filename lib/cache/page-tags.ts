import 'server-only';
import { headers } from 'next/headers';
import { FILL_HEADER, LISTINGS_TAG, tagFill } from '@/lib/bridges/page-bridge';

/**
 * What a cached public page shows, by the slugs its address is made of: a write names the same
 * tags (lib/cache/page-changes.ts), and the page cache forgets exactly the pages that carry one.
 * `listings` is every page that lists homes across groups (the front page, search, the overviews):
 * a change to it sends those pages to a new render behind their stale copy instead of forgetting them.
 */
export type PageTag = `home:${string}` | `group:${string}` | `company:${string}` | `town:${string}` | 'listings';

export const pageTag = {
  home: (slug: string): PageTag => `home:${slug}`,
  group: (slug: string): PageTag => `group:${slug}`,
  company: (slug: string): PageTag => `company:${slug}`,
  town: (citySlug: string): PageTag => `town:${citySlug}`,
  listings: LISTINGS_TAG as PageTag,
};

/**
 * Names what the page being rendered shows, for the page cache's render of it (a visitor's own
 * render has no fill header and keeps nothing). Call it from the page's server code.
 */
export async function tagPage(...tags: PageTag[]): Promise<void> {
  tagFill((await headers()).get(FILL_HEADER), tags);
}
