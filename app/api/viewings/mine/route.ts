import { route } from '@/lib/handlers/route';
import { listViewingsOfMember } from '@/lib/viewings/service';

/** The viewings the session user was invited to as a member of a waiting list, for /ventelister. */
export const GET = route({ auth: 'required' }, async ({ user }) => listViewingsOfMember(user));
