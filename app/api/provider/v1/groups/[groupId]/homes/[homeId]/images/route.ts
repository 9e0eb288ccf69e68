import { addHomeImage } from '@/lib/catalogue/write-image-service';
import { homeImageUploadSchema } from '@/lib/catalogue/write-schema';
import { created, providerRoute } from '@/lib/providers/api-route';
import { homeParams } from '@/lib/providers/operations';

// sharp is a native module.
export const runtime = 'nodejs';

export const POST = providerRoute({ params: homeParams, body: homeImageUploadSchema, multipart: true }, async ({ caller, params, body }) =>
  created(await addHomeImage(caller.companyId, params.groupId, params.homeId, body)),
);
