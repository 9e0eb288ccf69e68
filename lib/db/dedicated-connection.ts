import type { Client } from 'pg';

export type DedicatedConnection = {
  /** Resolves once the first attempt has succeeded or failed. */
  ready: Promise<void>;
  /** Drops the connection as lost (one that still looks open but no longer delivers) and opens a new one. */
  restart(reason: string): void;
  close(): Promise<void>;
};

type Options = {
  /** Names the connection in PostgreSQL (application_name) and in the log. */
  purpose: string;
  /** The first wait before connecting again; it doubles after each failed attempt, up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs?: number;
  /** How long one attempt may take to connect (a partitioned network answers nothing at all). */
  connectTimeoutMs?: number;
  /** Listeners to add before connecting (a LISTEN's notifications). */
  prepare?: (client: Client) => void;
  /** What the connection is for, done again on every new connection (a LISTEN, a session lock). */
  setUp: (client: Client) => Promise<void>;
  /** Told each time the connection is lost or dropped, with the reason, before the wait to reconnect. */
  onLost?: (reason: string) => void;
  /** For tests: pg's Client and the jitter's randomness. */
  Client?: typeof Client;
  random?: () => number;
};

/** A client being dropped gets this long to say goodbye to PostgreSQL before its socket is cut. */
const END_GRACE_MS = 1000;

/**
 * The wait before the attempt after `failures` failed ones: `retryMs` doubling up to `maxRetryMs`,
 * a random point in the upper half of that. The jitter keeps nodes that lost PostgreSQL together
 * from all knocking again at the same moment, on a server that had no connection to spare.
 */
export function retryDelay(failures: number, retryMs: number, maxRetryMs: number, random: () => number): number {
  const ceiling = Math.min(maxRetryMs, retryMs * 2 ** failures);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Closes `client` and never waits on it: a frozen socket that does not answer the goodbye is cut. */
function discard(client: Client): Promise<void> {
  client.removeAllListeners('end');
  client.removeAllListeners('error');
  client.on('error', () => undefined);
  const socket = (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;
  const cut = setTimeout(() => socket?.destroy(), END_GRACE_MS).unref();
  return client
    .end()
    .catch(() => undefined)
    .finally(() => clearTimeout(cut));
}

/**
 * A PostgreSQL connection of its own, outside the pools, for something that must last as long as
 * the process: a LISTEN, a session advisory lock. At most one client is alive at a time: a lost
 * or failed one is closed before the next is opened, after a wait that backs off while attempts
 * fail (`retryDelay`) and starts from `retryMs` again once `setUp` has succeeded.
 */
export function keepConnection(url: string, options: Options): DedicatedConnection {
  const { purpose, retryMs, maxRetryMs = 30_000, connectTimeoutMs = 10_000, prepare, setUp, onLost, random = Math.random } = options;
  let client: Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  function again(lost: Client, reason: string) {
    if (closed || client !== lost) return;
    client = null;
    void discard(lost);
    onLost?.(reason);
    const wait = retryDelay(failures++, retryMs, maxRetryMs, random);
    retry = setTimeout(() => void open(), wait).unref();
  }

  async function open() {
    const ClientClass = options.Client ?? (await import('pg')).Client;
    if (closed) return;
    const next = new ClientClass({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: connectTimeoutMs,
      application_name: `hjemly-${purpose}`,
    });
    client = next;
    prepare?.(next);
    next.on('error', (error) => again(next, error.message));
    next.on('end', () => again(next, 'the connection ended'));
    try {
      await next.connect();
      await setUp(next);
      if (client === next) failures = 0;
    } catch (error) {
      console.error(`PostgreSQL connection for ${purpose}:`, (error as Error).message);
      again(next, (error as Error).message);
    }
  }

  return {
    ready: open(),
    restart(reason) {
      if (client) again(client, reason);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      if (last) await discard(last);
    },
  };
}
