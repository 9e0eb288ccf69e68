import { route } from '@/lib/handlers/route';
import { openLinkParamsSchema, openLinkQuerySchema } from '@/lib/viewings/schema';
import { openLinkForOwner } from '@/lib/viewings/service';

/**
 * From the application page to the invitation or survey page: a fresh link for the signed-in owner
 * (tokens are stored hashed, so the mailed one cannot be shown again). Someone else's is a 404.
 */
export const GET = route({ auth: 'required', params: openLinkParamsSchema, query: openLinkQuerySchema }, async ({ user, params, query }) =>
  Response.redirect(await openLinkForOwner(user, { applicationId: params.id }, params.invitationId, query.purpose), 303),
);
