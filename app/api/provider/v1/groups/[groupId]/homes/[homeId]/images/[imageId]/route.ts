import { deleteHomeImage } from '@/lib/catalogue/write-image-service';
import { noContent, providerRoute } from '@/lib/providers/api-route';
import { homeImageParams } from '@/lib/providers/operations';

export const DELETE = providerRoute({ params: homeImageParams }, async ({ caller, params }) => {
  await deleteHomeImage(caller.companyId, params.groupId, params.homeId, params.imageId);
  return noContent;
});
