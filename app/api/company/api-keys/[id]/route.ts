import { route } from '@/lib/handlers/route';
import { actingOwner, revokeKey } from '@/lib/providers/console-service';
import { apiKeyParamsSchema, companyQuerySchema } from '@/lib/providers/schema';

export const DELETE = route(
  { auth: 'required', params: apiKeyParamsSchema, query: companyQuerySchema },
  async ({ user, request, params, query }) => revokeKey(await actingOwner(user, request.headers, query.company), params.id),
);
