import { route } from '@/lib/handlers/route';
import { requestNow } from '@/lib/time/test-clock';
import { linkBookingSchema, tokenParamsSchema, VIEWING_TOKEN_LIMIT } from '@/lib/viewings/schema';
import { bookThroughLink, viewBookingLink } from '@/lib/viewings/service';

const rateLimit = { rule: VIEWING_TOKEN_LIMIT, per: 'ip' as const };

/** The viewing behind its shared link: the home and the times with their free places. */
export const GET = route({ params: tokenParamsSchema, rateLimit }, async ({ params, request }) =>
  viewBookingLink(params.token, requestNow(request.headers)),
);

/**
 * Book a time through the link, signed in. Answers with a fresh link to the booking's own page; the
 * page's form posts here without JavaScript too and lands on the booking's confirmation.
 */
export const POST = route(
  {
    auth: 'required',
    params: tokenParamsSchema,
    body: linkBookingSchema,
    rateLimit,
    htmlForm: {
      done: async (_context, result) => {
        const { token } = (await (result as Response).clone().json()) as { token: string };
        return { pathname: '/booking-invitation/[token]/confirmation', params: { token } };
      },
      back: ({ params }) => ({ pathname: '/booking-link/[token]', params }),
    },
  },
  async ({ user, params, body, locale, request }) =>
    Response.json(await bookThroughLink(user, params.token, body, locale, requestNow(request.headers)), { status: 201 }),
);
