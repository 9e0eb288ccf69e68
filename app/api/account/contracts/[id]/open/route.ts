import { route } from '@/lib/handlers/route';
import { contractParamsSchema } from '@/lib/offers/api-operations';
import { openMyLease } from '@/lib/offers/contract-service';

/** From /konto or the application's page to the person's own lease, through a fresh link; someone else's is a 404. */
export const GET = route({ auth: 'required', params: contractParamsSchema }, async ({ user, params, locale }) => {
  return new Response(null, {
    status: 303,
    headers: { Location: await openMyLease(user, params.id, locale), 'Cache-Control': 'no-store' },
  });
});
