import { putHomes } from '@/lib/catalogue/write-service';
import { homesBulkWriteSchema } from '@/lib/catalogue/write-schema';
import { BULK_BODY_BYTES, ok, providerRoute } from '@/lib/providers/api-route';
import { groupParams } from '@/lib/providers/operations';

export const PUT = providerRoute(
  { params: groupParams, body: homesBulkWriteSchema, maxBodyBytes: BULK_BODY_BYTES },
  async ({ caller, params, body }) => ok(await putHomes(caller.companyId, params.groupId, body)),
);
