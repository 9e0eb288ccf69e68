import { queryOptions } from '@tanstack/react-query';
import { PERSONAL_READ, useMutation, useQuery, useQueryClient } from '@/lib/api/queries';
import { api, type ApiClient } from '@/lib/api/client';
import type { ApplicationDetail, ApplicationList, ApplicationPrefill, ApplyRequest, ApplyResult } from './schema';
import type { ApplicationFilter } from './statuses';

export const applicationKeys = {
  all: ['applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (filter: ApplicationFilter) => [...applicationKeys.lists(), filter] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
  prefill: (slug: string) => [...applicationKeys.all, 'prefill', slug] as const,
};

/** Where the list of one filter is read (/anmodninger preloads it). */
export const applicationsResource = (filter: ApplicationFilter) => `applications?status=${filter}`;

export function applicationsQuery(filter: ApplicationFilter, client: ApiClient = api) {
  return queryOptions({
    queryKey: applicationKeys.list(filter),
    queryFn: () => client.get<ApplicationList>(applicationsResource(filter)),
    ...PERSONAL_READ,
  });
}

export function applicationQuery(id: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: applicationKeys.detail(id),
    queryFn: () => client.get<ApplicationDetail>(`applications/${encodeURIComponent(id)}`),
  });
}

export function applyPrefillQuery(slug: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: applicationKeys.prefill(slug),
    queryFn: () => client.getWithParams<ApplicationPrefill>('applications/prefill', { property: slug }),
    // The form copies the values once; a refetch behind it would change nothing the person sees.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The person's applications of one filter. */
/** `initialData`: the list the server read for a browser without scripts. */
export function useApplications(filter: ApplicationFilter, initialData?: ApplicationList) {
  return useQuery({ ...applicationsQuery(filter), initialData });
}

export function useApplication(id: string, initialData?: ApplicationDetail) {
  return useQuery({ ...applicationQuery(id), initialData });
}

/** Only asked for once the session is known to be there: signed out, the form starts empty. */
export function useApplyPrefill(slug: string, enabled: boolean) {
  return useQuery({ ...applyPrefillQuery(slug), enabled, retry: false });
}

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApplyRequest) => api.post<ApplyResult>('applications', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

export function useWithdrawApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ApplicationDetail>(`applications/${encodeURIComponent(id)}/withdraw`, {}),
    onSuccess: async (updated) => {
      queryClient.setQueryData(applicationKeys.detail(id), updated);
      await queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}

export function useDeleteApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>(`applications/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: applicationKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}
