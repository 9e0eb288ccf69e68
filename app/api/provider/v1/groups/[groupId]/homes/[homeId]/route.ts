import { putHome } from '@/lib/catalogue/write-service';
import { homeWriteSchema } from '@/lib/catalogue/write-schema';
import { providerRoute, upserted } from '@/lib/providers/api-route';
import { homeParams } from '@/lib/providers/operations';

export const PUT = providerRoute({ params: homeParams, body: homeWriteSchema }, async ({ caller, params, body }) =>
  upserted(await putHome(caller.companyId, params.groupId, params.homeId, body)),
);
