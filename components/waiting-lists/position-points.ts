import type { PositionPoint } from '@/lib/waiting-lists/schema';

/*
 * A member's place is recorded once a day and mostly stays the same for weeks. The chart and its
 * table need only the days on which it changed: a year of daily points was about 50 KB of every
 * /ventelister answer, twice over (the HTML and the payload React hydrates from).
 */

const samePlaces = (a: PositionPoint, b: PositionPoint) => a.position === b.position && a.activePosition === b.activePosition;

/** The first and the last day, and each day whose places differ from the day before. */
export function daysOfChange(history: PositionPoint[]): PositionPoint[] {
  return history.filter((point, i) => i === 0 || i === history.length - 1 || !samePlaces(point, history[i - 1]));
}

/**
 * The points of a line through `values` (x by index, null skipped) that a drawing needs: a point
 * between two of the same value lies on the straight line joining them, so it is left out.
 */
export function linePoints(values: (number | null)[]): { index: number; value: number }[] {
  const known = values.flatMap((value, index) => (value === null ? [] : [{ index, value }]));
  return known.filter(
    (point, n) => n === 0 || n === known.length - 1 || point.value !== known[n - 1].value || point.value !== known[n + 1].value,
  );
}
