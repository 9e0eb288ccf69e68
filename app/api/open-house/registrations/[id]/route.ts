import { requestSite } from '@/lib/http/request-site';
import { route } from '@/lib/handlers/route';
import { openHouseRegistrationParamsSchema } from '@/lib/open-house/schema';
import { cancelOwnRegistration } from '@/lib/open-house/service';
import { publicOrigin } from '@/lib/white-label/service';

/** A signed-in person cancels their own registration (someone else's is a 404). */
export const DELETE = route({ auth: 'required', params: openHouseRegistrationParamsSchema }, async ({ user, params, request }) => {
  await cancelOwnRegistration(user, params.id, { origin: await publicOrigin(requestSite(request.headers)) });
});
