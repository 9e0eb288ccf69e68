import { route } from '@/lib/handlers/route';
import { requireMembership } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';
import { requestNow } from '@/lib/time/test-clock';
import { sendSurveys } from '@/lib/viewings/landlord-service';
import { viewingParamsSchema } from '@/lib/viewings/schema';

/** The console's "send survey": to everyone whose accepted slot has ended and has not had it. */
export const POST = route(
  { auth: 'required', query: companyQuerySchema, params: viewingParamsSchema },
  async ({ user, request, query, params }) => {
    const { companyId } = await requireMembership(user, query.company);
    return sendSurveys(companyId, params.id, requestNow(request.headers));
  },
);
