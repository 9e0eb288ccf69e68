import type { Client } from 'pg';

export type DedicatedConnection = {
  /** Resolves once the first attempt has succeeded or failed. */
  ready: Promise<void>;
  close(): Promise<void>;
};

type Options = {
  /** Names the connection in PostgreSQL (application_name) and in the log. */
  purpose: string;
  /** The wait before connecting again after the connection was lost. */
  retryMs: number;
  /** Listeners to add before connecting (a LISTEN's notifications). */
  prepare?: (client: Client) => void;
  /** What the connection is for, done again on every new connection (a LISTEN, a session lock). */
  setUp: (client: Client) => Promise<void>;
};

/**
 * A PostgreSQL connection of its own, outside the pools, for something that must last as long as
 * the process: a LISTEN, a session advisory lock. A lost connection is opened again after `retryMs`,
 * and `setUp` runs again on it.
 */
export function keepConnection(url: string, { purpose, retryMs, prepare, setUp }: Options): DedicatedConnection {
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function again(lost: Client) {
    if (closed || client !== lost) return;
    client = null;
    lost.removeAllListeners('end');
    void lost.end().catch(() => undefined);
    retry = setTimeout(() => void open(), retryMs).unref();
  }

  async function open() {
    const { Client } = await import('pg');
    const next = new Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: `hjemly-${purpose}`,
    });
    client = next;
    prepare?.(next);
    next.on('error', () => again(next));
    next.on('end', () => again(next));
    try {
      await next.connect();
      await setUp(next);
    } catch (error) {
      console.error(`PostgreSQL connection for ${purpose}:`, (error as Error).message);
      again(next);
    }
  }

  return {
    ready: open(),
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
