import { confirmPassword, PASSWORD_CHECKS, requestEmailChange } from '@/lib/accounts/account-service';
import { changeEmailSchema } from '@/lib/accounts/personal-info-schema';
import { route } from '@/lib/handlers/route';
import { getPathname } from '@/lib/i18n/navigation';

/** Starts an e-mail change after re-authentication; the link in the mail completes it. */
export const POST = route(
  { auth: 'required', body: changeEmailSchema, rateLimit: { rule: PASSWORD_CHECKS, per: 'user' } },
  async ({ request, locale, user, body }) => {
    await confirmPassword(request.headers, user, body.password);
    const returnTo = `${getPathname({ href: '/account/personal-info', locale })}?email=changed`;
    await requestEmailChange(request.headers, user, body.newEmail, returnTo);
  },
);
