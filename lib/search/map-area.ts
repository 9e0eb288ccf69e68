import { kommuneByKode, postnummerByNr } from '@/lib/addresses/bundled-data';
import { findTownBySlug } from '@/lib/addresses/towns';
import type { Bbox, LocationFilter } from './schema';

/** What the map shows when nothing narrows it: Jutland to Zealand (Bornholm is a pan to the east). */
export const DENMARK: Bbox = [8.07, 54.56, 12.69, 57.75];

/**
 * The area a map search of `location` opens on, from the bundled address data: a postcode's or a
 * municipality's own box, and for a town its municipality's, which holds every postal district the
 * town's homes are filed under (lib/addresses/districts.ts). Null for a place the data does not know.
 */
export function placeBounds(location: LocationFilter): Bbox | null {
  switch (location.kind) {
    case 'postcode':
      return postnummerByNr.get(location.key)?.bbox ?? null;
    case 'municipality':
      return kommuneByKode.get(location.key)?.bbox ?? null;
    case 'city': {
      const town = findTownBySlug(location.key);
      return (town && kommuneByKode.get(town.municipalityCode)?.bbox) ?? null;
    }
  }
}
