import { rankMatches, searchable } from './match';
import type { KommuneSuggestion, LocationValue, PostnummerSuggestion } from './schema';
import { listTowns } from './towns';

/** How many suggestions of each kind the combobox shows; typing more narrows the rest. */
export const SUGGESTIONS_PER_GROUP = 8;

export type CitySuggestion = Extract<LocationValue, { kind: 'city' }>;
export type PostcodeSuggestion = Extract<LocationValue, { kind: 'postcode' }>;
export type MunicipalitySuggestion = Extract<LocationValue, { kind: 'municipality' }>;

export type LocationSuggestionGroups = {
  cities: CitySuggestion[];
  postcodes: PostcodeSuggestion[];
  municipalities: MunicipalitySuggestion[];
};

// Towns have no code of their own: a postcode typed as a number must not suggest the town.
const townIndex = listTowns().map((town) => ({ town, index: searchable('', town.name) }));

/** Towns whose name matches, best match first, then the larger town (listTowns is largest first). */
export function matchTowns(text: string): CitySuggestion[] {
  if (!text.trim()) return [];
  return rankMatches(townIndex, text, (t) => t.index).map(({ entry: { town } }) => ({
    kind: 'city',
    slug: town.slug,
    name: town.name,
  }));
}

/** The three groups the location combobox offers for `text`, from the two DAWA answers and the towns. */
export function buildLocationSuggestions(
  text: string,
  postnumre: readonly PostnummerSuggestion[],
  kommuner: readonly KommuneSuggestion[],
): LocationSuggestionGroups {
  return {
    cities: matchTowns(text).slice(0, SUGGESTIONS_PER_GROUP),
    postcodes: postnumre
      .slice(0, SUGGESTIONS_PER_GROUP)
      .map(({ postnummer }) => ({ kind: 'postcode', nr: postnummer.nr, name: postnummer.navn })),
    municipalities: kommuner
      .slice(0, SUGGESTIONS_PER_GROUP)
      .map(({ kommune }) => ({ kind: 'municipality', code: kommune.kode, name: kommune.navn })),
  };
}
