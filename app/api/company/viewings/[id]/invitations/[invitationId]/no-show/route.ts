import { route } from '@/lib/handlers/route';
import { actingMember } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';
import { requestNow } from '@/lib/time/test-clock';
import { markNoShow } from '@/lib/viewings/landlord-service';
import { invitationParamsSchema, noShowSchema } from '@/lib/viewings/schema';

/** Staff mark a booked person as not having come, or take the mark back (the provider API's same operation). */
export const POST = route(
  { auth: 'required', query: companyQuerySchema, params: invitationParamsSchema, body: noShowSchema },
  async ({ user, request, query, params, body }) =>
    markNoShow(
      await actingMember(user, request.headers, query.company),
      params.id,
      params.invitationId,
      body.noShow,
      requestNow(request.headers),
    ),
);
