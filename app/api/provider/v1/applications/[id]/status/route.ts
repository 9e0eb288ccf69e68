import { changeApplicationStatusByLandlord } from '@/lib/applications/landlord-service';
import { landlordStatusChangeSchema } from '@/lib/applications/schema';
import { ok, providerRoute } from '@/lib/providers/api-route';
import { applicationParams } from '@/lib/providers/operations';

export const POST = providerRoute({ params: applicationParams, body: landlordStatusChangeSchema }, async ({ caller, params, body }) =>
  ok(await changeApplicationStatusByLandlord(caller.companyId, params.id, body)),
);
