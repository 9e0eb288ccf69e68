import { changeGroupStatus } from '@/lib/catalogue/write-service';
import { statusWriteSchema } from '@/lib/catalogue/write-schema';
import { ok, providerRoute } from '@/lib/providers/api-route';
import { groupParams } from '@/lib/providers/operations';

export const PUT = providerRoute({ params: groupParams, body: statusWriteSchema }, async ({ caller, params, body }) =>
  ok(await changeGroupStatus(caller.companyId, params.groupId, body.status)),
);
