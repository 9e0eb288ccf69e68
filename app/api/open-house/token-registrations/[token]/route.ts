import { requestSite } from '@/lib/http/request-site';
import { route } from '@/lib/handlers/route';
import { openHouseTokenParamsSchema } from '@/lib/open-house/schema';
import { cancelByToken, getRegistrationByToken, OPEN_HOUSE_TOKEN_LIMIT } from '@/lib/open-house/service';
import { publicOrigin } from '@/lib/white-label/service';

/*
 * The registration a mail's link names, without signing in: read it, and cancel it. An unknown or
 * forged token is a 404; a cancelled registration cannot be cancelled again (409).
 */

const rateLimit = { rule: OPEN_HOUSE_TOKEN_LIMIT, per: 'ip' } as const;

export const GET = route({ params: openHouseTokenParamsSchema, rateLimit }, async ({ params }) => {
  const registration = await getRegistrationByToken(params.token);
  return Response.json(registration, { headers: { 'Cache-Control': 'private, no-store' } });
});

export const DELETE = route({ params: openHouseTokenParamsSchema, rateLimit }, async ({ params, request }) => {
  await cancelByToken(params.token, { origin: await publicOrigin(requestSite(request.headers)) });
});
