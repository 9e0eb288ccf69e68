import { z } from 'zod';
import { route } from '@/lib/handlers/route';
import { requireMembership } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';
import { awardOfferFromConsole } from '@/lib/waiting-lists/console-service';
import { waitingListOfferAwardSchema } from '@/lib/waiting-lists/offer-schema';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The console gives the home of an offer to a member who answered interested. */
export const POST = route(
  { auth: 'required', params: z.object({ groupId: id, offerId: id }), query: companyQuerySchema, body: waitingListOfferAwardSchema },
  async ({ user, params, query, body }) => {
    const { companyId } = await requireMembership(user, query.company);
    return awardOfferFromConsole(companyId, params.groupId, params.offerId, body.recipientId);
  },
);
