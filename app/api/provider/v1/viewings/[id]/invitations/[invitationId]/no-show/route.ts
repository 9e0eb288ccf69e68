import { ok, providerRoute } from '@/lib/providers/api-route';
import { requestNow } from '@/lib/time/test-clock';
import { markNoShow } from '@/lib/viewings/landlord-service';
import { invitationParamsSchema, noShowSchema } from '@/lib/viewings/schema';

/** Marks a booked person as not having come (noShow true), or takes the mark back; a test may move the clock. */
export const POST = providerRoute({ params: invitationParamsSchema, body: noShowSchema }, async ({ actor, params, body, request }) =>
  ok(await markNoShow(actor, params.id, params.invitationId, body.noShow, requestNow(request.headers))),
);
