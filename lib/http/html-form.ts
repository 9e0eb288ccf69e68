import { getPathname } from '@/lib/i18n/navigation';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { readBodyWithin } from './body-limit';
import type { DomainError } from '@/lib/errors/domain-error';
import { InvalidFieldError } from './errors';

/*
 * The few answers a person gives from a mail's link (a viewing, an offer, a contract, an open house)
 * also work without JavaScript: the page's form posts itself, url-encoded, to the route the script
 * calls, and the route answers with a redirect — to the outcome page, or back to the form with what
 * was refused. Same handler, same CSRF check, rate limit and rules; only the envelope differs.
 */

export type PageHref = Parameters<typeof getPathname>[0]['href'];

/** The hidden field that names the form page's language: where the redirect goes. */
export const FORM_LOCALE_FIELD = 'locale';
/** The query parameter that brings a refusal's key back to the form's page. */
export const FORM_REFUSAL_PARAM = 'fejl';

export type HtmlFormOptions<C> = {
  /** The JSON body the fields stand for; default: the fields as they are. */
  fields?: (form: URLSearchParams) => unknown;
  /** The outcome page after the handler ran; `form` is what was posted. */
  done: (context: C, result: unknown, form: URLSearchParams) => PageHref | Promise<PageHref>;
  /** The form's own page, shown again with the refusal. */
  back: (context: { params: C extends { params: infer P } ? P : never; locale: Locale; form: URLSearchParams }) => PageHref;
};

/** A browser's own form submission (no script): the only place we take url-encoded bodies. */
export function isHtmlFormPost(request: Request): boolean {
  return request.method === 'POST' && (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
}

export async function readHtmlForm(request: Request, maxBytes: number): Promise<{ form: URLSearchParams; locale: Locale | null }> {
  const form = new URLSearchParams(new TextDecoder().decode(await readBodyWithin(request, maxBytes)));
  const locale = form.get(FORM_LOCALE_FIELD);
  form.delete(FORM_LOCALE_FIELD);
  return { form, locale: isLocale(locale ?? undefined) ? (locale as Locale) : null };
}

/** The key a refusal is known by on the form's page: the schema's own message key, else the error's. */
export function refusalKey(error: DomainError): string {
  return error instanceof InvalidFieldError && error.messageKey ? error.messageKey : error.key;
}

/** 303 See Other: the browser asks for the page with GET, so a reload never posts again. */
export function seeOther(locale: Locale, href: PageHref, refusal?: string): Response {
  const path = getPathname({ locale, href });
  const location = refusal ? `${path}${path.includes('?') ? '&' : '?'}${FORM_REFUSAL_PARAM}=${encodeURIComponent(refusal)}` : path;
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
