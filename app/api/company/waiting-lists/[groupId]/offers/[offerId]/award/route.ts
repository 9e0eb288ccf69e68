import { z } from 'zod';
import { route } from '@/lib/handlers/route';
import { actingMember } from '@/lib/providers/console-service';
import { COMPANY_CONSOLE_MESSAGES, companyQuerySchema } from '@/lib/providers/schema';
import { awardOfferFromConsole } from '@/lib/waiting-lists/console-service';
import { waitingListOfferAwardSchema } from '@/lib/waiting-lists/offer-schema';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The console gives the home of an offer to a member who answered interested. */
export const POST = route(
  {
    auth: 'required',
    params: z.object({ groupId: id, offerId: id }),
    query: companyQuerySchema,
    body: waitingListOfferAwardSchema,
    messages: COMPANY_CONSOLE_MESSAGES,
  },
  async ({ user, request, params, query, body }) =>
    awardOfferFromConsole(await actingMember(user, request.headers, query.company), params.groupId, params.offerId, body),
);
