import { describe, expect, it } from 'vitest';
import { todayInCopenhagen } from '@/lib/time/copenhagen';

describe('todayInCopenhagen', () => {
  it.each([
    ['midday', '2026-11-21T12:00:00Z', '2026-11-21'],
    ['after midnight in winter (UTC+1) while UTC is still on the day before', '2026-11-20T23:30:00Z', '2026-11-21'],
    ['before midnight in winter', '2026-11-20T22:59:59Z', '2026-11-20'],
    ['after midnight in summer (UTC+2)', '2026-06-30T22:00:00Z', '2026-07-01'],
    ['before midnight in summer', '2026-06-30T21:59:59Z', '2026-06-30'],
    ['New Year in Denmark', '2026-12-31T23:00:00Z', '2027-01-01'],
  ])('%s', (_label, instant, expected) => {
    expect(todayInCopenhagen(new Date(instant))).toBe(expected);
  });

  it('is today by default', () => {
    expect(todayInCopenhagen()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
