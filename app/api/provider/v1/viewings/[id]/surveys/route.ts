import { ok, providerRoute } from '@/lib/providers/api-route';
import { sendSurveys } from '@/lib/viewings/landlord-service';
import { viewingParamsSchema } from '@/lib/viewings/schema';

export const POST = providerRoute({ params: viewingParamsSchema }, async ({ caller, params }) =>
  ok(await sendSurveys(caller.companyId, params.id)),
);
