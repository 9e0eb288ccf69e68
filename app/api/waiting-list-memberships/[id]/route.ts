import { route } from '@/lib/handlers/route';
import { membershipParamsSchema, updateMembershipSchema, WAITING_LIST_MESSAGES } from '@/lib/waiting-lists/schema';
import { changeMyMembership, leaveWaitingList, WAITING_LIST_WRITE_LIMIT } from '@/lib/waiting-lists/service';

const limit = { rule: WAITING_LIST_WRITE_LIMIT, per: 'user' } as const;

/** Active/passive or the criteria; someone else's membership answers 404 like a missing one. */
export const PUT = route(
  { auth: 'required', params: membershipParamsSchema, body: updateMembershipSchema, messages: WAITING_LIST_MESSAGES, rateLimit: limit },
  async ({ user, params, body }) => changeMyMembership(user, params.id, body),
);

/** Leaves the list: the membership and its seniority are gone. */
export const DELETE = route({ auth: 'required', params: membershipParamsSchema, rateLimit: limit }, async ({ user, params }) =>
  leaveWaitingList(user, params.id),
);
