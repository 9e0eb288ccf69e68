import { describe, expect, it } from 'vitest';
import {
  figuresByPostcode,
  figuresByYear,
  lettingFigures,
  median,
  placeFiguresOf,
  publicLetting,
  type Published,
} from '@/lib/open-books/figures';
import type { Letting } from '@/lib/open-books/schema';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-12-01T12:00:00Z');

function letting(overrides: Partial<Letting> = {}): Letting {
  return {
    route: 'waitingList',
    homeId: 1,
    homeSlug: 'bolig-1',
    homeLabel: 'Testvej 1, 2. tv',
    postcode: '8000',
    groupId: 1,
    companyId: 1,
    letAt: new Date('2026-06-10T10:00:00Z'),
    firstOfferAt: new Date('2026-06-01T10:00:00Z'),
    offered: 6,
    applied: null,
    position: 7,
    seniorityYear: 2019,
    poolYears: [2018, 2019, 2019, 2019, 2019, 2020],
    ...overrides,
  };
}

const published = (l: Letting, delay = 0): Published => ({ letting: l, published: publicLetting(l, delay, NOW) });

describe('a published letting', () => {
  it('has the Danish date, the pool, the position, the bracket and whole days to let', () => {
    expect(publicLetting(letting({ letAt: new Date('2026-06-09T22:30:00Z') }), 0, NOW)).toEqual({
      route: 'waitingList',
      homeSlug: 'bolig-1',
      homeLabel: 'Testvej 1, 2. tv',
      // 00:30 in Copenhagen on the 10th.
      letOn: '2026-06-10',
      // Four share 2019: the bracket takes in 2018 to hold five.
      details: { pool: { exact: 6 }, position: 7, seniority: { from: 2018, to: 2019 }, daysToLet: 8 },
    });
  });

  it('counts applicants as the pool of an application letting', () => {
    const l = letting({ route: 'application', offered: 1, applied: 9, position: null, seniorityYear: null, poolYears: [] });
    expect(publicLetting(l, 0, NOW).details).toEqual({ pool: { exact: 9 }, position: null, seniority: null, daysToLet: 9 });
  });

  it('keeps only the fact while the delay runs', () => {
    expect(publicLetting(letting({ letAt: new Date(NOW.getTime() - 10 * DAY) }), 30, NOW).details).toBeNull();
  });
});

describe('figures over lettings', () => {
  const five = [2014, 2016, 2019, 2019, 2021].map((year, i) =>
    published(
      letting({
        homeId: i,
        offered: 5 + i,
        seniorityYear: year,
        poolYears: [year, year, year, year, year],
        firstOfferAt: new Date(new Date('2026-06-10T10:00:00Z').getTime() - (i + 1) * 10 * DAY),
      }),
    ),
  );

  it('are all null below five lettings, the count "fewer than 5"', () => {
    expect(lettingFigures(five.slice(0, 4))).toEqual({
      lettings: { fewerThan: 5 },
      winningSeniority: null,
      offersPerHome: null,
      medianDaysToLet: null,
    });
  });

  it('give the median winner’s year, the brackets’ outer years, offers per home and the median days', () => {
    expect(lettingFigures(five)).toEqual({
      lettings: { exact: 5 },
      winningSeniority: { median: 2019, from: 2014, to: 2021 },
      offersPerHome: 7,
      medianDaysToLet: 30,
    });
  });

  it('count a held-back letting as let but leave it out of every other figure', () => {
    const held = published(letting({ letAt: new Date(NOW.getTime() - DAY), firstOfferAt: new Date(NOW.getTime() - 2 * DAY) }), 30);
    const figures = lettingFigures([...five.slice(0, 4), held]);
    expect(figures.lettings).toEqual({ exact: 5 });
    expect(figures.offersPerHome).toBeNull();
  });

  it('leave a winner without a bracket out of the seniority', () => {
    const small = published(letting({ offered: 3, poolYears: [2019, 2019, 2019] }));
    const figures = lettingFigures([...five.slice(0, 4), small]);
    expect(figures.offersPerHome).not.toBeNull();
    expect(figures.winningSeniority).toBeNull();
  });

  it('are split by the Danish year of the letting, newest first', () => {
    // 00:30 on New Year's Day in Copenhagen is the new year; 23:30 the old one.
    const newYear = published(letting({ letAt: new Date('2025-12-31T23:30:00Z') }));
    const oldYear = published(letting({ letAt: new Date('2025-12-31T22:30:00Z') }));
    expect(figuresByYear([...five, newYear, oldYear]).map((y) => [y.year, y.lettings])).toEqual([
      [2026, { exact: 6 }],
      [2025, { fewerThan: 5 }],
    ]);
  });

  it('of a place cover its last two years, and each postcode of the window on its own', () => {
    const old = published(letting({ postcode: '8200', letAt: new Date(NOW.getTime() - 1100 * DAY) }));
    const other = published(letting({ postcode: '8210', letAt: new Date(NOW.getTime() - 700 * DAY) }));
    const place = placeFiguresOf([...five, other, old], NOW);
    expect(place.window.lettings).toEqual({ exact: 6 });
    // The years keep the letting the window has left behind.
    expect(place.years.map((y) => y.year)).toEqual([2026, 2024, 2023]);
    const names: Record<string, string> = { '8000': 'Aarhus C', '8210': 'Aarhus V' };
    expect(figuresByPostcode([other, ...five, old], NOW, (nr) => names[nr]).map((p) => [p.postcode, p.district, p.lettings])).toEqual([
      ['8000', 'Aarhus C', { exact: 5 }],
      ['8210', 'Aarhus V', { fewerThan: 5 }],
    ]);
  });

  it('take the middle of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
