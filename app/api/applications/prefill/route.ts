import { prefillQuerySchema } from '@/lib/applications/schema';
import { getApplyPrefill } from '@/lib/applications/service';
import { route } from '@/lib/handlers/route';

/** The apply form's starting values for the session user, and their application for the home if any. */
export const GET = route({ auth: 'required', query: prefillQuerySchema }, async ({ user, query }) => getApplyPrefill(user, query.property));
