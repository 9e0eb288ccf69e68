import byer from './data/byer.json';
import { slugify } from './slug';

export type Town = {
  slug: string;
  name: string;
  population: number;
  /** [lon, lat], WGS84 */
  centre: [number, number];
  municipalityCode: string;
  municipalityName: string;
  postcode: string;
  postcodeName: string;
};

const towns: Town[] = byer.map((b) => ({
  slug: slugify(b.navn),
  name: b.navn,
  population: b.indbyggere,
  centre: b.visueltcenter as [number, number],
  municipalityCode: b.kommunekode,
  municipalityName: b.kommunenavn,
  postcode: b.postnr,
  postcodeName: b.postnrnavn,
}));

const bySlug = new Map(towns.map((town) => [town.slug, town]));

/** The 48 Danish towns above 15,000 inhabitants (GeoNames), largest first. */
export function listTowns(): readonly Town[] {
  return towns;
}

export function findTownBySlug(slug: string): Town | null {
  return bySlug.get(slug) ?? null;
}
