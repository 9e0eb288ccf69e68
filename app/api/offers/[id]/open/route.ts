import { route } from '@/lib/handlers/route';
import { offerIdParamsSchema } from '@/lib/offers/schema';
import { openMyOffer } from '@/lib/offers/service';

/**
 * From the person's application page to their offer: a fresh link (only hashes of links are kept, so
 * the mail's cannot be shown again). Someone else's offer is a 404.
 */
export const GET = route({ auth: 'required', params: offerIdParamsSchema }, async ({ user, params, locale }) => {
  return new Response(null, {
    status: 303,
    headers: { Location: await openMyOffer(user, params.id, locale), 'Cache-Control': 'no-store' },
  });
});
