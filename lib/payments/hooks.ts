import { useMutation, useQuery } from '@/lib/api/queries';
import { api } from '@/lib/api/client';
import { isFinal } from './rules';
import type { PaymentView, SandboxPaymentInput, StartCheckoutResult } from './schema';

const paymentKey = (id: string) => ['payments', id] as const;
/** While the provider has not answered, /betaling asks again every two seconds. */
const POLL_MS = 2_000;

export function usePayment(initialData: PaymentView) {
  return useQuery({
    queryKey: paymentKey(initialData.id),
    queryFn: () => api.get<PaymentView>(`payments/${initialData.id}`),
    initialData,
    refetchInterval: (query) => (query.state.data && isFinal(query.state.data.status) ? false : POLL_MS),
  });
}

/** A new checkout after a failure; the browser then goes to it. */
export function useRetryPayment(id: string) {
  return useMutation({ mutationFn: () => api.post<StartCheckoutResult>(`payments/${id}/retry`, {}) });
}

export function useSandboxPayment(id: string) {
  return useMutation({ mutationFn: (input: SandboxPaymentInput) => api.post<void>(`payments/${id}/sandbox`, input) });
}
