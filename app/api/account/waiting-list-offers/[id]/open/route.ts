import { route } from '@/lib/handlers/route';
import { offerRecipientParamsSchema } from '@/lib/waiting-lists/offer-schema';
import { openMyWaitingListOffer } from '@/lib/waiting-lists/offer-service';

/** From /konto or /ventelister to the person's own waiting-list offer, through a fresh link; someone else's is a 404. */
export const GET = route({ auth: 'required', params: offerRecipientParamsSchema }, async ({ user, params, locale }) => {
  return new Response(null, {
    status: 303,
    headers: { Location: await openMyWaitingListOffer(user, params.id, locale), 'Cache-Control': 'no-store' },
  });
});
