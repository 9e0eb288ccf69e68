import { ok, providerRoute } from '@/lib/providers/api-route';
import { requestNow } from '@/lib/time/test-clock';
import { newBookingLink } from '@/lib/viewings/landlord-service';
import { viewingParamsSchema } from '@/lib/viewings/schema';

/** A fresh link to share of a viewing bookable through its link. */
export const POST = providerRoute({ params: viewingParamsSchema }, async ({ caller, params, request }) =>
  ok(await newBookingLink(caller.companyId, params.id, requestNow(request.headers))),
);
