import { route } from '@/lib/handlers/route';
import { revokeKey } from '@/lib/providers/console-service';
import { apiKeyParamsSchema, companyQuerySchema } from '@/lib/providers/schema';

export const DELETE = route({ auth: 'required', params: apiKeyParamsSchema, query: companyQuerySchema }, async ({ user, params, query }) =>
  revokeKey(user, params.id, query.company),
);
