import { ok, providerRoute } from '@/lib/providers/api-route';
import { requestNow } from '@/lib/time/test-clock';
import { sendSurveys } from '@/lib/viewings/landlord-service';
import { viewingParamsSchema } from '@/lib/viewings/schema';

/** Sends the survey to each invitee whose accepted slot has ended; a test may move the clock past the slot. */
export const POST = providerRoute({ params: viewingParamsSchema }, async ({ caller, params, request }) =>
  ok(await sendSurveys(caller.companyId, params.id, requestNow(request.headers))),
);
