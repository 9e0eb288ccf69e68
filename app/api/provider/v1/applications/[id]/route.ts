import { getApplicationOfCompany } from '@/lib/applications/landlord-service';
import { ok, providerRoute } from '@/lib/providers/api-route';
import { applicationParams } from '@/lib/providers/operations';

export const GET = providerRoute({ params: applicationParams }, async ({ caller, params }) =>
  ok(await getApplicationOfCompany(caller.companyId, params.id)),
);
