import { requestSite } from '@/lib/http/request-site';
import { route } from '@/lib/handlers/route';
import { completeInvitation } from '@/lib/waiting-lists/invitation-service';
import { invitationParamsSchema, signUpRequestSchema, WAITING_LIST_MESSAGES } from '@/lib/waiting-lists/schema';
import { WAITING_LIST_WRITE_LIMIT } from '@/lib/waiting-lists/service';
import { publicOrigin } from '@/lib/white-label/service';

/** An imported member completes the sign-up by the mailed link and keeps the seniority it carries. */
export const POST = route(
  {
    auth: 'required',
    params: invitationParamsSchema,
    body: signUpRequestSchema,
    messages: WAITING_LIST_MESSAGES,
    rateLimit: { rule: WAITING_LIST_WRITE_LIMIT, per: 'user' },
  },
  async ({ request, user, params, body, locale }) =>
    Response.json(
      await completeInvitation(user, params.token, body, { locale, origin: await publicOrigin(requestSite(request.headers)) }),
      {
        status: 201,
      },
    ),
);
