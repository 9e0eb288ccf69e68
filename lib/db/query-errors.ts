import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { noteDatabaseAnswered, noteIfUnavailable } from './unavailable';

/**
 * Fields of a PostgreSQL error (pg's and PGlite's DatabaseError alike) that name parts of the schema or
 * the kind of failure, never a row's values. `detail` ("Key (email)=(…) already exists"), `where` and
 * `internalQuery` can quote the values and are dropped.
 */
const SAFE_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;
type SafeField = (typeof SAFE_FIELDS)[number];

/** Shorter values (`1`, `da`) would blank out ordinary words of the message without hiding anything. */
const MIN_REDACTED_LENGTH = 3;
const MAX_CAUSE_DEPTH = 5;

/** The driver's error, with its code and the names it gives, without the values it quoted. */
export class DatabaseErrorCause extends Error {
  declare code?: string;
  declare severity?: string;
  declare schema?: string;
  declare table?: string;
  declare column?: string;
  declare dataType?: string;
  declare constraint?: string;
  declare routine?: string;

  constructor(message: string, fields: Partial<Record<SafeField, string>>, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'DatabaseErrorCause';
    Object.assign(this, fields);
  }
}

/**
 * How much of the SQL the message quotes: enough to tell which statement failed. A multi-row insert
 * of a seed or an import is ~1 MB of `($1, $2, …)`, which would fill the log and monitoring with
 * placeholders.
 */
const MAX_QUOTED_QUERY = 1000;

function quoted(query: string): string {
  return query.length <= MAX_QUOTED_QUERY ? query : `${query.slice(0, MAX_QUOTED_QUERY)}… (${query.length} characters)`;
}

/**
 * What every failed query throws instead of drizzle's DrizzleQueryError, whose message, `params` and
 * cause carry the query's parameters: e-mail addresses, names, messages people wrote. Whatever logs
 * it (our route wrapper, Next's render-error log, monitoring) sees the SQL text with its `$1`
 * placeholders and the driver's code (`23505` …) in `cause`, never the values.
 */
export class DatabaseQueryError extends Error {
  /** The SQL, cut to its beginning when it is long. */
  readonly query: string;

  constructor(query: string, cause: DatabaseErrorCause | undefined) {
    super(`Failed query: ${quoted(query)}`, cause === undefined ? undefined : { cause });
    this.name = 'DatabaseQueryError';
    this.query = quoted(query);
  }
}

/**
 * PostgreSQL quotes offending values in its messages (`value "99999999999" is out of range for type
 * integer`, `invalid input syntax for type uuid: "…"`); a quoted name the error also gives as a field
 * (a constraint, a column) is kept. Any parameter written out in another way is blanked out too.
 */
function redact(message: string, names: Set<string>, params: readonly string[]): string {
  let text = message.replace(/"((?:[^"]|"")*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"…"'));
  params.forEach((value, index) => {
    if (value.length >= MIN_REDACTED_LENGTH) text = text.replaceAll(value, `$${index + 1}`);
  });
  return text;
}

function withoutValues(error: unknown, params: readonly string[], depth = 0): DatabaseErrorCause | undefined {
  if (error === undefined || error === null || depth >= MAX_CAUSE_DEPTH) return undefined;
  if (!(error instanceof Error)) return new DatabaseErrorCause(`A non-error was thrown (${typeof error})`, {});
  const fields: Partial<Record<SafeField, string>> = {};
  for (const field of SAFE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string') fields[field] = value;
  }
  const names = new Set(Object.values(fields));
  return new DatabaseErrorCause(redact(error.message, names, params), fields, withoutValues(error.cause, params, depth + 1));
}

function asText(param: unknown): string {
  if (typeof param === 'string') return param;
  if (param instanceof Date) return param.toISOString();
  try {
    return typeof param === 'object' && param !== null ? JSON.stringify(param) : String(param);
  } catch {
    return '';
  }
}

/** The error a failed query throws once its parameters are gone (exported for the tests' sake). */
export function queryErrorWithoutParameters(queryString: string, params: readonly unknown[], error: unknown): DatabaseQueryError {
  // DrizzleQueryError wraps the driver's error; anything else drizzle throws here is the error itself.
  const driverError = error instanceof Error && 'params' in error ? error.cause : error;
  const failure = new DatabaseQueryError(queryString, withoutValues(driverError, params.map(asText)));
  noteIfUnavailable(failure);
  return failure;
}

type QueryWithCache = (this: unknown, queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
const installed = Symbol.for('hjemly.db.queryErrorsWithoutParameters');

/**
 * Every query of every pg-family driver drizzle has (PGlite, node-postgres), in and outside
 * transactions, runs through PgPreparedQuery's `queryWithCache`, which is where drizzle turns the
 * driver's error into its DrizzleQueryError: the one place to take the parameters out. Idempotent.
 * The integration test `database-errors.test.ts` fails if a drizzle upgrade moves that place.
 */
export function hideQueryParametersInErrors(): void {
  const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache; [installed]?: true };
  if (prototype[installed]) return;
  const original = prototype.queryWithCache;
  if (typeof original !== 'function')
    throw new Error('drizzle-orm no longer has PgPreparedQuery.queryWithCache: see lib/db/query-errors.ts');
  prototype.queryWithCache = async function (queryString, params, query) {
    try {
      const result = await original.call(this, queryString, params, query);
      noteDatabaseAnswered();
      return result;
    } catch (error) {
      throw queryErrorWithoutParameters(queryString, params, error);
    }
  };
  prototype[installed] = true;
}

/** PostgreSQL's unique_violation, as pg and PGlite report it (drizzle wraps it as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}
