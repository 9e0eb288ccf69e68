import { cancelCompanyOpenHouse } from '@/lib/open-house/landlord-service';
import { openHouseEventParamsSchema } from '@/lib/open-house/schema';
import { ok, providerRoute } from '@/lib/providers/api-route';

export const POST = providerRoute({ params: openHouseEventParamsSchema }, async ({ caller, params }) =>
  ok(await cancelCompanyOpenHouse(caller.companyId, params.eventId)),
);
