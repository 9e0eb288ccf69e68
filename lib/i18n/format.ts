import { DANISH_TIME_ZONE } from '@/lib/time/copenhagen';
import type { Locale } from './routing';

// Formatters are made once per locale: building one per call cost ~4 % of a /soeg render, where
// every card prints its rent and dates (a profile of the search page).
const kroner = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });
const longDates = new Map<Locale, Intl.DateTimeFormat>();

/** Whole kroner with Danish grouping in both languages (12.500), as Danish portals print rents. */
export function formatKroner(amount: number): string {
  return kroner.format(amount);
}

export function formatDate(isoDate: string, locale: Locale): string {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: DANISH_TIME_ZONE });
    longDates.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T12:00:00Z`));
}

/**
 * A value placed last in a sentence ("… for Vesterbrogade 12, 2. tv."): when it ends with an
 * abbreviation's period, that period is the full stop, so the one the message adds is not doubled.
 */
export function atSentenceEnd(value: string): string {
  return value.replace(/\.+$/, '');
}
