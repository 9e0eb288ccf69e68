import type { HomeBase } from '@/lib/home-base/schema';
import { getHomeBase } from '@/lib/home-base/service';
import { route } from '@/lib/handlers/route';
import { requestNow } from '@/lib/time/test-clock';

/**
 * /konto's overview, for the session user only. The greeting and the console link come with the
 * session the header reads on every page (`GET /api/account/session`), not again from here.
 */
export const GET = route({ auth: 'required' }, ({ request, user }): Promise<HomeBase> => getHomeBase(user, requestNow(request.headers)));
