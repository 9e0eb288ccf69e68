import { route } from '@/lib/http/route';
import { memberLinkParamsSchema, openLinkQuerySchema } from '@/lib/viewings/schema';
import { openLinkForOwner } from '@/lib/viewings/service';

/**
 * From /ventelister to an invitation or survey the person got as a waiting-list member: a fresh link
 * for its owner (tokens are stored hashed, so the mailed one cannot be shown again). Someone else's is a 404.
 */
export const GET = route(
  { auth: 'required', params: memberLinkParamsSchema, query: openLinkQuerySchema },
  async ({ user, params, query }) =>
    Response.redirect(await openLinkForOwner(user, 'memberships', params.invitationId, query.purpose), 303),
);
