import { route } from '@/lib/handlers/route';
import { stopLinkSchema } from '@/lib/subscriptions/schema';
import { stopRenewalByLink, SUBSCRIPTION_WRITE_LIMIT } from '@/lib/subscriptions/service';

/** The reminder's stop link, without a session: the token is the proof; guesses are limited per address. */
export const POST = route({ body: stopLinkSchema, rateLimit: { rule: SUBSCRIPTION_WRITE_LIMIT, per: 'ip' } }, async ({ body }) =>
  stopRenewalByLink(body.token),
);
