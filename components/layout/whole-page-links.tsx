'use client';
import { useEffect } from 'react';

/**
 * Lets the browser follow the links of the global not-found page itself, as whole page loads.
 * Next.js renders that page where app/layout.tsx would be, so its router takes a link from it to a
 * page for a navigation inside the same root layout: the URL changes and the 404 stays on screen
 * (Next.js 16.4; it switches to a whole page load only on the way *to* that page). Stopping the
 * click before React sees it keeps next/link from taking it over.
 */
export function WholePageLinks() {
  useEffect(() => {
    const leaveToBrowser = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) event.stopPropagation();
    };
    window.addEventListener('click', leaveToBrowser, true);
    return () => window.removeEventListener('click', leaveToBrowser, true);
  }, []);
  return null;
}
