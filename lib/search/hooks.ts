import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { useQuery } from '@/lib/api/queries';
import { api, type ApiClient } from '@/lib/api/client';
import type { Bbox, MapResult } from './schema';

export const searchKeys = {
  all: ['search'] as const,
  maps: () => [...searchKeys.all, 'map'] as const,
  /**
   * `filters` is the search's URL query without view, cursor and bbox, as the search page writes it;
   * `bbox` is null until the map has measured its visible area.
   */
  map: (filters: string, bbox: Bbox | null) => [...searchKeys.maps(), filters, bbox] as const,
};

/** The homes (or the server's clusters of them) inside `bbox` that match the filters; nothing is asked without an area. */
export function mapAreaQuery(filters: string, bbox: Bbox | null, client: ApiClient = api) {
  const query = { ...Object.fromEntries(new URLSearchParams(filters)), bbox: bbox?.join(',') };
  return queryOptions({
    queryKey: searchKeys.map(filters, bbox),
    queryFn: bbox ? ({ signal }) => client.getWithParams<MapResult>('search/map', query, { signal }) : skipToken,
  });
}

/**
 * The map's data for the visible area. Moving on cancels the request for the area left behind (the
 * signal reaches `fetch`), and the markers already shown stay until the new area's data arrives.
 */
export function useMapArea(filters: string, bbox: Bbox | null) {
  return useQuery({ ...mapAreaQuery(filters, bbox), placeholderData: keepPreviousData });
}
