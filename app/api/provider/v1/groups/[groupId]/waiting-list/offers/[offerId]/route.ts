import { ok, providerRoute } from '@/lib/providers/api-route';
import { waitingListOfferParams } from '@/lib/providers/waiting-list-operations';
import { getWaitingListOffer } from '@/lib/waiting-lists/offer-service';

export const GET = providerRoute({ params: waitingListOfferParams }, async ({ caller, params }) =>
  ok(await getWaitingListOffer(caller.companyId, { externalId: params.groupId }, params.offerId)),
);
