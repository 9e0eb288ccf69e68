import { created, ok, providerRoute } from '@/lib/providers/api-route';
import { createViewing, listViewingsOfCompany } from '@/lib/viewings/landlord-service';
import { viewingCreateSchema } from '@/lib/viewings/schema';

export const GET = providerRoute({}, async ({ caller }) => ok(await listViewingsOfCompany(caller.companyId)));

export const POST = providerRoute({ body: viewingCreateSchema }, async ({ actor, body }) => created(await createViewing(actor, body)));
