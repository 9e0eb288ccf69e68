import { z } from 'zod';
import type { SessionUser } from '@/lib/accounts/session';
import type { Locale } from '@/lib/i18n/routing';
import { reportError } from '@/lib/monitoring/server';
import { isCrossSiteRequest, ownOrigins } from './csrf';
import { errorMessage, errorResponse, HttpError } from './errors';
import { requestLocale } from './request-locale';

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.infer<S> : undefined;

type AuthMode = 'required' | undefined;

type Options<B extends Schema, Q extends Schema, P extends Schema, A extends AuthMode> = {
  body?: B;
  query?: Q;
  params?: P;
  /** 'required': 401 without a session, 403 for a deactivated user (SPEC §6, §8); `user` is then set. */
  auth?: A;
};

export type RouteContext<B extends Schema, Q extends Schema, P extends Schema, A extends AuthMode = undefined> = {
  request: Request;
  locale: Locale;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  user: A extends 'required' ? SessionUser : undefined;
};

type NextContext = { params: Promise<Record<string, string | string[]>> };

function parseOrThrow<S extends Schema>(schema: S | undefined, value: unknown): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  const result = schema.safeParse(value);
  if (result.success) return result.data as Parsed<S>;
  const field = result.error.issues[0]?.path.join('.');
  throw field ? new HttpError(400, 'invalidField', { field }) : new HttpError(400, 'badRequest');
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalidJson');
  }
}

/** Loaded only by handlers that need a session, so the wrapper itself stays free of the database. */
async function requireUser(headers: Headers): Promise<SessionUser> {
  const { getSessionUser } = await import('@/lib/accounts/session');
  const user = await getSessionUser(headers);
  if (!user) throw new HttpError(401, 'unauthorized');
  if (user.deactivated) throw new HttpError(403, 'deactivated');
  return user;
}

/**
 * The one wrapper for every route handler: CSRF check on state-changing methods, zod parsing of
 * body (JSON, whatever its content type), query and params, and errors mapped to text/plain
 * messages in the request's locale, and the session check (before any parsing, so an anonymous
 * caller learns nothing about the input rules).
 */
export function route<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  A extends AuthMode = undefined,
>(options: Options<B, Q, P, A>, handler: (context: RouteContext<B, Q, P, A>) => Promise<Response | unknown>) {
  return async (request: Request, next?: NextContext): Promise<Response> => {
    const locale = requestLocale(request.headers);
    try {
      if (isCrossSiteRequest(request.method, request.headers, ownOrigins(request.headers))) {
        throw new HttpError(403, 'csrf');
      }
      const user = (options.auth === 'required' ? await requireUser(request.headers) : undefined) as RouteContext<B, Q, P, A>['user'];
      const query = parseOrThrow(options.query, Object.fromEntries(new URL(request.url).searchParams));
      const params = parseOrThrow(options.params, next ? await next.params : {});
      const body = options.body ? parseOrThrow(options.body, await readJson(request)) : (undefined as Parsed<B>);
      const result = await handler({ request, locale, body, query, params, user });
      if (result instanceof Response) return result;
      return result === undefined ? new Response(null, { status: 204 }) : Response.json(result);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, errorMessage(locale, error.key, error.values));
      console.error('Unhandled error in route handler', request.method, new URL(request.url).pathname, error);
      void reportError(error);
      return errorResponse(500, errorMessage(locale, 'internal'));
    }
  };
}
