import type { Messages } from 'next-intl';

/** A message under `common.errors` (messages/<locale>/common.json): what the person is told. */
export type ErrorKey = keyof Messages['common']['errors'];

/**
 * What went wrong, in the domain's terms. Services throw these and know nothing of HTTP; the two
 * route wrappers (lib/handlers/route.ts, lib/providers/api-route.ts) turn a code into a status, and a job
 * or command reads the code and key. docs/errors.md describes the model.
 */
export type ErrorCode =
  /** The input cannot be read or breaks a field's rule. */
  | 'Invalid'
  /** Nobody is signed in (or the account is gone). */
  | 'Unauthenticated'
  /** Signed in, but not allowed to do this. */
  | 'Forbidden'
  /** No such thing, or not the caller's: both look the same. */
  | 'NotFound'
  /** The thing is not in a state that allows this (already done, taken meanwhile). */
  | 'Conflict'
  /** It existed once: a link that expired or was used. */
  | 'Gone'
  /** The input is larger than allowed. */
  | 'TooLarge'
  /** Well-formed, but a rule of the domain refuses it. */
  | 'Rejected'
  /** Too many attempts: try again later. */
  | 'RateLimited';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: ErrorKey,
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'DomainError';
  }
}

/** Whether `error` is a domain error, of `code` when one is named. */
export function isDomainError(error: unknown, code?: ErrorCode): error is DomainError {
  return error instanceof DomainError && (code === undefined || error.code === code);
}
