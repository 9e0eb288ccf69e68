'use client';

import { useFormatter } from 'next-intl';

// DESIGN §5: timestamps are shown in Danish time, wherever the browser is.
const TIME_ZONE = 'Europe/Copenhagen';

/** Date ("21 November 2026") and clock time of an ISO timestamp, in the page's language. */
export function useDates() {
  const format = useFormatter();
  return {
    date: (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long', timeZone: TIME_ZONE }),
    time: (iso: string) => format.dateTime(new Date(iso), { timeStyle: 'short', timeZone: TIME_ZONE }),
  };
}
