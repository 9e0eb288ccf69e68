import 'server-only';
import { z } from 'zod';
import { kommuneByKode, kommuner, postnummerByNr, postnumre } from './bundled-data';
import { rankMatches, searchable, type Ranked, type Searchable } from './match';
import {
  kommuneSchema,
  postnummerSchema,
  type Kommune,
  type KommuneSuggestion,
  type Postnummer,
  type PostnummerSuggestion,
} from './schema';

/** The three DAWA calls we make, answered in DAWA's shape. */
export type AddressSource = {
  postnumreAutocomplete(q: string, perSide: number): Promise<PostnummerSuggestion[]>;
  kommunerAutocomplete(q: string): Promise<KommuneSuggestion[]>;
  postnumreByKommune(kommunekode: string, perSide: number): Promise<Postnummer[]>;
};

type Indexed<T> = { value: T; index: Searchable };

const postnummerIndex: Indexed<Postnummer>[] = postnumre.map((p) => ({ value: p, index: searchable(p.nr, p.navn) }));
// People scan municipality names alphabetically; equal matches keep that order.
const kommuneIndex: Indexed<Kommune>[] = [...kommuner]
  .sort((a, b) => a.navn.localeCompare(b.navn, 'da'))
  .map((k) => ({ value: k, index: searchable(k.kode, k.navn) }));

/**
 * Within a rank, one postcode per name before the next of the same name: `københavn` offers
 * K, V, Ø, N, S, NV and SV before the hundreds of single-street København K codes.
 */
function spreadNames(matches: Ranked<Indexed<Postnummer>>[]): Postnummer[] {
  const seen = new Map<string, number>();
  return matches
    .map(({ entry, rank }) => {
      const key = `${rank} ${entry.value.navn}`;
      const occurrence = seen.get(key) ?? 0;
      seen.set(key, occurrence + 1);
      return { value: entry.value, rank, occurrence };
    })
    .sort((a, b) => a.rank - b.rank || a.occurrence - b.occurrence)
    .map(({ value }) => value);
}

export const bundledSource: AddressSource = {
  async postnumreAutocomplete(q, perSide) {
    return spreadNames(rankMatches(postnummerIndex, q, (e) => e.index))
      .slice(0, perSide)
      .map((postnummer) => ({ tekst: `${postnummer.nr} ${postnummer.navn}`, postnummer }));
  },
  async kommunerAutocomplete(q) {
    return rankMatches(kommuneIndex, q, (e) => e.index).map(({ entry }) => ({ tekst: entry.value.navn, kommune: entry.value }));
  },
  async postnumreByKommune(kommunekode, perSide) {
    return postnumre.filter((p) => p.kommuner.some((k) => k.kode === kommunekode)).slice(0, perSide);
  },
};

// DAWA's autocomplete answers carry only `nr`/`kode` and `navn`; the rest is filled from the bundled data.
const livePostnummerSchema = postnummerSchema.partial({ kommuner: true, visueltcenter: true, bbox: true });
const liveKommuneSchema = kommuneSchema.partial({ regionskode: true, visueltcenter: true, bbox: true });
type LivePostnummer = z.infer<typeof livePostnummerSchema>;
type LiveKommune = z.infer<typeof liveKommuneSchema>;

const livePostnummerSuggestions = z.array(z.object({ tekst: z.string(), postnummer: livePostnummerSchema }));
const liveKommuneSuggestions = z.array(z.object({ tekst: z.string(), kommune: liveKommuneSchema }));
const livePostnumre = z.array(livePostnummerSchema);

function completePostnummer(live: LivePostnummer): Postnummer {
  const known = postnummerByNr.get(live.nr);
  return {
    nr: live.nr,
    navn: live.navn,
    kommuner: live.kommuner ?? known?.kommuner ?? [],
    visueltcenter: live.visueltcenter ?? known?.visueltcenter ?? null,
    bbox: live.bbox ?? known?.bbox ?? null,
  };
}

function completeKommune(live: LiveKommune): Kommune {
  const known = kommuneByKode.get(live.kode);
  return {
    kode: live.kode,
    navn: live.navn,
    regionskode: live.regionskode ?? known?.regionskode ?? null,
    visueltcenter: live.visueltcenter ?? known?.visueltcenter ?? null,
    bbox: live.bbox ?? known?.bbox ?? null,
  };
}

const TIMEOUT_MS = 5_000;

async function fetchJson<T>(root: string, path: string, schema: z.ZodType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${root}/${path}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (cause) {
    throw new Error(`Address service request ${path} failed`, { cause });
  }
  if (!response.ok) throw new Error(`Address service request ${path} failed with ${response.status}`);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`Address service request ${path} answered an unexpected shape: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** A DAWA-compatible service at `baseUrl`, asked exactly as DAWA documents the calls. */
export function dawaSource(baseUrl: string): AddressSource {
  const root = baseUrl.replace(/\/+$/, '');
  const q = encodeURIComponent;
  return {
    async postnumreAutocomplete(text, perSide) {
      const items = await fetchJson(root, `postnumre/autocomplete?per_side=${perSide}&q=${q(text)}`, livePostnummerSuggestions);
      return items.map(({ tekst, postnummer }) => ({ tekst, postnummer: completePostnummer(postnummer) }));
    },
    async kommunerAutocomplete(text) {
      const items = await fetchJson(root, `kommuner/autocomplete?q=${q(text)}`, liveKommuneSuggestions);
      return items.map(({ tekst, kommune }) => ({ tekst, kommune: completeKommune(kommune) }));
    },
    async postnumreByKommune(kommunekode, perSide) {
      const items = await fetchJson(root, `postnumre?per_side=${perSide}&kommunekode=${q(kommunekode)}`, livePostnumre);
      return items.map(completePostnummer);
    },
  };
}
