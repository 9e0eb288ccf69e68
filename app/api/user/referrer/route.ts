import { referrerEventSchema } from '@/lib/analytics/schema';
import { recordReferrerEvent } from '@/lib/analytics/service';
import { route } from '@/lib/http/route';

/** SPEC §7 POST user/referrer: the landing of a browser session; answers 204. */
export const POST = route({ body: referrerEventSchema }, async ({ request, body }) => {
  await recordReferrerEvent(body, request.headers);
});
