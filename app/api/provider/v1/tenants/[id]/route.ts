import { tenantParamsSchema } from '@/lib/offers/api-operations';
import { getContractTenantOfCompany } from '@/lib/offers/contract-service';
import { ok, providerRoute } from '@/lib/providers/api-route';

export const GET = providerRoute({ params: tenantParamsSchema }, async ({ caller, params }) =>
  ok(await getContractTenantOfCompany(caller.companyId, params.id)),
);
