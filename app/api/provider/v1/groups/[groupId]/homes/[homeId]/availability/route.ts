import { changeHomeAvailability } from '@/lib/catalogue/write-service';
import { availabilityWriteSchema } from '@/lib/catalogue/write-schema';
import { ok, providerRoute } from '@/lib/providers/api-route';
import { homeParams } from '@/lib/providers/operations';

export const PUT = providerRoute({ params: homeParams, body: availabilityWriteSchema }, async ({ caller, params, body }) =>
  ok(await changeHomeAvailability(caller.companyId, params.groupId, params.homeId, body)),
);
