import { route } from '@/lib/handlers/route';
import { addMember } from '@/lib/providers/console-service';
import { COMPANY_CONSOLE_MESSAGES, companyQuerySchema, memberAddSchema } from '@/lib/providers/schema';

export const POST = route(
  { auth: 'required', query: companyQuerySchema, body: memberAddSchema, messages: COMPANY_CONSOLE_MESSAGES },
  async ({ user, query, body, locale }) => addMember(user, body.email, query.company, locale),
);
