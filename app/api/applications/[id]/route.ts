import { idParamsSchema } from '@/lib/applications/schema';
import { deleteMyApplication, getMyApplication } from '@/lib/applications/service';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';

/** Someone else's application is "not found", exactly like one that does not exist. */
export const GET = route({ auth: 'required', params: idParamsSchema }, async ({ user, params }) => {
  const application = await getMyApplication(user, params.id);
  if (!application) throw new HttpError(404, 'notFound');
  return application;
});

export const DELETE = route({ auth: 'required', params: idParamsSchema }, async ({ user, params }) => {
  await deleteMyApplication(user, params.id);
});
