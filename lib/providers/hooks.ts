import { useMutation } from '@/lib/api/queries';
import { api } from '@/lib/api/client';
import type { LandlordApplicationDetail, LandlordStatusChange } from '@/lib/applications/schema';
import type { ApiKeyCreate, CompanyMember, CreatedApiKey, MemberAdd } from './schema';
import type { CreatedWebhookEndpoint, WebhookEndpointCreate } from '@/lib/webhooks/schema';

/*
 * The company console's calls. The pages render the data on the server; after a change the page
 * refreshes its server data (router.refresh), so there is no client cache to keep in step.
 */

const withCompany = (resource: string, companyId: number) => `${resource}?company=${companyId}`;

export function useAnswerApplication(companyId: number, id: string) {
  return useMutation({
    mutationFn: (change: LandlordStatusChange) =>
      api.post<LandlordApplicationDetail>(withCompany(`company/applications/${encodeURIComponent(id)}/status`, companyId), change),
  });
}

export function useAddMember(companyId: number) {
  return useMutation({ mutationFn: (input: MemberAdd) => api.post<CompanyMember[]>(withCompany('company/members', companyId), input) });
}

export function useRemoveMember(companyId: number) {
  return useMutation({
    mutationFn: (userId: string) => api.delete<CompanyMember[]>(withCompany(`company/members/${encodeURIComponent(userId)}`, companyId)),
  });
}

export function useCreateApiKey(companyId: number) {
  return useMutation({ mutationFn: (input: ApiKeyCreate) => api.post<CreatedApiKey>(withCompany('company/api-keys', companyId), input) });
}

export function useRevokeApiKey(companyId: number) {
  return useMutation({ mutationFn: (id: number) => api.delete<void>(withCompany(`company/api-keys/${id}`, companyId)) });
}

export function useCreateWebhookEndpoint(companyId: number) {
  return useMutation({
    mutationFn: (input: WebhookEndpointCreate) => api.post<CreatedWebhookEndpoint>(withCompany('company/webhooks', companyId), input),
  });
}

export function useDeleteWebhookEndpoint(companyId: number) {
  return useMutation({ mutationFn: (id: number) => api.delete<void>(withCompany(`company/webhooks/${id}`, companyId)) });
}

export function useResendWebhookDelivery(companyId: number) {
  return useMutation({
    mutationFn: (id: string) => api.post<void>(withCompany(`company/webhook-deliveries/${encodeURIComponent(id)}/resend`, companyId), {}),
  });
}
