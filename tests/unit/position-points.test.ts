import { describe, expect, it } from 'vitest';
import { daysOfChange, linePoints } from '@/components/waiting-lists/position-points';
import type { PositionPoint } from '@/lib/waiting-lists/schema';

const day = (n: number, position: number, activePosition: number | null = position): PositionPoint => ({
  date: `2026-06-${String(n).padStart(2, '0')}`,
  position,
  activePosition,
});

describe("the days a member's place changed", () => {
  it('keeps the first and the last day and each day either place differs from the day before', () => {
    const history = [day(1, 27), day(2, 27), day(3, 27), day(4, 26), day(5, 26), day(6, 26, null), day(7, 26, null), day(8, 26, null)];
    expect(daysOfChange(history).map((point) => point.date)).toEqual(['2026-06-01', '2026-06-04', '2026-06-06', '2026-06-08']);
  });

  it('keeps a single day, and two days that are the same', () => {
    expect(daysOfChange([day(1, 3)])).toHaveLength(1);
    expect(daysOfChange([day(1, 3), day(2, 3)])).toHaveLength(2);
  });
});

describe('the points a line of places needs', () => {
  it('leaves out a point between two of the same value and keeps both ends of every step', () => {
    expect(linePoints([5, 5, 5, 4, 4, 4, 4, 2])).toEqual([
      { index: 0, value: 5 },
      { index: 2, value: 5 },
      { index: 3, value: 4 },
      { index: 6, value: 4 },
      { index: 7, value: 2 },
    ]);
  });

  it('skips unknown values and joins the known ones across them, as the chart always did', () => {
    expect(linePoints([null, 3, null, 3, 3, 2])).toEqual([
      { index: 1, value: 3 },
      { index: 4, value: 3 },
      { index: 5, value: 2 },
    ]);
    expect(linePoints([null, null])).toEqual([]);
    expect(linePoints([7])).toEqual([{ index: 0, value: 7 }]);
  });
});
