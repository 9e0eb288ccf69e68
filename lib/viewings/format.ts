import type { Locale } from '@/lib/i18n/routing';

/* How a slot reads in mails and the calendar: the Danish date and times as the landlord gave them. */

const longDates = new Map<Locale, Intl.DateTimeFormat>();

function longDate(locale: Locale): Intl.DateTimeFormat {
  let format = longDates.get(locale);
  // The date is a calendar date, not an instant: formatted at UTC noon it never shifts a day.
  if (!format) longDates.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' })));
  return format;
}

export function formatSlotDate(locale: Locale, date: string): string {
  return longDate(locale).format(new Date(`${date}T12:00:00Z`));
}

/** "tirsdag den 10. maj 2031, 16:00–17:00" */
export function formatSlot(locale: Locale, slot: { date: string; fromTime: string; toTime: string }): string {
  return `${formatSlotDate(locale, slot.date)}, ${slot.fromTime}–${slot.toTime}`;
}
