import { route } from '@/lib/handlers/route';
import { listMySubscriptions } from '@/lib/subscriptions/service';

export const GET = route({ auth: 'required' }, async ({ user }) => listMySubscriptions(user));
