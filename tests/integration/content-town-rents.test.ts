import { beforeAll, expect, it } from 'vitest';
import { findTownRentBands } from '@/lib/catalogue/rent-stats-repository';
import { PublicationStatus } from '@/lib/db/schema/catalogue';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';

describeEachEngine('typical rents of a town (city guides)', (ctx) => {
  beforeAll(async () => {
    const db = ctx.handle.db;
    const group = await createGroup(db, { citySlug: 'vejle', city: 'Vejle' });
    const home = (rooms: number, monthlyRent: number, sizeM2 = 60, extra = {}) =>
      createHome(db, group.id, { citySlug: 'vejle', city: 'Vejle', rooms, monthlyRent, sizeM2, ...extra });
    // Two rooms: 8,000 10,000 12,000 14,000 → quartiles 9,500 / 11,000 / 12,500 (linear interpolation).
    for (const rent of [8_000, 10_000, 12_000, 14_000]) await home(2, rent, 100);
    await home(1, 6_000, 40);
    // Five and six rooms share the "5 or more" row.
    await home(5, 20_000, 120);
    await home(6, 24_000, 120);
    // Not for rent: let, hidden or elsewhere; none of them may count.
    await home(2, 99_000, 100, { availability: 'rented' });
    await home(2, 99_000, 100, { citySlug: 'aarhus', city: 'Aarhus' });
    const hidden = await createGroup(db, { citySlug: 'vejle', city: 'Vejle', publicationStatus: PublicationStatus.UNPUBLISHED });
    await createHome(db, hidden.id, { citySlug: 'vejle', city: 'Vejle', rooms: 2, monthlyRent: 99_000, sizeM2: 100 });
  });

  it('gives quartiles per room count (capped) and for the whole town, from homes open to search only', async () => {
    const bands = await findTownRentBands(ctx.handle.db, 'vejle', 5);
    expect(bands.map(({ rooms, homes }) => [rooms, homes])).toEqual([
      [1, 1],
      [2, 4],
      [5, 2],
      [null, 7],
    ]);
    const two = bands.find((band) => band.rooms === 2)!;
    expect([two.lowerQuartile, two.median, two.upperQuartile]).toEqual([9_500, 11_000, 12_500]);
    // 11,000 kr. a month on 100 m² is 1,320 kr. per m² a year.
    expect(two.medianPerM2Year).toBeCloseTo(1_320, 6);
    expect(bands.find((band) => band.rooms === 5)!.median).toBe(22_000);
    expect(bands.at(-1)!.median).toBe(12_000);
  });

  it('has nothing but an empty total for a town without homes', async () => {
    const bands = await findTownRentBands(ctx.handle.db, 'nowhere', 5);
    expect(bands.map(({ rooms, homes }) => [rooms, homes])).toEqual([[null, 0]]);
  });
});
