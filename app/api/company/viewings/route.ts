import { route } from '@/lib/handlers/route';
import { requireMembership } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';
import { createViewing } from '@/lib/viewings/landlord-service';
import { viewingCreateSchema } from '@/lib/viewings/schema';

/** The console's invitation of the ticked applicants to a viewing (the provider API's POST /viewings). */
export const POST = route({ auth: 'required', query: companyQuerySchema, body: viewingCreateSchema }, async ({ user, query, body }) => {
  const { companyId } = await requireMembership(user, query.company);
  return Response.json(await createViewing(companyId, body), { status: 201 });
});
