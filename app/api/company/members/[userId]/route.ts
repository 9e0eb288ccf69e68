import { route } from '@/lib/handlers/route';
import { removeMember } from '@/lib/providers/console-service';
import { companyQuerySchema, memberParamsSchema } from '@/lib/providers/schema';

export const DELETE = route({ auth: 'required', params: memberParamsSchema, query: companyQuerySchema }, async ({ user, params, query }) =>
  removeMember(user, params.userId, query.company),
);
