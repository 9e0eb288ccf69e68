import { deleteGroupImage } from '@/lib/catalogue/write-image-service';
import { noContent, providerRoute } from '@/lib/providers/api-route';
import { groupImageParams } from '@/lib/providers/operations';

export const DELETE = providerRoute({ params: groupImageParams }, async ({ caller, params }) => {
  await deleteGroupImage(caller.companyId, params.groupId, params.imageId);
  return noContent;
});
