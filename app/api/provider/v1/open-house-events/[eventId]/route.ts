import { getCompanyOpenHouse, updateCompanyOpenHouse } from '@/lib/open-house/landlord-service';
import { openHouseEventParamsSchema, openHouseEventWriteSchema } from '@/lib/open-house/schema';
import { ok, providerRoute } from '@/lib/providers/api-route';

export const GET = providerRoute({ params: openHouseEventParamsSchema }, async ({ caller, params }) =>
  ok(await getCompanyOpenHouse(caller.companyId, params.eventId)),
);

export const PUT = providerRoute(
  { params: openHouseEventParamsSchema, body: openHouseEventWriteSchema },
  async ({ caller, params, body }) => ok(await updateCompanyOpenHouse(caller.companyId, params.eventId, body)),
);
