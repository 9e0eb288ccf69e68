import { getGroupOfCompany, putGroup } from '@/lib/catalogue/write-service';
import { groupWriteSchema } from '@/lib/catalogue/write-schema';
import { ok, providerRoute, upserted } from '@/lib/providers/api-route';
import { groupParams } from '@/lib/providers/operations';

export const GET = providerRoute({ params: groupParams }, async ({ caller, params }) =>
  ok(await getGroupOfCompany(caller.companyId, params.groupId)),
);

export const PUT = providerRoute({ params: groupParams, body: groupWriteSchema }, async ({ caller, params, body }) =>
  upserted(await putGroup(caller.companyId, params.groupId, body)),
);
