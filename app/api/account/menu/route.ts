import { countAwaiting } from '@/lib/home-base/service';
import type { MenuSummary } from '@/lib/home-base/schema';
import { route } from '@/lib/handlers/route';
import { membershipsOf } from '@/lib/providers/console-service';

/** The user menu's badge (things waiting for the person's answer) and whether it links the console. */
export const GET = route({ auth: 'required' }, async ({ user }): Promise<MenuSummary> => {
  const [awaiting, memberships] = await Promise.all([countAwaiting(user), membershipsOf(user)]);
  return { awaiting, companyMember: memberships.length > 0 };
});
