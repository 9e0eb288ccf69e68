import { changeApplicationStatusByLandlord } from '@/lib/applications/landlord-service';
import { idParamsSchema, landlordStatusChangeSchema } from '@/lib/applications/schema';
import { route } from '@/lib/handlers/route';
import { requireMembership } from '@/lib/providers/console-service';
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
  async ({ user, params, query, body }) => {
    const { companyId } = await requireMembership(user, query.company);
    return changeApplicationStatusByLandlord(companyId, params.id, body);
  },
);
