import { route } from '@/lib/handlers/route';
import { actingOwner, addMember } from '@/lib/providers/console-service';
import { COMPANY_CONSOLE_MESSAGES, companyQuerySchema, memberAddSchema } from '@/lib/providers/schema';

export const POST = route(
  { auth: 'required', query: companyQuerySchema, body: memberAddSchema, messages: COMPANY_CONSOLE_MESSAGES },
  async ({ user, request, query, body, locale }) => addMember(await actingOwner(user, request.headers, query.company), body.email, locale),
);
