import { idParamsSchema } from '@/lib/applications/schema';
import { deleteMyApplication, getMyApplication } from '@/lib/applications/service';
import { DomainError } from '@/lib/errors/domain-error';
import { route } from '@/lib/handlers/route';

/** Someone else's application is "not found", exactly like one that does not exist. */
export const GET = route({ auth: 'required', params: idParamsSchema }, async ({ user, params }) => {
  const application = await getMyApplication(user, params.id);
  if (!application) throw new DomainError('NotFound', 'notFound');
  return application;
});

export const DELETE = route({ auth: 'required', params: idParamsSchema }, async ({ user, params }) => {
  await deleteMyApplication(user, params.id);
});
