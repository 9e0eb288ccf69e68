import { requestArrival } from '@/lib/http/arrival';
import { requestSite } from '@/lib/http/request-site';
import { route } from '@/lib/handlers/route';
import { groupSlugParamsSchema, signUpRequestSchema, WAITING_LIST_MESSAGES } from '@/lib/waiting-lists/schema';
import { signUpForWaitingList, WAITING_LIST_WRITE_LIMIT } from '@/lib/waiting-lists/service';
import { companyScopeFor, publicOrigin } from '@/lib/white-label/service';

/**
 * Signs the person up for the group's waiting list: 201 with the membership (free list) or with the
 * checkout to pay at (fee list); 409 when already on it, 422 when the list is closed. The CPR comes
 * from MitID where it proved one, else from the form.
 */
export const POST = route(
  {
    auth: 'required',
    params: groupSlugParamsSchema,
    body: signUpRequestSchema,
    messages: WAITING_LIST_MESSAGES,
    rateLimit: { rule: WAITING_LIST_WRITE_LIMIT, per: 'user' },
  },
  async ({ request, user, params, body, locale }) => {
    const site = requestSite(request.headers);
    const [scope, origin] = await Promise.all([companyScopeFor(site), publicOrigin(site)]);
    // Seniority from the moment the request reached the server, however long it waited in line.
    const signUp = await signUpForWaitingList(user, params.slug, body, scope, { locale, origin }, requestArrival(request.headers));
    return Response.json(signUp, { status: 201 });
  },
);
