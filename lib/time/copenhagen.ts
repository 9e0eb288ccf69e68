/** DESIGN §5: dates and times are Danish time, wherever the server or the browser is. */
export const DANISH_TIME_ZONE = 'Europe/Copenhagen';

/**
 * Today's date in Denmark as YYYY-MM-DD (the form vacancy dates are stored in), so "from today" is
 * the same on a server running in UTC and around midnight. Sweden's locale writes dates that way.
 */
export function todayInCopenhagen(now = new Date()): string {
  return isoDateInCopenhagen.format(now);
}

// Made once: building an Intl formatter per call cost ~4.6 % of a /soeg render (issue 14's profile),
// as every card asks for today's date.
const isoDateInCopenhagen = new Intl.DateTimeFormat('sv-SE', { timeZone: DANISH_TIME_ZONE });
