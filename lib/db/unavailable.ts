/**
 * Server-side: query_canceled (statement_timeout), admin/crash shutdown, idle-session timeouts, cannot
 * connect now, and no connection left (53300 too_many_connections: max_connections or a role's or
 * database's CONNECTION LIMIT; 53400 configuration_limit_exceeded).
 */
const unavailableStates = new Set(['57014', '57P01', '57P02', '57P03', '57P05', '25P03', '08000', '08003', '08006', '53300', '53400']);

/** The socket's own failures: the database's only when its driver met them (a bucket refuses connections too). */
const unavailableSocketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']);

/**
 * Client-side messages of pg and pg-pool when the database does not answer or the connection broke: a
 * statement that never answers, no free connection within the wait, a connect that stalls ("Connection
 * terminated due to connection timeout"), a socket cut.
 */
const unavailableMessages = ['Query read timeout', 'timeout exceeded when trying to connect', 'Connection terminated', 'is not queryable'];

const fromDatabase = Symbol.for('hjemly.db.fromDatabase');

/**
 * Marks an error met while talking to the database (lib/db/pg-pool.ts marks what the pool's connect
 * and a failed query throw), so a refused connection is told apart from another service's.
 */
export function markFromDatabase<E>(error: E): E {
  if (error instanceof Error) Object.defineProperty(error, fromDatabase, { value: true });
  noteIfUnavailable(error);
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

/*
 * When this process last met the database away. A page that fails is answered by Next.js with a
 * bare 500 whose error the production server never sees; a 500 just after the database failed is
 * taken as that failure (scripts/outage-answer.ts). Kept on globalThis: the pool, Next.js's bundles
 * and the server are separate module instances in one process.
 */
const lastOutage: { at: number } = ((globalThis as { [key: symbol]: { at: number } | undefined })[Symbol.for('hjemly.db.lastOutage')] ??= {
  at: Number.NEGATIVE_INFINITY,
});

/** How long after a failure a fault still counts as the database's: a request fails within moments of its query. */
export const OUTAGE_MEMORY_MS = 10_000;

/** Remembers that the database was away, when `error` says so (the pool's connects, every failed query). */
export function noteIfUnavailable(error: unknown, now = Date.now()): void {
  if (isDatabaseUnavailable(error)) lastOutage.at = now;
}

/** When a query of this process last went through (lib/db/query-errors.ts notes every one). */
const lastAnswer: { at: number } = ((globalThis as { [key: symbol]: { at: number } | undefined })[Symbol.for('hjemly.db.lastAnswer')] ??= {
  at: Number.NEGATIVE_INFINITY,
});

export function noteDatabaseAnswered(now = Date.now()): void {
  lastAnswer.at = now;
}

/** Whether a query went through within the last `withinMs` and none has failed for the outage since. */
export function databaseAnsweredRecently(withinMs: number, now = Date.now()): boolean {
  return now - lastAnswer.at < withinMs && lastAnswer.at > lastOutage.at;
}

/** Whether the database failed this process within the last OUTAGE_MEMORY_MS. */
export function databaseFailedRecently(now = Date.now()): boolean {
  return now - lastOutage.at < OUTAGE_MEMORY_MS;
}

/** For tests: forget the last failure and the last answer. */
export function forgetDatabaseOutage(): void {
  lastOutage.at = Number.NEGATIVE_INFINITY;
  lastAnswer.at = Number.NEGATIVE_INFINITY;
}
