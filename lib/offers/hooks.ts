import { useMutation } from '@/lib/api/queries';
import { api } from '@/lib/api/client';
import type {
  ConsoleOfferInput,
  ConsoleTenantInput,
  ContractSignInput,
  ContractSummary,
  ContractTenantSummary,
  ContractView,
  LandlordOffer,
  OfferAnswerInput,
  OfferView,
} from './schema';

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

// --- the company console (the page refreshes its server data after each change) ---

const withCompany = (resource: string, companyId: number) => `${resource}?company=${companyId}`;

export function useMakeOffers(companyId: number) {
  return useMutation({
    mutationFn: (input: ConsoleOfferInput) => api.post<LandlordOffer[]>(withCompany('company/offers', companyId), input),
  });
}

export function useRegisterTenant(companyId: number) {
  return useMutation({
    mutationFn: (input: ConsoleTenantInput) => api.post<ContractTenantSummary>(withCompany('company/tenants', companyId), input),
  });
}

/** The lease for an accepted offer (`offers/{id}`) or for a tenant (`tenants/{id}`). */
export function useUploadLease(companyId: number, owner: { offerId: string } | { tenantId: string }) {
  const resource = 'offerId' in owner ? `company/offers/${owner.offerId}/contracts` : `company/tenants/${owner.tenantId}/contracts`;
  return useMutation({ mutationFn: (form: FormData) => api.postForm<ContractSummary>(withCompany(resource, companyId), form) });
}

/** The console's download link of a lease or its signed copy (a plain link: the browser names the file). */
export const consoleContractFileUrl = (companyId: number, contractId: string, kind: 'original' | 'signed') =>
  api.url(`company/contracts/${contractId}/document`, { company: companyId, kind });
