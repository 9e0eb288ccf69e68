import { getPersonalInfo, savePersonalInfo } from '@/lib/accounts/account-service';
import { personalInfoSchema } from '@/lib/accounts/personal-info-schema';
import { route } from '@/lib/handlers/route';

/** The session user's own name, e-mail and phone; no user id is ever taken from the request. */
export const GET = route({ auth: 'required' }, async ({ user }) => getPersonalInfo(user));

export const PUT = route({ auth: 'required', body: personalInfoSchema }, async ({ user, body }) => savePersonalInfo(user, body));
