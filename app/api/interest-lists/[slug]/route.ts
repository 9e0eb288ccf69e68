import { DomainError } from '@/lib/errors/domain-error';
import { route } from '@/lib/handlers/route';
import { followGroupSchema, groupSlugParamsSchema } from '@/lib/interest-lists/schema';
import { followGroup, getFollowStatus, INTEREST_LIST_WRITE_LIMIT, unfollowGroup } from '@/lib/interest-lists/service';

const limit = { rule: INTEREST_LIST_WRITE_LIMIT, per: 'user' } as const;

/** Whether the person follows the group and may; signed out, only whether it can be followed. */
export const GET = route({ auth: 'optional', params: groupSlugParamsSchema }, async ({ user, params }) => {
  const status = await getFollowStatus(user ?? null, params.slug);
  if (!status) throw new DomainError('NotFound', 'notFound');
  return status;
});

/** Follow the group (in the request's language), or change the marketing consent of a list one is on. */
export const PUT = route(
  { auth: 'required', params: groupSlugParamsSchema, body: followGroupSchema, rateLimit: limit },
  async ({ user, params, body, locale }) => followGroup(user, params.slug, locale, body),
);

export const DELETE = route({ auth: 'required', params: groupSlugParamsSchema, rateLimit: limit }, async ({ user, params }) =>
  unfollowGroup(user, params.slug),
);
