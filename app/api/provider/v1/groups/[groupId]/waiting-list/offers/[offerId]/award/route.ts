import { ok, providerRoute } from '@/lib/providers/api-route';
import { waitingListOfferParams } from '@/lib/providers/waiting-list-operations';
import { waitingListOfferAwardSchema } from '@/lib/waiting-lists/offer-schema';
import { awardWaitingListOffer } from '@/lib/waiting-lists/offer-service';

export const POST = providerRoute({ params: waitingListOfferParams, body: waitingListOfferAwardSchema }, async ({ actor, params, body }) =>
  ok(await awardWaitingListOffer(actor, { externalId: params.groupId }, params.offerId, body)),
);
