'use client';

import { useEffect } from 'react';
import { markScriptsRun } from '@/lib/http/script-marker';

/**
 * Marks the document once React has hydrated it: `<html data-hydrated>`, and the moment as the
 * performance mark `hydrated`. Cached pages load their scripts after the first paint
 * (scripts/scripts-after-paint.ts), often after the load event, so that event no longer says the
 * page's own controls work; the end-to-end tests wait for the attribute and the performance budget
 * counts the scripts asked for before the mark. It also leaves the cookie that tells the page cache
 * this browser runs scripts (lib/http/script-marker.ts).
 */
export function HydrationMark() {
  useEffect(() => {
    performance.mark('hydrated');
    document.documentElement.setAttribute('data-hydrated', '');
    markScriptsRun();
  }, []);
  return null;
}
