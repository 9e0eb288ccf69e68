import { contractParamsSchema } from '@/lib/offers/api-operations';
import { getContractOfCompany } from '@/lib/offers/contract-service';
import { ok, providerRoute } from '@/lib/providers/api-route';

export const GET = providerRoute({ params: contractParamsSchema }, async ({ caller, params }) =>
  ok(await getContractOfCompany(caller.companyId, params.id)),
);
