import { route } from '@/lib/handlers/route';
import { listInterestLists } from '@/lib/interest-lists/service';

export const GET = route({ auth: 'required' }, async ({ user }) => listInterestLists(user));
