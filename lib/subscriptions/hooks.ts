import { useMutation, useQuery, useQueryClient } from '@/lib/api/queries';
import { api } from '@/lib/api/client';
import type { StartCheckoutResult } from '@/lib/payments/schema';
import type { StopLinkSubscription, SubscriptionSummary } from './schema';

const subscriptionKeys = { all: ['subscriptions'] as const };

export function useSubscriptions(initialData: SubscriptionSummary[]) {
  return useQuery({ queryKey: subscriptionKeys.all, queryFn: () => api.get<SubscriptionSummary[]>('subscriptions'), initialData });
}

/** Stop (autoRenew false) or resume automatic renewal. */
export function useChangeRenewal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, autoRenew }: { id: number; autoRenew: boolean }) =>
      api.put<SubscriptionSummary>(`subscriptions/${id}`, { autoRenew }),
    onSuccess: () => client.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

export function useStopByLink() {
  return useMutation({ mutationFn: (token: string) => api.post<StopLinkSubscription>('subscriptions/stop', { token }) });
}

/** A checkout for an unpaid renewal; the browser then goes to it. */
export function usePayRenewalNow() {
  return useMutation({ mutationFn: (id: number) => api.post<StartCheckoutResult>(`subscriptions/${id}/payment`, {}) });
}
