import { describe, expect, it } from 'vitest';
import { estimateWait } from '@/lib/waiting-lists/estimate';

describe('estimateWait', () => {
  it('has no estimate without anyone housed in the last year, or without a place among the active', () => {
    expect(estimateWait(5, 0)).toBeNull();
    expect(estimateWait(0, 10)).toBeNull();
  });

  it('is the place at last year’s pace, from 25 % faster to 25 % slower', () => {
    // 12 housed a year: the 6th in line in about 6 months → 4–8 months.
    expect(estimateWait(6, 12)).toEqual({ housedLastYear: 12, ahead: 5, minMonths: 4, maxMonths: 8 });
    // 1 housed a year, 2nd in line: 24 months → 19–32.
    expect(estimateWait(2, 1)).toEqual({ housedLastYear: 1, ahead: 1, minMonths: 19, maxMonths: 32 });
  });

  it('never says less than a month', () => {
    expect(estimateWait(1, 400)).toMatchObject({ minMonths: 1, maxMonths: 1 });
  });
});
