import { useMutation, useQuery, useQueryClient } from '@/lib/api/queries';
import { api } from '@/lib/api/client';
import type { FollowStatus, InterestListEntry } from './schema';

const interestListKeys = {
  all: ['interest-lists'] as const,
  group: (slug: string) => ['interest-lists', slug] as const,
};

/** The person's interest lists, starting from what the server rendered. */
export function useInterestLists(initialData: InterestListEntry[]) {
  return useQuery({ queryKey: interestListKeys.all, queryFn: () => api.get<InterestListEntry[]>('interest-lists'), initialData });
}

/** Whether the signed-in person follows the group (the group page itself is the same for everyone). */
export function useFollowStatus(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: interestListKeys.group(slug),
    queryFn: () => api.get<FollowStatus>(`interest-lists/${encodeURIComponent(slug)}`),
    enabled,
  });
}

/** Follows the group, or changes the marketing consent of a list the person is on. */
export function useFollowGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, marketingConsent }: { slug: string; marketingConsent: boolean }) =>
      api.put<void>(`interest-lists/${encodeURIComponent(slug)}`, { marketingConsent }),
    onSuccess: () => client.invalidateQueries({ queryKey: interestListKeys.all }),
  });
}

export function useLeaveInterestList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api.delete<void>(`interest-lists/${encodeURIComponent(slug)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: interestListKeys.all }),
  });
}
