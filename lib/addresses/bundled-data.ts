import kommunerData from './data/kommuner.json';
import postnumreData from './data/postnumre.json';
import type { Kommune, Postnummer } from './schema';

/** DAWA's `/postnumre` snapshot (see data/SOURCES.md), ordered by `nr`. */
export const postnumre: readonly Postnummer[] = postnumreData as Postnummer[];

/** DAWA's `/kommuner` snapshot with the fields we serve, ordered by `kode`. */
export const kommuner: readonly Kommune[] = kommunerData.map(({ kode, navn, regionskode, visueltcenter, bbox }) => ({
  kode,
  navn,
  regionskode,
  visueltcenter: visueltcenter as [number, number],
  bbox: bbox as [number, number, number, number],
}));

export const postnummerByNr: ReadonlyMap<string, Postnummer> = new Map(postnumre.map((p) => [p.nr, p]));
export const kommuneByKode: ReadonlyMap<string, Kommune> = new Map(kommuner.map((k) => [k.kode, k]));
