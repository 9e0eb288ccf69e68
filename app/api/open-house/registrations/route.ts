import { z } from 'zod';
import { route } from '@/lib/handlers/route';
import { listOwnRegistrations } from '@/lib/open-house/service';

const querySchema = z.object({ group: z.string().trim().min(1).max(200) });

/** The signed-in person's registrations for a group's open houses. */
export const GET = route({ auth: 'required', query: querySchema }, async ({ user, query }) => listOwnRegistrations(user, query.group));
