import postnumre from './data/postnumre.json';
import landcentre from './data/postnumre-landcenter.json';

export type District = { nr: string; name: string; centre: [number, number] };

const centres = landcentre as unknown as Record<string, { landcenter: [number, number] }>;

// Copenhagen alone has ~400 street-level postcodes; a district is one postal name (its lowest number).
const byMunicipality = new Map<string, District[]>();
for (const p of postnumre) {
  for (const kommune of p.kommuner) {
    const list = byMunicipality.get(kommune.kode) ?? [];
    if (!list.some((d) => d.name === p.navn) && centres[p.nr]) {
      list.push({ nr: p.nr, name: p.navn, centre: centres[p.nr].landcenter });
      byMunicipality.set(kommune.kode, list);
    }
  }
}

/** The postal districts of a municipality, each with an on-land point (for placing demo homes). */
export function districtsOf(municipalityCode: string): readonly District[] {
  return byMunicipality.get(municipalityCode) ?? [];
}
