import { describe, expect, it } from 'vitest';
import { townDatasetJsonLd } from '@/components/open-books/town-dataset-json-ld';
import { rentDistribution, sizeBandAt, sizeBandOf } from '@/lib/open-books/rent';

const counts = (pairs: [number, number][]) => pairs.map(([from, homes]) => ({ from, homes }));

describe("a town's distribution of rent per m²", () => {
  it('draws round bars between the tails and puts the odd rents in an open bar at each end, counts under 5 untold', () => {
    const buckets = counts([
      [300, 1],
      [900, 10],
      [950, 20],
      [1000, 30],
      [1050, 25],
      [1100, 10],
      [1150, 3],
      [4000, 1],
    ]);
    expect(rentDistribution(buckets)).toEqual([
      { from: null, to: 900, homes: { fewerThan: 5 } },
      { from: 900, to: 950, homes: { exact: 10 } },
      { from: 950, to: 1000, homes: { exact: 20 } },
      { from: 1000, to: 1050, homes: { exact: 30 } },
      { from: 1050, to: 1100, homes: { exact: 25 } },
      { from: 1100, to: 1150, homes: { exact: 10 } },
      { from: 1150, to: null, homes: { fewerThan: 5 } },
    ]);
  });

  it('widens the bars to keep a wide spread to a few of them', () => {
    const buckets = counts(Array.from({ length: 40 }, (_, i) => [500 + i * 50, 10]));
    const bars = rentDistribution(buckets);
    expect(bars.length).toBeLessThanOrEqual(18);
    expect(bars[1].to! - bars[1].from!).toBe(200);
    expect(bars.reduce((sum, bar) => sum + ('exact' in bar.homes ? bar.homes.exact : 0), 0)).toBe(400);
  });

  it('gives a small town a few wide bars rather than many of "fewer than 5", and none under 20 homes', () => {
    const spread = (each: number) => counts([1250, 1300, 1350, 1400, 1450, 1500, 1550, 1600, 1700].map((from) => [from, each]));
    const bars = rentDistribution(spread(4));
    expect(bars.filter((bar) => bar.from !== null && bar.to !== null).length).toBeLessThanOrEqual(3);
    expect(bars.every((bar) => 'exact' in bar.homes)).toBe(true);
    expect(rentDistribution(spread(2))).toEqual([]);
  });
});

describe('size bands by number', () => {
  it('number the bands as width_bucket does', () => {
    expect([0, 1, 4].map(sizeBandAt)).toEqual([
      { from: null, to: 50 },
      { from: 50, to: 75 },
      { from: 130, to: null },
    ]);
    expect(sizeBandOf(74)).toEqual(sizeBandAt(1));
  });
});

describe("a town's statistics as a Dataset", () => {
  it('names the place, the dates, the publisher and what is measured, and claims no licence', () => {
    const data = townDatasetJsonLd(
      { name: 'Aarhus', centre: [10.2, 56.15] },
      { from: '2024-12-08', to: '2026-12-07' },
      { name: 'Udlejninger og huslejer i Aarhus', description: 'Boliger udlejet via Hjemly', variables: ['Udlejede boliger'] },
      { name: 'Hjemly', url: 'https://hjemly.dk/', pageUrl: 'https://hjemly.dk/lejebolig/aarhus/statistik', locale: 'da-DK' },
    );
    expect(data).toMatchObject({
      '@type': 'Dataset',
      spatialCoverage: { '@type': 'Place', name: 'Aarhus', geo: { latitude: 56.15, longitude: 10.2 } },
      temporalCoverage: '2024-12-08/2026-12-07',
      creator: { '@type': 'Organization', name: 'Hjemly' },
      variableMeasured: ['Udlejede boliger'],
    });
    expect(data).not.toHaveProperty('license');
  });
});
