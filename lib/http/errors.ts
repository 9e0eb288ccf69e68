import type { Messages } from 'next-intl';
import { createTranslator } from '@/lib/i18n/shared-formatters';
import daCommon from '@/messages/da-DK/common.json';
import enCommon from '@/messages/en-DK/common.json';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
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

/** How long a client should wait before trying again while the database does not answer. */
const databaseRetryAfterSeconds = 5;

/** A stalled or unreachable database answers 503 with a "try again shortly" message, not a 500. */
export function databaseUnavailableResponse(locale: Locale, error: unknown): Response | undefined {
  if (!isDatabaseUnavailable(error)) return undefined;
  return errorResponse(503, errorMessage(locale, 'databaseUnavailable'), { 'Retry-After': String(databaseRetryAfterSeconds) });
}
