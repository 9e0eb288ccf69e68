import { expect, it } from 'vitest';
import { asc, inArray } from 'drizzle-orm';
import { formatAddress } from '@/lib/catalogue/address';
import { homeAddressColumns, homeAddressText } from '@/lib/catalogue/address-columns';
import { properties } from '@/lib/db/schema/catalogue';
import { createGroup, createHome } from './support/catalogue-fixtures';
import { describeEachEngine } from './support/databases';

describeEachEngine('one address', (ctx) => {
  it('writes a home the same way in SQL and in code: its postal district, the town only where none is stored', async () => {
    const db = ctx.handle.db;
    const group = await createGroup(db);
    const flat = await createHome(db, group.id, {
      street: 'Køgevej 1',
      floorDoor: '2. tv',
      postcode: '4681',
      postcodeName: 'Herfølge',
      city: 'Køge',
    });
    const withoutDistrict = await createHome(db, group.id, { street: 'Testvej 2', postcodeName: '' });
    const rows = await db
      .select({ ...homeAddressColumns, text: homeAddressText })
      .from(properties)
      .where(inArray(properties.id, [flat.id, withoutDistrict.id]))
      .orderBy(asc(properties.id));
    expect(rows.map((row) => [formatAddress(row), row.text])).toEqual([
      ['Køgevej 1, 2. tv, 4681 Herfølge', 'Køgevej 1, 2. tv, 4681 Herfølge'],
      ['Testvej 2, 8000 Aarhus', 'Testvej 2, 8000 Aarhus'],
    ]);
  });
});
