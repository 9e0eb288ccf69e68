import { route } from '@/lib/handlers/route';
import { MY_DATA_MAIL_RATE_LIMIT, mailMyDataLink } from '@/lib/my-data/service';
import { requestNow } from '@/lib/time/test-clock';

/**
 * "Email me a copy": a link to the export, mailed to the account's address. The page's button posts
 * here as a plain form, and comes back to the page with the outcome.
 */
export const POST = route(
  {
    auth: 'required',
    rateLimit: { rule: MY_DATA_MAIL_RATE_LIMIT, per: 'user' },
    htmlForm: {
      done: () => ({ pathname: '/account/my-data', query: { sendt: '1' } }),
      back: () => '/account/my-data',
    },
  },
  async ({ user, locale, request }) => mailMyDataLink(user, locale, requestNow(request.headers)),
);
