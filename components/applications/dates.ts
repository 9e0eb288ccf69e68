'use client';

import { useFormatter } from 'next-intl';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';

/** Date ("21 November 2026") and clock time of an ISO timestamp, in the page's language. */
export function useDates() {
  const format = useFormatter();
  return {
    date: (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long', timeZone: DANISH_TIME_ZONE }),
    time: (iso: string) => format.dateTime(new Date(iso), { timeStyle: 'short', timeZone: DANISH_TIME_ZONE }),
  };
}
