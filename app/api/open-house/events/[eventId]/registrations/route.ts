import { requestSite } from '@/lib/http/request-site';
import { route } from '@/lib/handlers/route';
import { OUTCOME_PARAM, openHouseEventParamsSchema, registrationRequestSchema, type RegistrationResult } from '@/lib/open-house/schema';
import { OPEN_HOUSE_REGISTER_LIMIT, registerForOpenHouse } from '@/lib/open-house/service';
import { publicOrigin } from '@/lib/white-label/service';

const openHousePage = (form: URLSearchParams) => ({
  pathname: '/property-group/[slug]/open-house' as const,
  params: { slug: form.get('group') ?? '' },
});

/**
 * Register for an open house: signed in with the account's name and address, or as a guest with both
 * typed. The page's plain form posts here without JavaScript and returns to the page with the outcome.
 */
export const POST = route(
  {
    auth: 'optional',
    params: openHouseEventParamsSchema,
    body: registrationRequestSchema,
    rateLimit: { rule: OPEN_HOUSE_REGISTER_LIMIT, per: 'ip' },
    htmlForm: {
      // Empty fields are left out: a signed-in person registers with their account.
      fields: (form) => ({ name: form.get('name')?.trim() || undefined, email: form.get('email')?.trim() || undefined }),
      done: async (_context, result, form) => {
        const { state } = (await (result as Response).clone().json()) as RegistrationResult;
        return { ...openHousePage(form), query: { [OUTCOME_PARAM]: state } };
      },
      back: ({ form }) => openHousePage(form),
    },
  },
  async ({ user, params, body, locale, request }) =>
    Response.json(
      await registerForOpenHouse(params.eventId, user, body, { locale, origin: await publicOrigin(requestSite(request.headers)) }),
      { status: 201 },
    ),
);
