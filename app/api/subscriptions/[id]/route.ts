import { route } from '@/lib/handlers/route';
import { renewalChangeSchema, subscriptionParamsSchema } from '@/lib/subscriptions/schema';
import { changeRenewal, SUBSCRIPTION_WRITE_LIMIT } from '@/lib/subscriptions/service';

/** Stop or resume automatic renewal; someone else's subscription is 404, an expired one 422. */
export const PUT = route(
  {
    auth: 'required',
    params: subscriptionParamsSchema,
    body: renewalChangeSchema,
    rateLimit: { rule: SUBSCRIPTION_WRITE_LIMIT, per: 'user' },
  },
  async ({ user, params, body }) => changeRenewal(user, params.id, body),
);
