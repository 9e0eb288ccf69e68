import { referrerEventSchema } from '@/lib/analytics/schema';
import { recordReferrerEvent, REFERRER_RATE_LIMIT } from '@/lib/analytics/service';
import { route } from '@/lib/handlers/route';

/** POST user/referrer: the landing of a browser session, tied to the person when signed in; answers 204. */
export const POST = route(
  { body: referrerEventSchema, auth: 'optional', rateLimit: { rule: REFERRER_RATE_LIMIT, per: 'ip' } },
  async ({ request, body, user }) => {
    await recordReferrerEvent(body, { host: request.headers.get('host'), userId: user?.id ?? null });
  },
);
