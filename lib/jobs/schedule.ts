/*
 * When the in-process scheduler runs each job. Pure, so the rhythm is tested without timers.
 * - After a start every job waits for the server to warm up, then the jobs are spread over up to a
 *   minute (or their own period, if shorter): thirteen jobs starting in the same second each held a
 *   connection for their lock and needed more, and took the pool from the first requests.
 * - Each later run comes after the job's period ±10 %, so nodes started together drift apart.
 * - A failed run is retried soon, backing off (30 s, 1, 2, 4 … minutes, at most 15 minutes and never
 *   later than the period), instead of waiting a whole day for a daily job.
 */

const WARM_UP_MS = 30_000;
const START_SPREAD_MS = 60_000;
const RETRY_FIRST_MS = 30_000;
const RETRY_LONGEST_MS = 15 * 60_000;

type Random = () => number;

export function firstRunDelay(everyMs: number, random: Random = Math.random): number {
  return WARM_UP_MS + Math.round(random() * Math.min(everyMs, START_SPREAD_MS));
}

export function nextRunDelay(everyMs: number, failuresInARow: number, random: Random = Math.random): number {
  if (failuresInARow > 0) return Math.min(everyMs, RETRY_LONGEST_MS, RETRY_FIRST_MS * 2 ** (failuresInARow - 1));
  return Math.round(everyMs * (0.9 + 0.2 * random()));
}
