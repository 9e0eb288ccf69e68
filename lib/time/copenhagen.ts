/** Dates and times are Danish time, wherever the server or the browser is. */
export const DANISH_TIME_ZONE = 'Europe/Copenhagen';

/**
 * Today's date in Denmark as YYYY-MM-DD (the form vacancy dates are stored in), so "from today" is
 * the same on a server running in UTC and around midnight. Sweden's locale writes dates that way.
 */
export function todayInCopenhagen(now = new Date()): string {
  return isoDateInCopenhagen.format(now);
}

// Made once: building an Intl formatter per call cost ~4.6 % of a /soeg render (a profile of the search page),
// as every card asks for today's date.
const isoDateInCopenhagen = new Intl.DateTimeFormat('sv-SE', { timeZone: DANISH_TIME_ZONE });

/** A moment as Danish wall-clock time: date YYYY-MM-DD, hour 0–23, minute. */
export type CopenhagenWallTime = { date: string; hour: number; minute: number };

const wallClockInCopenhagen = new Intl.DateTimeFormat('en-GB', {
  timeZone: DANISH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function wallTimeInCopenhagen(instant: Date): CopenhagenWallTime {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    wallClockInCopenhagen.formatToParts(instant).find((p) => p.type === type)?.value ?? '00';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')), minute: Number(part('minute')) };
}

/** The Danish wall clock at `instant` as a viewing's times are written: `HH:MM`. */
export function clockInCopenhagen(instant: Date): string {
  const { hour, minute } = wallTimeInCopenhagen(instant);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Milliseconds Copenhagen is ahead of UTC at `instant` (one or two hours). */
function copenhagenOffsetMs(instant: number): number {
  const wall = wallTimeInCopenhagen(new Date(instant));
  const [year, month, day] = wall.date.split('-').map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, wall.hour, wall.minute);
  return wallAsUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant of a Danish date (YYYY-MM-DD) and time (HH:MM), e.g. when a viewing starts. Across
 * the daylight-saving switch the offset is taken at the result, so a time in the skipped hour lands
 * an hour later and one in the repeated hour means its second (winter-time) occurrence.
 */
export function instantInCopenhagen(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = wallAsUtc - copenhagenOffsetMs(wallAsUtc);
  return new Date(wallAsUtc - copenhagenOffsetMs(first));
}

/** The Danish date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
