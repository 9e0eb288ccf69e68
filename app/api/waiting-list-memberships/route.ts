import { route } from '@/lib/handlers/route';
import { setAllStatesSchema } from '@/lib/waiting-lists/schema';
import { listMyWaitingLists, setAllMyMemberships, WAITING_LIST_WRITE_LIMIT } from '@/lib/waiting-lists/service';

/**
 * Every waiting list of the session user's, with places, history and estimated wait, and the viewings
 * they were invited to as a member: /ventelister's one read.
 */
export const GET = route({ auth: 'required' }, async ({ user }) => listMyWaitingLists(user));

/** "All active" / "all passive". */
export const PUT = route(
  { auth: 'required', body: setAllStatesSchema, rateLimit: { rule: WAITING_LIST_WRITE_LIMIT, per: 'user' } },
  async ({ user, body }) => setAllMyMemberships(user, body.state),
);
