import { describe, expect, it } from 'vitest';
import { firstRunDelay, nextRunDelay } from '@/lib/jobs/schedule';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('job schedule', () => {
  it('spreads the first runs after the warm-up over a minute, or the period when shorter', () => {
    expect(firstRunDelay(DAY, () => 0)).toBe(30_000);
    expect(firstRunDelay(DAY, () => 1)).toBe(90_000);
    expect(firstRunDelay(15_000, () => 1)).toBe(45_000);
    const delays = new Set(Array.from({ length: 13 }, (_, i) => firstRunDelay(5 * MINUTE, () => i / 13)));
    expect(delays.size).toBe(13);
  });

  it('runs again after the period ±10 % when the last run went well', () => {
    expect(nextRunDelay(10 * MINUTE, 0, () => 0)).toBe(9 * MINUTE);
    expect(nextRunDelay(10 * MINUTE, 0, () => 1)).toBe(11 * MINUTE);
    expect(nextRunDelay(10 * MINUTE, 0, () => 0.5)).toBe(10 * MINUTE);
  });

  it('retries a failed daily job within seconds, backing off to at most 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((failures) => nextRunDelay(DAY, failures, () => 0.5))).toEqual([
      30_000,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      15 * MINUTE,
      15 * MINUTE,
    ]);
  });

  it('never retries later than the job would run anyway', () => {
    expect(nextRunDelay(15_000, 3, () => 0.5)).toBe(15_000);
  });
});
