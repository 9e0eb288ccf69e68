import { route } from '@/lib/handlers/route';
import { actingOwner, createKey } from '@/lib/providers/console-service';
import { apiKeyCreateSchema, COMPANY_CONSOLE_MESSAGES, companyQuerySchema } from '@/lib/providers/schema';

/** The new key's secret is in this answer only; the response is private and never cached (the wrapper). */
export const POST = route(
  { auth: 'required', query: companyQuerySchema, body: apiKeyCreateSchema, messages: COMPANY_CONSOLE_MESSAGES },
  async ({ user, request, query, body }) =>
    Response.json(await createKey(await actingOwner(user, request.headers, query.company), body.name), { status: 201 }),
);
