import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ContractSignInput, ContractView, OfferAnswerInput, OfferView } from './schema';

/* The browser side of offers and contracts: the link's token is the key, so nothing is cached by person. */

export function useAnswerOffer(token: string) {
  return useMutation({
    mutationFn: (input: OfferAnswerInput) => api.post<OfferView>(`offer-answers/${encodeURIComponent(token)}`, input),
  });
}

export function useSignContract(token: string) {
  return useMutation({
    mutationFn: (input: ContractSignInput) => api.post<ContractView>(`contracts/${encodeURIComponent(token)}/signature`, input),
  });
}

/** The resource of a contract's file for lib/api's download (its name from Content-Disposition). */
export const contractFileResource = (token: string, kind: 'original' | 'signed') =>
  `contracts/${encodeURIComponent(token)}/document?kind=${kind}`;
