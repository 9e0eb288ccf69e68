import { route } from '@/lib/http/route';
import { listMySubscriptions } from '@/lib/subscriptions/service';

export const GET = route({ auth: 'required' }, async ({ user }) => listMySubscriptions(user));
