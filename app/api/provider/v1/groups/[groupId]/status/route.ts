import { changeGroupStatus } from '@/lib/catalogue/write-service';
import { statusWriteSchema } from '@/lib/catalogue/write-schema';
import { ok, providerRoute } from '@/lib/providers/api-route';
import { groupParams } from '@/lib/providers/operations';

export const PUT = providerRoute({ params: groupParams, body: statusWriteSchema }, async ({ actor, params, body }) =>
  ok(await changeGroupStatus(actor, params.groupId, body.status)),
);
