import { changeApplicationStatusByLandlord } from '@/lib/applications/landlord-service';
import { landlordStatusChangeSchema } from '@/lib/applications/schema';
import { ok, providerRoute } from '@/lib/providers/api-route';
import { applicationParams } from '@/lib/providers/operations';

export const POST = providerRoute({ params: applicationParams, body: landlordStatusChangeSchema }, async ({ actor, params, body }) =>
  ok(await changeApplicationStatusByLandlord(actor, params.id, body)),
);
