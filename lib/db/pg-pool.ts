import type { Pool, PoolClient } from 'pg';
import { markFromDatabase } from './unavailable';

function envMilliseconds(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * pg's client-side `query_timeout` fails the caller but leaves the stalled query as the client's active
 * query: the next query on that client waits behind it for ever, and drizzle releases a transaction's
 * client without an error, so the pool would hand the stuck client out again (the pool stayed stuck
 * until its sockets were reset). Destroying the socket marks the client unusable, so the pool drops it
 * on release and opens a fresh connection once the database answers again.
 */
function dropClientOnReadTimeout(client: PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const drop = (error: unknown) => {
    if (error instanceof Error && error.message === 'Query read timeout') {
      // The closed socket makes pg emit 'error' on the client, which has no listener while checked out.
      client.once('error', () => {});
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  };
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        drop(error);
        callback(error, result);
      };
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(drop);
    return result;
  };
}

type Connect = (callback?: (error: Error | undefined, client?: PoolClient, done?: (release?: unknown) => void) => void) => unknown;

/**
 * A connection the pool cannot open fails with the socket's error (ECONNREFUSED, a timeout): marked
 * as the database's, so it is not taken for another service's outage. pg-pool's own query() connects
 * through the same method.
 */
function markConnectErrors(pool: Pool): void {
  const connect = pool.connect.bind(pool) as Connect;
  (pool as unknown as { connect: Connect }).connect = (callback) => {
    if (callback) return connect((error, client, done) => callback(error && markFromDatabase(error), client, done));
    return (connect() as Promise<PoolClient>).catch((error: unknown) => {
      throw markFromDatabase(error);
    });
  };
}

/** A pool other than the requests' one (the jobs') sets its own size and wait. */
export type PoolSizing = { max?: number; connectionTimeoutMillis?: number };

/**
 * A stalled database must degrade, not hang: every wait is bounded, and the pool recovers by
 * itself when the database answers again.
 * - `connectionTimeoutMillis` bounds both opening a connection and waiting for a free one in the pool.
 * - `statement_timeout` ends a slow statement on the server; `query_timeout`, a little longer, ends the
 *   wait on the client too when the server never answers (a stalled socket).
 * - `idle_in_transaction_session_timeout` makes the server end the session of a transaction whose client
 *   went silent, which rolls it back: a write whose client gave up (a 503 has been answered) is not
 *   committed minutes later when its delayed COMMIT finally arrives.
 * - TCP keepalive notices a dead peer on an idle connection instead of waiting for the next query.
 */
export function createPool(PoolClass: typeof Pool, url: string, sizing: PoolSizing = {}): Pool {
  const statementTimeout = envMilliseconds('DATABASE_STATEMENT_TIMEOUT_MS', 5000);
  const pool = new PoolClass({
    connectionString: url,
    max: sizing.max ?? Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: sizing.connectionTimeoutMillis ?? envMilliseconds('DATABASE_CONNECT_TIMEOUT_MS', 3000),
    query_timeout: statementTimeout + Math.max(200, Math.round(statementTimeout / 5)),
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // JIT compiles "expensive" plans such as a map aggregation for ~50–100 ms: a loss for
    // queries that run in a few milliseconds, which is all this application runs.
    options: `-c jit=off -c statement_timeout=${statementTimeout} -c idle_in_transaction_session_timeout=${statementTimeout}`,
  });
  markConnectErrors(pool);
  pool.on('connect', dropClientOnReadTimeout);
  // An idle client can lose its connection (server restart, failover): without a listener the
  // pool's 'error' event would crash the process. The pool replaces the client on next use.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  return pool;
}

/**
 * Whether `pool` can lend a connection at once and keep one free for requests: nobody waits, and
 * idle connections plus the room to open more come to two (one, for a pool of one). For work that
 * may be skipped when the pool is busy (the page listener's heartbeat), which must neither wait
 * among the requests nor take the connection the next one needs.
 */
export function hasSpareConnection(pool: Pool): boolean {
  const max = pool.options.max ?? 10;
  const free = pool.idleCount + max - pool.totalCount;
  return pool.waitingCount === 0 && free >= Math.min(2, max);
}
