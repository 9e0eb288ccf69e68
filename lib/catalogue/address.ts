/*
 * How every page, mail and document writes where a home or a group is: `Street 1, 2. tv, 8000 Aarhus C`.
 * The postal line names the postal district of the postcode (`4681 Herfølge`), never the town the
 * home is listed under (`Køge`), which may be another name for the same place.
 */

/** The parts of an address as the catalogue's address columns read them (lib/catalogue/address-columns.ts). */
export type AddressParts = { street: string; floorDoor: string | null; postcode: string; district: string };

/** The postal district; the town for a home stored without one. */
export function districtOf(place: { postcodeName?: string | null; city: string }): string {
  return place.postcodeName || place.city;
}

/** `Street 1, 2. tv`: the street and, for a flat, its floor and door. */
export function streetLine(street: string, floorDoor: string | null): string {
  return floorDoor ? `${street}, ${floorDoor}` : street;
}

/** `8000 Aarhus C`. */
export function postalLine(place: { postcode: string; district: string }): string {
  return `${place.postcode} ${place.district}`;
}

/** The whole address on one line. */
export function formatAddress(parts: AddressParts): string {
  return `${streetLine(parts.street, parts.floorDoor)}, ${postalLine(parts)}`;
}
