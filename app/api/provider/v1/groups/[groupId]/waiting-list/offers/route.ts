import { created, providerRoute } from '@/lib/providers/api-route';
import { waitingListParams } from '@/lib/providers/waiting-list-operations';
import { waitingListOfferWriteSchema } from '@/lib/waiting-lists/offer-schema';
import { makeWaitingListOffer } from '@/lib/waiting-lists/offer-service';

export const POST = providerRoute({ params: waitingListParams, body: waitingListOfferWriteSchema }, async ({ actor, params, body }) =>
  created(await makeWaitingListOffer(actor, { externalId: params.groupId }, body)),
);
