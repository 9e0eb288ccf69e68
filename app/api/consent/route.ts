import { consentSetCookie } from '@/lib/analytics/consent';
import { choiceOf, consentFormSchema } from '@/lib/analytics/consent-form';
import { route } from '@/lib/handlers/route';
import { readBodyWithin } from '@/lib/http/body-limit';
import { cameOverHttps } from '@/lib/http/security-headers';

/** The page the banner was answered on, when the browser names one of ours; else the front page. */
function pageOf(request: Request): string {
  const referrer = URL.canParse(request.headers.get('referer') ?? '') ? new URL(request.headers.get('referer')!) : null;
  return referrer && referrer.host === request.headers.get('host') ? `${referrer.pathname}${referrer.search}` : '/';
}

/**
 * The cookie banner's "Accept all" or "Reject all", posted as a plain form by a browser without
 * JavaScript (with it, the banner writes the choice itself): the same cookie the banner writes, then
 * back to the page (303), which proxy.ts then marks as answered, so the banner is gone. The route
 * wrapper refuses a foreign Origin as for every browser POST; an answer that is neither changes nothing.
 */
export const POST = route({}, async ({ request }) => {
  const form = new URLSearchParams(new TextDecoder().decode(await readBodyWithin(request, 1024)));
  const parsed = consentFormSchema.safeParse({ choice: form.get('choice') });
  const headers = new Headers({ Location: pageOf(request), 'Cache-Control': 'no-store' });
  if (parsed.success) headers.set('Set-Cookie', consentSetCookie(choiceOf(parsed.data.choice), Date.now(), cameOverHttps(request.headers)));
  return new Response(null, { status: 303, headers });
});
