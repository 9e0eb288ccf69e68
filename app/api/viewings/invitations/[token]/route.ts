import { route } from '@/lib/handlers/route';
import { invitationAnswerSchema, tokenParamsSchema, VIEWING_TOKEN_LIMIT } from '@/lib/viewings/schema';
import { answerInvitation, viewInvitation } from '@/lib/viewings/service';

const rateLimit = { rule: VIEWING_TOKEN_LIMIT, per: 'ip' as const };

/** The invitation behind a link: 404 for an unknown token, 410 with the "link expired" message once expired. */
export const GET = route({ params: tokenParamsSchema, rateLimit }, async ({ params }) => viewInvitation(params.token));

/** Accept a slot or decline; changeable until the viewing starts. The page's form posts here without JavaScript too. */
export const POST = route(
  {
    params: tokenParamsSchema,
    body: invitationAnswerSchema,
    rateLimit,
    htmlForm: {
      done: ({ params }) => ({ pathname: '/booking-invitation/[token]/confirmation', params }),
      back: ({ params }) => ({ pathname: '/booking-invitation/[token]', params }),
    },
  },
  async ({ params, body }) => answerInvitation(params.token, body),
);
