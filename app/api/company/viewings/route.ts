import { route } from '@/lib/handlers/route';
import { actingMember } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';
import { requestNow } from '@/lib/time/test-clock';
import { createViewing } from '@/lib/viewings/landlord-service';
import { viewingCreateSchema } from '@/lib/viewings/schema';

/** The console's invitation of the ticked applicants to a viewing (the provider API's POST /viewings). */
export const POST = route(
  { auth: 'required', query: companyQuerySchema, body: viewingCreateSchema },
  async ({ user, request, query, body }) =>
    Response.json(await createViewing(await actingMember(user, request.headers, query.company), body, requestNow(request.headers)), {
      status: 201,
    }),
);
