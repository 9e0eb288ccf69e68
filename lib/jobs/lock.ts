import type { PoolClient } from 'pg';
import type { DbHandle } from '@/lib/db/types';

export type Locked<T> = { ran: true; result: T } | { ran: false };

// Names of the jobs running in this process: PGlite has one process, so this is the whole lock there.
const runningKey = Symbol.for('hjemly.jobs.running');
function running(): Set<string> {
  const g = globalThis as typeof globalThis & { [runningKey]?: Set<string> };
  return (g[runningKey] ??= new Set());
}

async function withSessionLock<T>(client: PoolClient, name: string, run: () => Promise<T>): Promise<Locked<T>> {
  const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [name]);
  if (!rows[0]?.locked) return { ran: false };
  try {
    return { ran: true, result: await run() };
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/**
 * Runs `run` unless another run of `name` holds the lock, in this process or — on PostgreSQL — on
 * any node: the PostgreSQL advisory lock is held by one pooled connection for the whole run (a
 * session lock must be released on the connection that took it), while the job itself uses the
 * pool as usual. A node that dies mid-run loses its connection and with it the lock.
 */
export async function withJobLock<T>(handle: DbHandle, name: string, run: () => Promise<T>): Promise<Locked<T>> {
  const local = running();
  if (local.has(name)) return { ran: false };
  local.add(name);
  try {
    if (handle.engine === 'pglite') return { ran: true, result: await run() };
    const pool = (handle.db as unknown as { $client: import('pg').Pool }).$client;
    const client = await pool.connect();
    try {
      return await withSessionLock(client, `hjemly.job.${name}`, run);
    } finally {
      client.release();
    }
  } finally {
    local.delete(name);
  }
}
