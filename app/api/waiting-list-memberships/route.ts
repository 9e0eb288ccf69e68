import { route } from '@/lib/handlers/route';
import { listMyWaitingListsWithChances } from '@/lib/open-books/service';
import { requestNow } from '@/lib/time/test-clock';
import { setAllStatesSchema } from '@/lib/waiting-lists/schema';
import { setAllMyMemberships, WAITING_LIST_WRITE_LIMIT } from '@/lib/waiting-lists/service';

/**
 * Every waiting list of the session user's, with places, history and estimated wait, the viewings
 * they were invited to as a member, and per list the seniority that won its last homes:
 * /ventelister's one read.
 */
export const GET = route({ auth: 'required' }, async ({ user, request }) =>
  listMyWaitingListsWithChances(user, requestNow(request.headers)),
);

/** "All active" / "all passive". */
export const PUT = route(
  { auth: 'required', body: setAllStatesSchema, rateLimit: { rule: WAITING_LIST_WRITE_LIMIT, per: 'user' } },
  async ({ user, body }) => setAllMyMemberships(user, body.state),
);
