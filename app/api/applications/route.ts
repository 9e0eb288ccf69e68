import { APPLICATION_FORM_MESSAGES, applyRequestSchema, listQuerySchema } from '@/lib/applications/schema';
import { APPLY_RATE_LIMIT, applyForHome, listMyApplications } from '@/lib/applications/service';
import { requestSite } from '@/lib/http/request-site';
import { route } from '@/lib/handlers/route';
import { publicOrigin } from '@/lib/white-label/service';

/** The session user's own applications, active or inactive (`?status=`). */
export const GET = route({ auth: 'required', query: listQuerySchema }, async ({ user, query }) => listMyApplications(user, query.status));

/** Applies for a home: 201, or 409 when already applied, 422 when the home takes no applications. */
export const POST = route(
  { auth: 'required', body: applyRequestSchema, messages: APPLICATION_FORM_MESSAGES, rateLimit: { rule: APPLY_RATE_LIMIT, per: 'user' } },
  async ({ request, user, body, locale }) =>
    Response.json(await applyForHome(user, body, { locale, origin: await publicOrigin(requestSite(request.headers)) }), { status: 201 }),
);
