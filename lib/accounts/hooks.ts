import { queryOptions } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@/lib/api/queries';
import { api, type ApiClient } from '@/lib/api/client';
import type { NotificationPreferences } from '@/lib/email/preferences';
import type { ChangeEmailInput, DeleteAccountInput, PersonalInfo, PersonalInfoInput } from './personal-info-schema';
import type { ApplicantProfile, ApplicantProfileInput } from './profile-schema';

export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  notifications: () => [...accountKeys.all, 'notifications'] as const,
  personalInfo: () => [...accountKeys.all, 'personal-info'] as const,
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

export function useSavePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: PersonalInfoInput) => api.put<PersonalInfo>('account/personal-info', info),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.personalInfo(), saved),
  });
}

/** Starts an e-mail change; the address changes when the person opens the link mailed to it. */
export function useChangeEmail() {
  return useMutation({ mutationFn: (input: ChangeEmailInput) => api.post<void>('account/email', input) });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api.delete<void>('account', input),
    onSuccess: () => queryClient.removeQueries({ queryKey: accountKeys.all }),
  });
}
