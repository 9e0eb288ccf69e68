import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiClient } from '@/lib/api/client';
import type { ApplicantProfile, ApplicantProfileInput, NotificationPreferences } from './profile-schema';

export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  notifications: () => [...accountKeys.all, 'notifications'] as const,
};

export function profileQuery(client: ApiClient = api) {
  return queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: () => client.get<ApplicantProfile>('account/profile'),
  });
}

export function notificationsQuery(client: ApiClient = api) {
  return queryOptions({
    queryKey: accountKeys.notifications(),
    queryFn: () => client.get<NotificationPreferences>('account/notifications'),
  });
}

/** The profile, starting from what the server rendered (`initialData`). */
export function useApplicantProfile(initialData?: ApplicantProfile) {
  return useQuery({ ...profileQuery(), initialData });
}

export function useNotificationPreferences(initialData?: NotificationPreferences) {
  return useQuery({ ...notificationsQuery(), initialData });
}

export function useSaveApplicantProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ApplicantProfileInput) => api.put<ApplicantProfile>('account/profile', profile),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.profile(), saved),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) => api.put<NotificationPreferences>('account/notifications', preferences),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.notifications(), saved),
  });
}
