import { describe, expect, it } from 'vitest';
import {
  MAX_DELAY_DAYS,
  MIN_PEOPLE,
  clampDelay,
  detailsPublishable,
  enoughPeople,
  publicCount,
  publicWinner,
  publishableFrom,
  seniorityBracket,
  seniorityYear,
} from '@/lib/open-books/privacy';

describe('counts about people', () => {
  it('says "fewer than 5" below five and the number from five on', () => {
    expect(MIN_PEOPLE).toBe(5);
    for (const n of [0, 1, 4]) expect(publicCount(n)).toEqual({ fewerThan: 5 });
    expect(publicCount(5)).toEqual({ exact: 5 });
    expect(publicCount(312)).toEqual({ exact: 312 });
    expect(enoughPeople(4)).toBe(false);
    expect(enoughPeople(5)).toBe(true);
  });
});

describe('the seniority bracket', () => {
  it('is the winner’s year when five of those offered share it', () => {
    expect(seniorityBracket(2019, [2019, 2019, 2019, 2019, 2019, 2021])).toEqual({ from: 2019, to: 2019 });
  });

  it('widens towards the side with more people until it holds five', () => {
    // 2012 alone would point at one member; 2012–2014 holds five.
    expect(seniorityBracket(2012, [2012, 2013, 2014, 2014, 2014, 2020])).toEqual({ from: 2012, to: 2014 });
    expect(seniorityBracket(2020, [2015, 2016, 2018, 2019, 2020, 2021])).toEqual({ from: 2016, to: 2021 });
    // A year nobody signed up in is crossed on the way.
    expect(seniorityBracket(2010, [2010, 2015, 2015, 2015, 2015])).toEqual({ from: 2010, to: 2015 });
  });

  it('takes the earlier side on a tie', () => {
    expect(seniorityBracket(2015, [2013, 2014, 2015, 2016, 2017])).toEqual({ from: 2013, to: 2017 });
    expect(seniorityBracket(2015, [2014, 2014, 2015, 2016, 2016])).toEqual({ from: 2014, to: 2016 });
  });

  it('is never given for a pool under five or a winner outside it', () => {
    expect(seniorityBracket(2019, [2019, 2019, 2019, 2019])).toBeNull();
    expect(seniorityBracket(2018, [2019, 2019, 2019, 2019, 2019])).toBeNull();
  });

  it('holds at least five of the pool whatever the years', () => {
    const pools = [
      [2001, 2003, 2007, 2007, 2011, 2019, 2024],
      [1999, 2024, 2024, 2024, 2024],
      [2010, 2011, 2012, 2013, 2014, 2015, 2016, 2017],
    ];
    for (const pool of pools)
      for (const winner of pool) {
        const bracket = seniorityBracket(winner, pool)!;
        expect(bracket.from).toBeLessThanOrEqual(winner);
        expect(bracket.to).toBeGreaterThanOrEqual(winner);
        expect(pool.filter((y) => y >= bracket.from && y <= bracket.to).length).toBeGreaterThanOrEqual(5);
      }
  });

  it('reads the year only from a seniority date', () => {
    expect(seniorityYear('2019-08-31')).toBe(2019);
    expect(() => seniorityYear('')).toThrow(RangeError);
  });
});

describe('what is said of the winner', () => {
  const pool = [2017, 2019, 2019, 2019, 2019, 2019, 2020];

  it('gives position and bracket when five or more were offered the home', () => {
    expect(publicWinner({ pool: 7, position: 3, seniorityYear: 2019, poolYears: pool })).toEqual({
      pool: { exact: 7 },
      position: 3,
      seniority: { from: 2019, to: 2019 },
    });
  });

  it('gives neither when fewer than five were', () => {
    expect(publicWinner({ pool: 4, position: 1, seniorityYear: 2019, poolYears: [2019, 2019, 2019, 2019] })).toEqual({
      pool: { fewerThan: 5 },
      position: null,
      seniority: null,
    });
  });

  it('has no seniority for an application, only the number of applicants', () => {
    expect(publicWinner({ pool: 12, position: null, seniorityYear: null, poolYears: [] })).toEqual({
      pool: { exact: 12 },
      position: null,
      seniority: null,
    });
  });
});

describe('the company’s delay', () => {
  const letAt = new Date('2026-03-01T10:00:00Z');

  it('is clamped to 0–90 whole days', () => {
    expect(MAX_DELAY_DAYS).toBe(90);
    expect(clampDelay(-3)).toBe(0);
    expect(clampDelay(14.7)).toBe(14);
    expect(clampDelay(365)).toBe(90);
    expect(clampDelay(Number.NaN)).toBe(0);
  });

  it('holds the details back until the delay has passed, to the millisecond', () => {
    expect(publishableFrom(letAt, 30).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(detailsPublishable(letAt, 30, new Date('2026-03-31T09:59:59.999Z'))).toBe(false);
    expect(detailsPublishable(letAt, 30, new Date('2026-03-31T10:00:00.000Z'))).toBe(true);
    expect(detailsPublishable(letAt, 0, letAt)).toBe(true);
    // A delay beyond the cap cannot hide a letting for longer than 90 days.
    expect(detailsPublishable(letAt, 10_000, new Date('2026-05-30T10:00:00Z'))).toBe(true);
  });
});
