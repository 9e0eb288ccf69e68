import { addGroupImage } from '@/lib/catalogue/write-image-service';
import { groupImageUploadSchema } from '@/lib/catalogue/write-schema';
import { created, providerRoute } from '@/lib/providers/api-route';
import { groupParams } from '@/lib/providers/operations';

// sharp is a native module.
export const runtime = 'nodejs';

export const POST = providerRoute(
  { params: groupParams, body: groupImageUploadSchema, multipart: true },
  async ({ caller, params, body }) => created(await addGroupImage(caller.companyId, params.groupId, body)),
);
