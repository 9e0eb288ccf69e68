import { deleteAccount, PASSWORD_CHECKS } from '@/lib/accounts/account-service';
import { deleteAccountSchema } from '@/lib/accounts/personal-info-schema';
import { anonymiseForAccountDeletion } from '@/lib/applications/service';
import { route } from '@/lib/handlers/route';

/** Deletes the session user's own account after re-authentication (the refusals are the service's: see docs/accounts.md). */
export const DELETE = route(
  { auth: 'required', body: deleteAccountSchema, rateLimit: { rule: PASSWORD_CHECKS, per: 'user' } },
  async ({ request, locale, user, body }) => {
    await deleteAccount(request.headers, user, body.password, locale, anonymiseForAccountDeletion);
  },
);
