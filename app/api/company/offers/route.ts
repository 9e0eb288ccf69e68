import { route } from '@/lib/handlers/route';
import { consoleOfferSchema } from '@/lib/offers/schema';
import { makeOffers } from '@/lib/offers/service';
import { actingMember } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';
import { instantInCopenhagen } from '@/lib/time/copenhagen';

/** The console's offer to the ticked applicants; the deadline is a Danish date and time. */
export const POST = route(
  { auth: 'required', query: companyQuerySchema, body: consoleOfferSchema },
  async ({ user, request, query, body }) => {
    const actor = await actingMember(user, request.headers, query.company);
    const { deadlineDate, deadlineTime, ...terms } = body;
    return makeOffers(actor, { ...terms, deadline: instantInCopenhagen(deadlineDate, deadlineTime).toISOString() });
  },
);
