import { route } from '@/lib/handlers/route';
import { actingOwner, removeMember } from '@/lib/providers/console-service';
import { companyQuerySchema, memberParamsSchema } from '@/lib/providers/schema';

export const DELETE = route(
  { auth: 'required', params: memberParamsSchema, query: companyQuerySchema },
  async ({ user, request, params, query }) => removeMember(await actingOwner(user, request.headers, query.company), params.userId),
);
