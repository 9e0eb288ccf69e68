import { z } from 'zod';
import type { SessionUser } from '@/lib/accounts/session';
import type { FormMessages } from '@/lib/i18n/message-keys';
import type { Locale } from '@/lib/i18n/routing';
import { reportError } from '@/lib/monitoring/server';
import type { RateLimitRule } from '@/lib/rate-limit/types';
import { readBodyWithin } from '@/lib/http/body-limit';
import { clientAddress } from '@/lib/http/client-address';
import { pathOfNul } from '@/lib/http/nul';
import { isCrossSiteRequest, ownOrigins } from '@/lib/http/csrf';
import { DomainError } from '@/lib/errors/domain-error';
import { errorMessage, errorResponse, httpStatusOf, InvalidFieldError, outageBehind, unavailableResponse } from '@/lib/http/errors';
import { isHtmlFormPost, readHtmlForm, refusalKey, seeOther, type HtmlFormOptions } from '@/lib/http/html-form';
import { INVALID_FIELD_HEADER } from '@/lib/http/invalid-field-header';
import { requestLocale } from '@/lib/http/request-locale';
import { schemaMessage } from '@/lib/http/schema-message';

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.infer<S> : undefined;

type AuthMode = 'required' | 'optional' | undefined;
type UserOf<A extends AuthMode> = A extends 'required' ? SessionUser : A extends 'optional' ? SessionUser | undefined : undefined;

export type RouteContext<B extends Schema, Q extends Schema, P extends Schema, A extends AuthMode = undefined> = {
  request: Request;
  locale: Locale;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  user: UserOf<A>;
};

/**
 * Whose attempts a limit counts: the client's address, the signed-in user (only with
 * `auth: 'required'`), or a key the handler derives from the parsed request.
 */
type RateLimitSubject<B extends Schema, Q extends Schema, P extends Schema, A extends AuthMode> =
  'ip' | (A extends 'required' ? 'user' : never) | ((context: RouteContext<B, Q, P, A>) => string);

export type RouteRateLimit<B extends Schema, Q extends Schema, P extends Schema, A extends AuthMode> = {
  rule: RateLimitRule;
  per: RateLimitSubject<B, Q, P, A>;
};

type Options<B extends Schema, Q extends Schema, P extends Schema, A extends AuthMode> = {
  body?: B;
  query?: Q;
  params?: P;
  /**
   * 'required': 401 without a session; 'optional': `user` is the signed-in person or undefined.
   * Either way a deactivated user is blocked with 403 and the "account deactivated" message.
   */
  auth?: A;
  /** Counted once the request is valid, before the handler runs; over the limit → 429. */
  rateLimit?: RouteRateLimit<B, Q, P, A>;
  /** The largest JSON body read, in bytes (default DEFAULT_MAX_BODY_BYTES); past it → 413. */
  maxBodyBytes?: number;
  /**
   * Where the schemas' message keys live — the form's own `messages` — so a refused value is
   * answered in the form's words ("Ugyldigt CPR-nummer"), not the generic "The field cpr is invalid.".
   */
  messages?: FormMessages;
  /** The route also takes the plain form of its page, posted without JavaScript (./html-form.ts). */
  htmlForm?: HtmlFormOptions<RouteContext<B, Q, P, A>>;
};

/** Far above any form of ours (the longest, feedback, allows 5,000 characters). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

type NextContext = { params: Promise<Record<string, string | string[]>> };

function parseOrThrow<S extends Schema>(schema: S | undefined, value: unknown): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  // One rule for every body, query and path: no string of ours may hold a NUL (lib/http/nul.ts).
  const nul = pathOfNul(value);
  if (nul !== null) throw nul ? new InvalidFieldError(nul) : new DomainError('Invalid', 'badRequest');
  const result = schema.safeParse(value);
  if (result.success) return result.data as Parsed<S>;
  const [issue] = result.error.issues;
  const field = issue?.path.join('.');
  throw field ? new InvalidFieldError(field, issue.message) : new DomainError('Invalid', 'badRequest');
}

/**
 * A refusal in the request's language. One the schema made speaks in the form's words when the route
 * names where they live; any refusal about a field names it in a header, for the form to show it there.
 */
async function refusal(error: DomainError, locale: Locale, messages: FormMessages | undefined): Promise<Response> {
  const own = error instanceof InvalidFieldError && messages ? await schemaMessage(locale, messages, error.messageKey) : null;
  const field = error.values.field;
  const headers: Record<string, string> = field === undefined ? {} : { [INVALID_FIELD_HEADER]: String(field) };
  return errorResponse(httpStatusOf(error), own ?? errorMessage(locale, error.key, error.values), headers);
}

/** Read while it streams in: a body past the limit is refused before it is held in memory whole. */
async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  const text = new TextDecoder().decode(await readBodyWithin(request, maxBytes));
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError('Invalid', 'invalidJson');
  }
}

/** Loaded only by handlers that look at the session, so the wrapper itself stays free of the database. */
async function sessionUser(mode: AuthMode, headers: Headers): Promise<SessionUser | undefined> {
  if (!mode) return undefined;
  const { getSessionUser } = await import('@/lib/accounts/session');
  const user = await getSessionUser(headers);
  if (!user) {
    if (mode === 'required') throw new DomainError('Unauthenticated', 'unauthorized');
    return undefined;
  }
  if (user.deactivated) throw new DomainError('Forbidden', 'deactivated');
  return user;
}

function subjectOf<B extends Schema, Q extends Schema, P extends Schema, A extends AuthMode>(
  per: RateLimitSubject<B, Q, P, A>,
  context: RouteContext<B, Q, P, A>,
): string {
  if (per === 'ip') return clientAddress(context.request.headers);
  // The types allow 'user' only with auth 'required', so `user` is set here.
  if (per === 'user') return (context.user as SessionUser).id;
  return per(context);
}

/** Like the session, the counters live in the database: loaded only by handlers with a limit. */
async function enforce<B extends Schema, Q extends Schema, P extends Schema, A extends AuthMode>(
  limit: RouteRateLimit<B, Q, P, A>,
  context: RouteContext<B, Q, P, A>,
): Promise<void> {
  const { enforceRateLimit } = await import('@/lib/rate-limit/service');
  await enforceRateLimit(limit.rule, subjectOf(limit.per, context));
}

/**
 * The one wrapper for every route handler: CSRF check on state-changing methods, the session check
 * (before any parsing, so an anonymous caller learns nothing about the input rules), zod parsing of
 * body (JSON, whatever its content type), query and params, the rate limit, and errors mapped to
 * text/plain messages in the request's locale.
 */
export function route<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  A extends AuthMode = undefined,
>(options: Options<B, Q, P, A>, handler: (context: RouteContext<B, Q, P, A>) => Promise<Response | unknown>) {
  return async (request: Request, next?: NextContext): Promise<Response> => {
    const response = await respond(request, next);
    // What a signed-in person sees is theirs: no shared cache (a CDN, a proxy) may keep or serve it.
    return options.auth ? privateResponse(response) : response;
  };

  async function respond(request: Request, next?: NextContext): Promise<Response> {
    let locale = requestLocale(request.headers);
    const htmlForm = options.htmlForm && isHtmlFormPost(request) ? options.htmlForm : undefined;
    // Set once the path is parsed: only then can a refused form go back to its page.
    let formParams: { value: Parsed<P> } | undefined;
    let posted = new URLSearchParams();
    try {
      if (isCrossSiteRequest(request.method, request.headers, ownOrigins(request.headers))) {
        throw new DomainError('Forbidden', 'csrf');
      }
      const user = (await sessionUser(options.auth, request.headers)) as UserOf<A>;
      const query = parseOrThrow(options.query, Object.fromEntries(new URL(request.url).searchParams));
      // Next.js gives a route without path segments no params at all: that reads as none, `{}`.
      const params = parseOrThrow(options.params, (next && (await next.params)) ?? {});
      const maxBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
      let json: unknown;
      if (htmlForm) {
        const read = await readHtmlForm(request, maxBytes);
        locale = read.locale ?? locale;
        posted = read.form;
        formParams = { value: params };
        json = htmlForm.fields ? htmlForm.fields(posted) : Object.fromEntries(posted);
      } else if (options.body) json = await readJson(request, maxBytes);
      const body = options.body ? parseOrThrow(options.body, json) : (undefined as Parsed<B>);
      const context = { request, locale, body, query, params, user };
      if (options.rateLimit) await enforce(options.rateLimit, context);
      const result = await handler(context);
      if (htmlForm) return seeOther(locale, await htmlForm.done(context, result, posted));
      if (result instanceof Response) return result;
      return result === undefined ? new Response(null, { status: 204 }) : Response.json(result);
    } catch (error) {
      if (htmlForm && formParams && error instanceof DomainError) {
        return seeOther(locale, htmlForm.back({ params: formParams.value as never, locale, form: posted }), refusalKey(error));
      }
      if (error instanceof DomainError) return await refusal(error, locale, options.messages);
      return failureResponse(request, error);
    }
  }
}

/**
 * The answer to an error nobody expected: 503 with Retry-After while the database or an outside service
 * is unavailable (the message names which), else a 500 reported to monitoring — both in the request's
 * language, never a stack trace.
 */
export function failureResponse(request: Request, error: unknown): Response {
  const locale = requestLocale(request.headers);
  const outage = outageBehind(error);
  if (outage) {
    // An outage, not a bug: logged for the operators with the service's name, not reported as an exception per request.
    console.error(`Unavailable: ${outage}`, request.method, new URL(request.url).pathname, (error as Error).message);
    return unavailableResponse(locale, outage);
  }
  console.error('Unhandled error in route handler', request.method, new URL(request.url).pathname, error);
  void reportError(error);
  return errorResponse(500, errorMessage(locale, 'internal'));
}

function privateResponse(response: Response): Response {
  if (response.headers.has('cache-control')) return response;
  try {
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  } catch {
    // Response.redirect() and fetched responses have immutable headers: a copy takes the header.
    const copy = new Response(response.body, response);
    copy.headers.set('Cache-Control', 'private, no-store');
    return copy;
  }
}
