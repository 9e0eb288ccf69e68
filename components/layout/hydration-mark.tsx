'use client';

import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it: `<html data-hydrated>`. Cached pages load their
 * scripts after the first paint (scripts/scripts-after-paint.mjs), often after the load event, so
 * that event no longer says the page's own controls work; the end-to-end tests wait for this mark.
 */
export function HydrationMark() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}
