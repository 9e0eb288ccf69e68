/** Server-side: query_canceled (statement_timeout), admin/crash shutdown, idle-session timeouts, cannot connect now. */
const unavailableStates = new Set(['57014', '57P01', '57P02', '57P03', '57P05', '25P03', '08000', '08003', '08006']);

/** The socket's own failures: the database's only when its driver met them (a bucket refuses connections too). */
const unavailableSocketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']);

/** Client-side messages of pg and pg-pool when the database does not answer or the connection broke. */
const unavailableMessages = ['Query read timeout', 'timeout exceeded when trying to connect', 'Connection terminated', 'is not queryable'];

const fromDatabase = Symbol.for('hjemly.db.fromDatabase');

/**
 * Marks an error met while talking to the database (lib/db/pg-pool.ts marks what the pool's connect
 * and a failed query throw), so a refused connection is told apart from another service's.
 */
export function markFromDatabase<E>(error: E): E {
  if (error instanceof Error) Object.defineProperty(error, fromDatabase, { value: true });
  return error;
}

const MAX_CAUSE_DEPTH = 5;

function causes(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let current = error; current instanceof Error && chain.length < MAX_CAUSE_DEPTH; current = current.cause) chain.push(current);
  return chain;
}

// Every query drizzle runs fails as DatabaseQueryError (lib/db/query-errors.ts), its driver's error as the cause.
const isDatabaseError = (error: Error) => fromDatabase in error || error.name === 'DatabaseQueryError';

/**
 * Whether an error (or the error drizzle wraps as its cause) means the database is unreachable or too slow
 * right now — worth a 503 "try again shortly" rather than a 500. Only PostgreSQL's (and PGlite's) own
 * errors count: an SQLSTATE of an outage, or a socket failure or pg message met by the database's driver.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const chain = causes(error);
  const code = (current: Error) => (current as { code?: unknown }).code;
  if (chain.some((current) => unavailableStates.has(code(current) as string))) return true;
  if (!chain.some(isDatabaseError)) return false;
  return chain.some(
    (current) =>
      unavailableSocketCodes.has(code(current) as string) || unavailableMessages.some((message) => current.message.includes(message)),
  );
}
