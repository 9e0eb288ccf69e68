import { useMutation } from '@/lib/api/queries';
import { useRouter } from '@/lib/i18n/navigation';
import { api } from '@/lib/api/client';
import type { Criteria, MembershipState, SignUpForm, SignUpResult } from './schema';

/*
 * /ventelister is rendered on the server (places, chart, estimate); after a change the page is
 * re-rendered with router.refresh(), so what it shows is always what the database says.
 */

function useRefreshingMutation<T>(request: (input: T) => Promise<unknown>) {
  const router = useRouter();
  return useMutation({ mutationFn: request, onSuccess: () => router.refresh() });
}

/** Signs up for the group's list; the caller goes on to the confirmation or the checkout. */
export function useSignUp(groupSlug: string) {
  return useMutation({
    mutationFn: (form: SignUpForm) => api.post<SignUpResult>(`waiting-lists/${encodeURIComponent(groupSlug)}/memberships`, form),
  });
}

/** Completes an imported member's sign-up by the link's token (a fee list: the checkout to go to). */
export function useCompleteInvitation(token: string) {
  return useMutation({
    mutationFn: (form: SignUpForm) => api.post<SignUpResult>(`waiting-list-invitations/${encodeURIComponent(token)}`, form),
  });
}

export function useSetState() {
  return useRefreshingMutation(({ id, state }: { id: number; state: MembershipState }) =>
    api.put(`waiting-list-memberships/${id}`, { state }),
  );
}

export function useSetAllStates() {
  return useRefreshingMutation((state: MembershipState) => api.put('waiting-list-memberships', { state }));
}

export function useUpdateCriteria() {
  return useRefreshingMutation(({ id, criteria }: { id: number; criteria: Criteria }) =>
    api.put(`waiting-list-memberships/${id}`, { criteria }),
  );
}

export function useLeave() {
  return useRefreshingMutation((id: number) => api.delete(`waiting-list-memberships/${id}`));
}
