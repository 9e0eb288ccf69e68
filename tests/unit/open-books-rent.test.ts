import { describe, expect, it } from 'vitest';
import { chooseComparison, farOutside, rangeOf, sizeBandOf, yearlyPerM2 } from '@/lib/open-books/rent';

describe('the rent comparison', () => {
  it('puts a size in its band, bounds exclusive above', () => {
    expect(sizeBandOf(30)).toEqual({ from: null, to: 50 });
    expect(sizeBandOf(50)).toEqual({ from: 50, to: 75 });
    expect(sizeBandOf(99)).toEqual({ from: 75, to: 100 });
    expect(sizeBandOf(130)).toEqual({ from: 130, to: null });
  });

  it('states a yearly rent per m² in tens of kroner', () => {
    // 8,800 kr. a month for 80 m²: 1,320 kr./m² a year.
    expect(yearlyPerM2(8800, 80)).toBe(1320);
    expect(yearlyPerM2(8833, 80)).toBe(1320);
    expect(yearlyPerM2(8000, 0)).toBeNull();
  });

  it('gives a range only from five homes or more', () => {
    expect(rangeOf({ homes: 4, low: 1000, high: 1400 })).toBeNull();
    expect(rangeOf({ homes: 5, low: 1047.5, high: 1412 })).toEqual({ low: 1050, high: 1410, homes: 5 });
  });

  it('takes the postcode when it has enough homes, else the town', () => {
    const postcode = { kind: 'postcode' as const, postcode: '8000', district: 'Aarhus C' };
    const town = { kind: 'town' as const, city: 'Aarhus' };
    const enough = { homes: 6, low: 1000, high: 1200 };
    const few = { homes: 3, low: 900, high: 950 };
    expect(chooseComparison({ sample: enough, place: postcode }, { sample: enough, place: town }).place).toBe(postcode);
    expect(chooseComparison({ sample: few, place: postcode }, { sample: { homes: 40, low: 1100, high: 1500 }, place: town })).toEqual({
      place: town,
      range: { low: 1100, high: 1500, homes: 40 },
    });
    expect(chooseComparison({ sample: few, place: postcode }, { sample: few, place: town })).toEqual({ place: town, range: null });
  });

  it('calls a rent far outside only beyond a fifth past either end', () => {
    const range = { low: 1000, high: 1500, homes: 9 };
    expect(farOutside(800, range)).toBe(false);
    expect(farOutside(799, range)).toBe(true);
    expect(farOutside(1800, range)).toBe(false);
    expect(farOutside(1801, range)).toBe(true);
  });
});
