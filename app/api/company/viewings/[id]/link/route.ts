import { route } from '@/lib/handlers/route';
import { requireMembership } from '@/lib/providers/console-service';
import { companyQuerySchema } from '@/lib/providers/schema';
import { requestNow } from '@/lib/time/test-clock';
import { newBookingLink } from '@/lib/viewings/landlord-service';
import { viewingParamsSchema } from '@/lib/viewings/schema';

/** The console's "new booking link" of a viewing anyone with the link may book. */
export const POST = route(
  { auth: 'required', query: companyQuerySchema, params: viewingParamsSchema },
  async ({ user, request, query, params }) => {
    const { companyId } = await requireMembership(user, query.company);
    return newBookingLink(companyId, params.id, requestNow(request.headers));
  },
);
