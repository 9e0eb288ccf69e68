import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/api/queries';
import { useEffect, useState } from 'react';
import { api, type ApiClient } from '@/lib/api/client';
import { POSTCODE_PAGE_SIZE } from './limits';
import type { KommuneSuggestion, Postnummer, PostnummerSuggestion } from './schema';
import { buildLocationSuggestions, type LocationSuggestionGroups } from './suggestions';

const DEBOUNCE_MS = 150;

export const addressKeys = {
  all: ['addresses'] as const,
  postnumre: (q: string) => [...addressKeys.all, 'postnumre', 'autocomplete', q] as const,
  kommuner: (q: string) => [...addressKeys.all, 'kommuner', 'autocomplete', q] as const,
  postnumreByKommune: (kommunekode: string) => [...addressKeys.all, 'postnumre', 'kommunekode', kommunekode] as const,
};

export function postnumreQuery(q: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: addressKeys.postnumre(q),
    queryFn: () => client.getWithParams<PostnummerSuggestion[]>('addresses/postnumre/autocomplete', { per_side: POSTCODE_PAGE_SIZE, q }),
  });
}

export function kommunerQuery(q: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: addressKeys.kommuner(q),
    queryFn: () => client.getWithParams<KommuneSuggestion[]>('addresses/kommuner/autocomplete', { q }),
  });
}

export function postnumreByKommuneQuery(kommunekode: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: addressKeys.postnumreByKommune(kommunekode),
    queryFn: () => client.getWithParams<Postnummer[]>('addresses/postnumre', { per_side: POSTCODE_PAGE_SIZE, kommunekode }),
  });
}

export function usePostnumreByKommune(kommunekode: string | null) {
  return useQuery({ ...postnumreByKommuneQuery(kommunekode ?? ''), enabled: kommunekode !== null });
}

/** Case and spacing do not change the answer, so `Aar ` and `aar` share one request and cache entry. */
export function normalizeQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('da');
}

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export type LocationSuggestions = LocationSuggestionGroups & { isLoading: boolean; isError: boolean };

const none: LocationSuggestionGroups = { cities: [], postcodes: [], municipalities: [] };

/**
 * Towns, postcodes and municipalities matching `text`, asked for once typing pauses (~150 ms) and
 * never for empty text. Earlier answers stay visible while the next ones load, so the list does
 * not flicker under the person's finger.
 */
export function useLocationSuggestions(text: string): LocationSuggestions {
  const query = normalizeQuery(text);
  const debounced = useDebouncedValue(query, DEBOUNCE_MS);
  const enabled = debounced.length > 0;
  const postnumre = useQuery({ ...postnumreQuery(debounced), enabled, placeholderData: keepPreviousData });
  const kommuner = useQuery({ ...kommunerQuery(debounced), enabled, placeholderData: keepPreviousData });
  if (!query) return { ...none, isLoading: false, isError: false };
  return {
    ...(enabled ? buildLocationSuggestions(debounced, postnumre.data ?? [], kommuner.data ?? []) : none),
    isLoading: query !== debounced || postnumre.isFetching || kommuner.isFetching,
    isError: postnumre.isError || kommuner.isError,
  };
}
