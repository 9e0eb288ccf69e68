import { useMutation, useQuery, useQueryClient } from '@/lib/api/queries';
import { api } from '@/lib/api/client';
import type { SavedSearchFrequency, SavedSearchSummary } from './schema';

const savedSearchKeys = { all: ['saved-searches'] as const };

/** The person's saved searches, starting from what the server rendered. */
export function useSavedSearches(initialData: SavedSearchSummary[]) {
  return useQuery({ queryKey: savedSearchKeys.all, queryFn: () => api.get<SavedSearchSummary[]>('saved-searches'), initialData });
}

/** Saves the /soeg URL's parameters under `name`. */
export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; params: Record<string, string> }) => api.post<{ id: number }>('saved-searches', input),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useUpdateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: number; name?: string; frequency?: SavedSearchFrequency }) =>
      api.put<void>(`saved-searches/${id}`, changes),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return {
    remove: (id: number) => api.delete<void>(`saved-searches/${id}`),
    refresh: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  };
}
