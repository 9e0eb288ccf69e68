import { createCompanyOpenHouse } from '@/lib/open-house/landlord-service';
import { openHouseEventWriteSchema } from '@/lib/open-house/schema';
import { created, providerRoute } from '@/lib/providers/api-route';
import { groupParams } from '@/lib/providers/operations';

export const POST = providerRoute({ params: groupParams, body: openHouseEventWriteSchema }, async ({ caller, params, body }) =>
  created(await createCompanyOpenHouse(caller.companyId, params.groupId, body)),
);
