import { created, ok, providerRoute } from '@/lib/providers/api-route';
import { requestNow } from '@/lib/time/test-clock';
import { createViewing, listViewingsOfCompany } from '@/lib/viewings/landlord-service';
import { viewingCreateSchema } from '@/lib/viewings/schema';

export const GET = providerRoute({}, async ({ caller }) => ok(await listViewingsOfCompany(caller.companyId)));

export const POST = providerRoute({ body: viewingCreateSchema }, async ({ actor, body, request }) =>
  created(await createViewing(actor, body, requestNow(request.headers))),
);
