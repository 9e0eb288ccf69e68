import { postnummerByNr } from './bundled-data';
import { owningMunicipality, postcodeCentre } from './districts';
import { slugify } from './slug';
import { listTowns } from './towns';

/** Where a postcode puts a home: its postal district, municipality and the town it is listed under. */
export type Place = {
  postcode: string;
  postcodeName: string;
  municipalityCode: string;
  city: string;
  citySlug: string;
  /** [lon, lat] on land inside the postcode */
  centre: [number, number];
};

const townByMunicipality = new Map(listTowns().map((town) => [town.municipalityCode, town]));

/**
 * The place of a Danish postcode, by the rule the demo data follows (lib/addresses/districts.ts): a
 * postcode filed under one of our towns is listed under that town; any other under its own district
 * name. Null for a postcode that does not exist (or that has no point to place a home at).
 */
export function placeOfPostcode(nr: string): Place | null {
  const entry = postnummerByNr.get(nr);
  const centre = entry && (postcodeCentre(entry.nr) ?? entry.visueltcenter);
  if (!entry || !centre) return null;
  const owner = owningMunicipality(entry);
  const municipality = owner ?? entry.kommuner[0];
  const town = owner ? townByMunicipality.get(owner.kode) : undefined;
  const city = town?.name ?? entry.navn;
  return {
    postcode: entry.nr,
    postcodeName: entry.navn,
    municipalityCode: municipality?.kode ?? '',
    city,
    citySlug: town?.slug ?? slugify(city),
    centre: [centre[0], centre[1]],
  };
}
