import { route } from '@/lib/http/route';
import { addMember } from '@/lib/providers/console-service';
import { companyQuerySchema, memberAddSchema } from '@/lib/providers/schema';

export const POST = route({ auth: 'required', query: companyQuerySchema, body: memberAddSchema }, async ({ user, query, body, locale }) =>
  addMember(user, body.email, query.company, locale),
);
