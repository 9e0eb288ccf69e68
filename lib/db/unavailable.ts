/** Server-side: query_canceled (statement_timeout), admin/crash shutdown, idle-session timeouts, cannot connect now. */
const unavailableCodes = new Set([
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '57P05',
  '25P03',
  '08000',
  '08003',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
]);

/** Client-side messages of pg and pg-pool when the database does not answer or the connection broke. */
const unavailableMessages = ['Query read timeout', 'timeout exceeded when trying to connect', 'Connection terminated', 'is not queryable'];

/**
 * Whether an error (or the error drizzle wraps as its cause) means the database is unreachable or too slow
 * right now — worth a 503 "try again shortly" rather than a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (unavailableMessages.some((message) => current instanceof Error && current.message.includes(message))) return true;
  }
  return false;
}
