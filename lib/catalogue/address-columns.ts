import { sql } from 'drizzle-orm';
import { properties, propertyGroups } from '@/lib/db/schema/catalogue';

/*
 * The one column set every area reads an address with (./address.ts writes it). The district is the
 * postcode's postal district (`4681 Herfølge`), the town (`Køge`) only where none was stored.
 */

const district = (table: typeof properties | typeof propertyGroups) =>
  sql<string>`coalesce(nullif(${table.postcodeName}, ''), ${table.city})`;

export const homeAddressColumns = {
  street: properties.street,
  floorDoor: properties.floorDoor,
  postcode: properties.postcode,
  district: district(properties),
};

/** A group's postal district, beside its street and postcode. */
export const groupDistrict = district(propertyGroups);

/** The whole address as one text, for queries that hand it on as it is: formatAddress in SQL. */
export const homeAddressText = sql<string>`${properties.street} || coalesce(', ' || ${properties.floorDoor}, '') || ', ' || ${properties.postcode} || ' ' || ${homeAddressColumns.district}`;
