import { PERSONAL_READ, useMutation, useQuery, useQueryClient } from '@/lib/api/queries';
import { api } from '@/lib/api/client';
import type { Criteria, MembershipState, MyWaitingLists, SignUpRequest, SignUpResult } from './schema';

/*
 * /ventelister is one page for everyone (served from the page cache); the person's lists (places,
 * chart, estimate) come from the API. After a change they are read again, so what it shows is always
 * what the database says.
 */
const myWaitingListsKey = ['waiting-lists', 'mine'] as const;
/** Where the lists (and the viewings they brought) are read; the page preloads it. */
export const MY_WAITING_LISTS_RESOURCE = 'waiting-list-memberships';

/**
 * The person's lists, offers and viewings; `initialData` when the server read them (a browser without
 * scripts). The route adds to them what areas above this one know of each list (open books), which
 * the page names as `T`.
 */
export function useMyWaitingLists<T extends MyWaitingLists = MyWaitingLists>(initialData?: T) {
  return useQuery({
    queryKey: myWaitingListsKey,
    queryFn: () => api.get<T>(MY_WAITING_LISTS_RESOURCE),
    ...PERSONAL_READ,
    initialData,
  });
}

function useRefreshingMutation<T>(request: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => client.invalidateQueries({ queryKey: myWaitingListsKey }) });
}

/** Signs up for the group's list; the caller goes on to the confirmation or the checkout. */
export function useSignUp(groupSlug: string) {
  return useMutation({
    mutationFn: (form: SignUpRequest) => api.post<SignUpResult>(`waiting-lists/${encodeURIComponent(groupSlug)}/memberships`, form),
  });
}

/** Completes an imported member's sign-up by the link's token (a fee list: the checkout to go to). */
export function useCompleteInvitation(token: string) {
  return useMutation({
    mutationFn: (form: SignUpRequest) => api.post<SignUpResult>(`waiting-list-invitations/${encodeURIComponent(token)}`, form),
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
