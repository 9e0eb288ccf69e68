import { z } from 'zod';
import { route } from '@/lib/handlers/route';
import { absoluteUrl } from '@/lib/seo/urls';
import { unsubscribe } from '@/lib/saved-searches/alerts-service';
import { UNSUBSCRIBE_LIMIT } from '@/lib/saved-searches/schema';

const params = z.object({ token: z.string().min(1).max(800) });

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` here, without
 * cookies, and so does the confirmation page's button. The signed token is the authority; the body
 * is not read. A link we did not sign is 404; a used one changes nothing again.
 */
export const POST = route({ params, rateLimit: { rule: UNSUBSCRIBE_LIMIT, per: 'ip' } }, async ({ params }) => unsubscribe(params.token));

/** Opened in a browser instead: the page that asks to confirm (a GET never unsubscribes). */
export const GET = route({ params }, async ({ params, request, locale }) => {
  const page = absoluteUrl(locale, { pathname: '/saved-searches/unsubscribe/[token]', params }, new URL(request.url));
  return Response.redirect(page, 303);
});
