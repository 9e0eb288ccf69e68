import { requestSite } from '@/lib/http/request-site';
import { route } from '@/lib/http/route';
import { openHouseEventParamsSchema, registrationRequestSchema } from '@/lib/open-house/schema';
import { OPEN_HOUSE_REGISTER_LIMIT, registerForOpenHouse } from '@/lib/open-house/service';
import { publicOrigin } from '@/lib/white-label/service';

/** Register for an open house: signed in with the account's name and address, or as a guest with both typed. */
export const POST = route(
  {
    auth: 'optional',
    params: openHouseEventParamsSchema,
    body: registrationRequestSchema,
    rateLimit: { rule: OPEN_HOUSE_REGISTER_LIMIT, per: 'ip' },
  },
  async ({ user, params, body, locale, request }) =>
    Response.json(
      await registerForOpenHouse(params.eventId, user, body, { locale, origin: await publicOrigin(requestSite(request.headers)) }),
      { status: 201 },
    ),
);
