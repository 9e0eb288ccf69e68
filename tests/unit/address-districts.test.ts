import { describe, expect, it } from 'vitest';
import postnumre from '@/lib/addresses/data/postnumre.json';
import { districtsOf } from '@/lib/addresses/districts';
import { findTownBySlug, listTowns } from '@/lib/addresses/towns';

const town = (slug: string) => findTownBySlug(slug)!;
const numbers = (slug: string) => districtsOf(town(slug)).map((d) => d.nr);

describe('the postal districts a town files its homes under', () => {
  it('leave out postcodes named after a neighbouring town', () => {
    expect(numbers('koebenhavn')).not.toContain('2610'); // Rødovre
    expect(numbers('koebenhavn')).not.toContain('2860'); // Søborg
    expect(numbers('aarhus')).not.toContain('8362'); // Hørning
    expect(numbers('koebenhavn')).not.toContain('2500'); // Valby: shared with Frederiksberg, named after neither
    expect(numbers('koebenhavn')).toEqual(expect.arrayContaining(['1050', '2200', '2700'])); // København K, N (shared), Brønshøj
    expect(numbers('aarhus')).toEqual(expect.arrayContaining(['8000', '8260'])); // Aarhus C, Viby J
  });

  it('always include the town’s own postcode, even one shared with a neighbour', () => {
    expect(numbers('roedovre')).toContain('2610');
    expect(numbers('glostrup')).toContain('2600');
    for (const t of listTowns()) expect(numbers(t.slug), t.name).toContain(t.postcode);
  });

  it('hold postcodes wholly inside the town’s municipality, or shared ones with its name, besides its own', () => {
    const names = new Map(postnumre.map((p) => [p.nr, p.kommuner]));
    for (const t of listTowns()) {
      for (const d of districtsOf(t)) {
        if (d.nr === t.postcode) continue;
        const municipalities = names.get(d.nr)!;
        const named = municipalities.find((m) => d.name.startsWith(m.navn));
        expect(municipalities.length === 1 ? municipalities[0].kode : named?.kode, `${t.name}: ${d.nr} ${d.name}`).toBe(t.municipalityCode);
      }
    }
  });
});
