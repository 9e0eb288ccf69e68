'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { CLIENT_NAVIGATION_ATTRIBUTE, KEEP_SCROLL_ATTRIBUTE } from './link';

function linkOf(event: Event): HTMLAnchorElement | null {
  if (!(event.target instanceof Element)) return null;
  // Only lib/i18n/link.tsx sets the mark, always on a path of this site.
  return event.target.closest<HTMLAnchorElement>(`a[${CLIENT_NAVIGATION_ATTRIBUTE}]`);
}

/** A plain left click that the page has not handled and that opens the link here, as Next.js's Link decides. */
function isInPageClick(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  const opensElsewhere = (anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download');
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  return !event.defaultPrevented && event.button === 0 && !modified && !opensElsewhere;
}

/**
 * Follows the site's links (lib/i18n/link.tsx) with the app router, and prefetches a link's page
 * when a person shows they may follow it — pointer over it, a touch, keyboard focus — rather than
 * whenever it scrolls into view (about 20 route fetches on `/` while it started). One listener per
 * event for the whole document, on `window` so a click the page itself handled (its React handlers
 * run on `document`) is seen as such. Before this has run, a click is an ordinary page load.
 */
export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const follow = (event: MouseEvent) => {
      const anchor = linkOf(event);
      if (!anchor || !isInPageClick(event, anchor)) return;
      event.preventDefault();
      router.push(anchor.pathname + anchor.search + anchor.hash, { scroll: !anchor.hasAttribute(KEEP_SCROLL_ATTRIBUTE) });
    };
    const prefetch = (event: Event) => {
      const anchor = linkOf(event);
      const page = anchor && anchor.pathname + anchor.search;
      if (!page || prefetched.has(page)) return;
      prefetched.add(page);
      router.prefetch(page);
    };
    const intents = ['mouseover', 'touchstart', 'focusin'] as const;
    window.addEventListener('click', follow);
    for (const type of intents) window.addEventListener(type, prefetch, { passive: true });
    return () => {
      window.removeEventListener('click', follow);
      for (const type of intents) window.removeEventListener(type, prefetch);
    };
  }, [router]);
  return null;
}
