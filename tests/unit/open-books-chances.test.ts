import { describe, expect, it } from 'vitest';
import { quantile, winnersEstimate, winnerWaitMonths } from '@/lib/open-books/chances';
import type { PublicLetting } from '@/lib/open-books/schema';

const letting = (letOn: string, seniority: { from: number; to: number } | null, told = true): PublicLetting => ({
  route: 'waitingList',
  homeSlug: `home-${letOn}`,
  homeLabel: 'Testvej 1',
  letOn,
  details: told ? { pool: { exact: 7 }, position: 3, seniority, daysToLet: 5 } : null,
});

describe('a member’s chances from the list’s last lettings', () => {
  it('reads a winner’s wait from the middle of their bracket to the letting', () => {
    expect(winnerWaitMonths('2026-07-01', { from: 2019, to: 2019 })).toBe(84);
    expect(winnerWaitMonths('2026-07-01', { from: 2017, to: 2019 })).toBe(96);
    // A bracket later than the letting (cannot happen, but never a negative wait).
    expect(winnerWaitMonths('2026-01-01', { from: 2027, to: 2027 })).toBe(0);
  });

  it('takes quartiles between neighbours', () => {
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(quantile([50, 10, 40, 20], 0.75)).toBe(42.5);
    expect(quantile([7], 0.75)).toBe(7);
  });

  it('estimates nothing from fewer than 5 lettings with a published seniority', () => {
    const four = ['2026-01-10', '2026-02-10', '2026-03-10', '2026-04-10'].map((day) => letting(day, { from: 2020, to: 2020 }));
    const now = new Date('2026-05-01T10:00:00Z');
    expect(winnersEstimate(four, '2022-01-01', now)).toBeNull();
    // Held back or without a bracket does not count.
    expect(
      winnersEstimate([...four, letting('2026-04-20', null), letting('2026-04-21', { from: 2020, to: 2020 }, false)], '2022-01-01', now),
    ).toBeNull();
  });

  it('gives the winners’ waits between their quartiles, less what the member has waited', () => {
    // Winners had waited 60, 66, 72, 78 and 84 months (brackets 2021 … 2019 from letting dates in 2026).
    const recent = [
      letting('2026-07-01', { from: 2021, to: 2021 }),
      letting('2027-01-01', { from: 2021, to: 2021 }),
      letting('2026-07-01', { from: 2020, to: 2020 }),
      letting('2027-01-01', { from: 2020, to: 2020 }),
      letting('2026-07-01', { from: 2019, to: 2019 }),
    ];
    const estimate = winnersEstimate(recent, '2024-01-01', new Date('2027-01-01T12:00:00Z'));
    expect(estimate).toEqual({ lettings: 5, waitedFrom: 66, waitedTo: 78, waited: 36, minMonths: 30, maxMonths: 42 });
    // A member who waited longer than most winners: nothing left to wait by this reckoning.
    expect(winnersEstimate(recent, '2018-01-01', new Date('2027-01-01T12:00:00Z'))).toMatchObject({ minMonths: 0, maxMonths: 0 });
  });
});
