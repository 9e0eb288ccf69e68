import { ok, providerRoute } from '@/lib/providers/api-route';
import { getViewingOfCompany } from '@/lib/viewings/landlord-service';
import { viewingParamsSchema } from '@/lib/viewings/schema';

export const GET = providerRoute({ params: viewingParamsSchema }, async ({ caller, params }) =>
  ok(await getViewingOfCompany(caller.companyId, params.id)),
);
