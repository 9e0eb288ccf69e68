import type { Messages } from 'next-intl';
import { createTranslator } from '@/lib/i18n/shared-formatters';
import daCommon from '@/messages/da-DK/common.json';
import enCommon from '@/messages/en-DK/common.json';
import { databaseFailedRecently, isDatabaseUnavailable } from '@/lib/db/unavailable';
import { DependencyUnavailableError, type Dependency, isNoSpace } from '@/lib/errors/dependency';
import { DomainError, type ErrorCode, type ErrorKey } from '@/lib/errors/domain-error';
import type { Locale } from '@/lib/i18n/routing';

/** The one place a domain error's code becomes an HTTP status (docs/errors.md). */
const STATUS_OF: Record<ErrorCode, number> = {
  Invalid: 400,
  Unauthenticated: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  Gone: 410,
  TooLarge: 413,
  Rejected: 422,
  RateLimited: 429,
};

export function httpStatusOf(error: DomainError): number {
  return STATUS_OF[error.code];
}

/** A value a schema refused: `field` is the path of the first problem, `messageKey` the schema's key for it, if any. */
export class InvalidFieldError extends DomainError {
  constructor(
    readonly field: string,
    readonly messageKey = '',
  ) {
    super('Invalid', 'invalidField', { field });
  }
}

const common = { 'da-DK': daCommon, 'en-DK': enCommon } as const;

export function errorMessage(locale: Locale, key: ErrorKey, values: Record<string, string | number> = {}): string {
  const t = createTranslator({
    locale,
    messages: { common: common[locale] } as Messages,
    namespace: 'common.errors',
  });
  return t(key, values as never);
}

/** Errors are text/plain, readable, in the request's locale — never a stack trace. */
export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/**
 * What is out when a request fails for want of a service: the database, or one outside it; `imagesFull`:
 * the store of pictures and documents answers but has no room left (a full disk or bucket).
 */
export type Outage = 'database' | Dependency | 'imagesFull';

/** How long a client should wait before trying again while a service does not answer. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

type OutageAnswer = { key: ErrorKey; slug: string; status: number; retryAfterSeconds: number };
const unanswered = (key: ErrorKey, slug: string): OutageAnswer => ({
  key,
  slug,
  status: 503,
  retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
});

/**
 * Each outage's message (in both locales), the provider API's problem type, the status and the
 * Retry-After. A full store is 507 and a minute: room is made by an operator, not by waiting 5 s.
 */
export const OUTAGES: Record<Outage, OutageAnswer> = {
  database: unanswered('databaseUnavailable', 'database-unavailable'),
  images: unanswered('storageUnavailable', 'storage-unavailable'),
  imagesFull: { key: 'storageFull', slug: 'storage-full', status: 507, retryAfterSeconds: 60 },
  email: unanswered('emailUnavailable', 'email-unavailable'),
  // The CMS's reads are kept for 60 s and asked again after: trying sooner would find the same.
  cms: { ...unanswered('cmsUnavailable', 'cms-unavailable'), retryAfterSeconds: 30 },
  flags: unanswered('flagsUnavailable', 'flags-unavailable'),
  payments: unanswered('paymentsUnavailable', 'payments-unavailable'),
};

/** Which service a failure is the outage of, if any: a stalled database, or an adapter's DependencyUnavailableError. */
export function outageOf(error: unknown): Outage | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof DependencyUnavailableError)
      return current.dependency === 'images' && isNoSpace(current) ? 'imagesFull' : current.dependency;
  }
  return isDatabaseUnavailable(error) ? 'database' : undefined;
}

/**
 * The outage behind a failure: the one it names, or — for a fault that names none, moments after the
 * database failed this process — the database's. Libraries catch our errors and throw their own
 * without the cause (better-auth answers a session read whose pool timed out with its APIError
 * "Failed to get session"), so a 500 there would blame us for the database being away.
 */
export function outageBehind(error: unknown, now = Date.now()): Outage | undefined {
  return outageOf(error) ?? (databaseFailedRecently(now) ? 'database' : undefined);
}

/** A service that does not answer (503) or a full store (507): a message naming what is out, not a 500. */
export function unavailableResponse(locale: Locale, outage: Outage): Response {
  const { key, status, retryAfterSeconds } = OUTAGES[outage];
  return errorResponse(status, errorMessage(locale, key), { 'Retry-After': String(retryAfterSeconds) });
}
