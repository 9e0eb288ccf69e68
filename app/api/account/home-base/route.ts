import type { AccountHome } from '@/lib/home-base/schema';
import { getHomeBase } from '@/lib/home-base/service';
import { route } from '@/lib/handlers/route';
import { reportError } from '@/lib/monitoring/server';
import { membershipsOf } from '@/lib/providers/console-service';
import { requestNow } from '@/lib/time/test-clock';

/**
 * /konto's personal part, for the session user only. A failure to gather the overview is reported and
 * answered as `homeBase: null`, so the greeting and the console link still come.
 */
export const GET = route({ auth: 'required' }, async ({ request, user }): Promise<AccountHome> => {
  const [homeBase, memberships] = await Promise.all([
    getHomeBase(user, requestNow(request.headers)).catch(async (error: unknown) => {
      await reportError(error);
      return null;
    }),
    membershipsOf(user),
  ]);
  return { firstName: user.name.split(' ')[0] || user.name, email: user.email, companyMember: memberships.length > 0, homeBase };
});
