import { listContractTenantsOfCompany, registerExternalTenant } from '@/lib/offers/contract-service';
import { externalTenantSchema } from '@/lib/offers/schema';
import { created, ok, providerRoute } from '@/lib/providers/api-route';

export const POST = providerRoute({ body: externalTenantSchema }, async ({ caller, body }) =>
  created(await registerExternalTenant(caller.companyId, body)),
);

export const GET = providerRoute({}, async ({ caller }) => ok(await listContractTenantsOfCompany(caller.companyId)));
