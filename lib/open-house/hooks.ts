import { useMutation, useQuery, useQueryClient } from '@/lib/api/queries';
import { api } from '@/lib/api/client';
import type { GuestRegistration, OwnRegistration, RegistrationResult } from './schema';

const keys = {
  own: (group: string) => ['open-house', 'own', group] as const,
  token: (token: string) => ['open-house', 'token', token] as const,
};

export const calendarResource = (eventId: number) => `open-house/events/${eventId}/calendar`;

/** The signed-in person's registrations for the group's open houses (asked only when signed in). */
export function useOwnRegistrations(group: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.own(group),
    queryFn: ({ signal }) => api.getWithParams<OwnRegistration[]>('open-house/registrations', { group }, { signal }),
    enabled,
  });
}

/** Registers for an event; a guest sends name and e-mail, a signed-in person nothing. */
export function useRegister(group: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, guest }: { eventId: number; guest?: GuestRegistration }) =>
      api.post<RegistrationResult>(`open-house/events/${eventId}/registrations`, guest ?? {}),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.own(group) }),
  });
}

export function useCancelOwn(group: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`open-house/registrations/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.own(group) }),
  });
}

/** The registration a mail's link names. */
export function useTokenRegistration(token: string) {
  return useQuery({
    queryKey: keys.token(token),
    queryFn: ({ signal }) => api.get<OwnRegistration>(`open-house/token-registrations/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
}

export function useCancelByToken(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`open-house/token-registrations/${encodeURIComponent(token)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.token(token) }),
  });
}
