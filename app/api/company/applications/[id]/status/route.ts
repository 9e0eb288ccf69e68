import { changeApplicationStatusByLandlord } from '@/lib/applications/landlord-service';
import { idParamsSchema, landlordStatusChangeSchema } from '@/lib/applications/schema';
import { route } from '@/lib/handlers/route';
import { actingMember } from '@/lib/providers/console-service';
import { COMPANY_CONSOLE_MESSAGES, companyQuerySchema } from '@/lib/providers/schema';

/** The console's answer to an application: the company is the person's own, never one the request names alone. */
export const POST = route(
  {
    auth: 'required',
    params: idParamsSchema,
    query: companyQuerySchema,
    body: landlordStatusChangeSchema,
    messages: COMPANY_CONSOLE_MESSAGES,
  },
  async ({ user, request, params, query, body }) =>
    changeApplicationStatusByLandlord(await actingMember(user, request.headers, query.company), params.id, body),
);
