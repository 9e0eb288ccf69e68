import { QueryClient, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/lib/api/client';
import { mapAreaQuery, searchKeys } from '@/lib/search/hooks';
import type { Bbox, MapResult } from '@/lib/search/schema';

type Call = { resource: string; query: Record<string, unknown>; signal?: AbortSignal };

const AARHUS: Bbox = [10.1, 56.1, 10.3, 56.2];
const EMPTY: MapResult = { kind: 'points', total: 0, points: [] };

/** A client whose map reads are recorded; `answer` decides when (or whether) each one resolves. */
function recordingClient(answer: () => Promise<MapResult> = async () => EMPTY) {
  const calls: Call[] = [];
  const client = {
    getWithParams: (resource: string, query: Record<string, unknown>, options: { signal?: AbortSignal } = {}) => {
      calls.push({ resource, query, signal: options.signal });
      return answer();
    },
  } as unknown as ApiClient;
  return { client, calls };
}

describe('search query keys', () => {
  it('name the filters and the area, under one prefix for every map query', () => {
    expect(searchKeys.map('pets=1', AARHUS)).toEqual(['search', 'map', 'pets=1', AARHUS]);
    expect(searchKeys.map('pets=1', AARHUS).slice(0, 2)).toEqual(searchKeys.maps());
    expect(searchKeys.map('pets=1', AARHUS)).not.toEqual(searchKeys.map('pets=1', [10.1, 56.1, 10.3, 56.25]));
    expect(searchKeys.map('pets=1', AARHUS)).not.toEqual(searchKeys.map('', AARHUS));
  });
});

describe('map area query', () => {
  it('asks for the filters and the area, handing over the abort signal', async () => {
    const { client, calls } = recordingClient();
    await new QueryClient().fetchQuery(mapAreaQuery('sted=city%3Aaarhus&rentMax=15000', AARHUS, client));
    expect(calls).toEqual([
      {
        resource: 'search/map',
        query: { sted: 'city:aarhus', rentMax: '15000', bbox: '10.1,56.1,10.3,56.2' },
        signal: expect.any(AbortSignal),
      },
    ]);
  });

  it('asks once for the same filters and area, however often it is built', async () => {
    const { client, calls } = recordingClient();
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    await queryClient.fetchQuery(mapAreaQuery('pets=1', [...AARHUS], client));
    await queryClient.fetchQuery(mapAreaQuery('pets=1', [...AARHUS], client));
    expect(calls).toHaveLength(1);
  });

  it('aborts the request in flight when the query is cancelled', async () => {
    const { client, calls } = recordingClient(() => new Promise<MapResult>(() => undefined));
    const queryClient = new QueryClient();
    void queryClient.fetchQuery(mapAreaQuery('', AARHUS, client)).catch(() => undefined);
    await Promise.resolve();
    expect(calls[0].signal?.aborted).toBe(false);
    await queryClient.cancelQueries({ queryKey: searchKeys.maps() });
    expect(calls[0].signal?.aborted).toBe(true);
  });

  it('asks nothing before the map has measured its area', () => {
    expect(mapAreaQuery('', null, recordingClient().client).queryFn).toBe(skipToken);
  });
});
