import postnumre from './data/postnumre.json';
import landcentre from './data/postnumre-landcenter.json';
import type { Town } from './towns';

export type District = { nr: string; name: string; centre: [number, number] };

const centres = landcentre as unknown as Record<string, { landcenter: [number, number] }>;

/*
 * A postcode that crosses a municipal border is named after the place it mostly serves (2610
 * Rødovre also covers streets of København, 8362 Hørning some of Aarhus). Filing it under another
 * town puts "2610 Rødovre" among København's homes, so a municipality gets the postcodes that lie
 * wholly in it and the shared ones that carry its name (2200 København N), and a town always its
 * own. Our data has no borders to place the others by (2500 Valby, 2860 Søborg): no town gets them.
 * Copenhagen alone has ~400 street-level postcodes; a district is one postal name (its lowest number).
 */
type PostcodeEntry = (typeof postnumre)[number];

/** The municipality a postcode is filed under by the rule above; undefined for one named after neither side. */
export function owningMunicipality(p: Pick<PostcodeEntry, 'navn' | 'kommuner'>): { kode: string; navn: string } | undefined {
  return p.kommuner.length === 1 ? p.kommuner[0] : p.kommuner.find((k) => p.navn.startsWith(k.navn));
}

/** A postcode's on-land point, for placing what has no coordinates of its own. */
export function postcodeCentre(nr: string): [number, number] | undefined {
  return centres[nr]?.landcenter;
}

const byMunicipality = new Map<string, District[]>();
for (const p of postnumre) {
  const owner = owningMunicipality(p);
  if (!owner || !centres[p.nr]) continue;
  const list = byMunicipality.get(owner.kode) ?? [];
  if (!list.some((d) => d.name === p.navn)) list.push({ nr: p.nr, name: p.navn, centre: centres[p.nr].landcenter });
  byMunicipality.set(owner.kode, list);
}

/** The postal districts a town's homes are placed in, each with an on-land point (for demo homes). */
export function districtsOf(town: Town): readonly District[] {
  const own: District = { nr: town.postcode, name: town.postcodeName, centre: centres[town.postcode]?.landcenter ?? town.centre };
  const districts = byMunicipality.get(town.municipalityCode) ?? [];
  return districts.some((d) => d.name === own.name) ? districts : [own, ...districts];
}
