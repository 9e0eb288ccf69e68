import { useMutation } from '@/lib/api/queries';
import { api } from '@/lib/api/client';
import type {
  ConsoleListSettings,
  ConsoleOfferForm,
  ConsoleWaitingListOfferMade,
  ProviderWaitingListOffer,
  WaitingListOfferAnswerForm,
  WaitingListOfferAward,
  WaitingListOfferView,
} from './offer-schema';

/** The answer to a waiting-list offer; the link's token is the key, so nothing is cached per person. */
export function useAnswerWaitingListOffer(token: string) {
  return useMutation({
    mutationFn: (input: WaitingListOfferAnswerForm) =>
      api.post<WaitingListOfferView>(`waiting-list-offers/${encodeURIComponent(token)}`, input),
  });
}

export function useChangeListSettings(groupId: number) {
  return useMutation({
    mutationFn: (settings: ConsoleListSettings) => api.put<{ ok: true }>(`company/waiting-lists/${groupId}/settings`, settings),
  });
}

export function useMakeWaitingListOffer(groupId: number) {
  return useMutation({
    mutationFn: (input: ConsoleOfferForm) => api.post<ConsoleWaitingListOfferMade>(`company/waiting-lists/${groupId}/offers`, input),
  });
}

export function useAwardWaitingListOffer(groupId: number, offerId: number) {
  return useMutation({
    mutationFn: (award: WaitingListOfferAward) =>
      api.post<ProviderWaitingListOffer>(`company/waiting-lists/${groupId}/offers/${offerId}/award`, award),
  });
}
