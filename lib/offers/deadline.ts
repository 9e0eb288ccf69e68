import type { Locale } from '@/lib/i18n/routing';
import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';

/** "1. december 2026 kl. 12.00": a deadline is a moment, shown in Danish time whatever the browser's zone. */
export function formatDeadline(instant: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: DANISH_TIME_ZONE }).format(new Date(instant));
}
