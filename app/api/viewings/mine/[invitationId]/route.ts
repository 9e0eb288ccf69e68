import { route } from '@/lib/handlers/route';
import { memberLinkParamsSchema, openLinkQuerySchema } from '@/lib/viewings/schema';
import { openLinkForOwner } from '@/lib/viewings/service';

/**
 * From /ventelister or /konto to one of the person's own invitations or surveys (as an applicant or a
 * member): a fresh link for its owner (tokens are stored hashed, so the mailed one cannot be shown
 * again). Someone else's is a 404.
 */
export const GET = route(
  { auth: 'required', params: memberLinkParamsSchema, query: openLinkQuerySchema },
  async ({ user, params, query }) => Response.redirect(await openLinkForOwner(user, 'all', params.invitationId, query.purpose), 303),
);
