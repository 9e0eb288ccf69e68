import 'server-only';
import { sql } from 'drizzle-orm';
import { getDbHandle } from '@/lib/db/client';
import type { DbHandle } from '@/lib/db/types';
import { flagsAdapter } from '@/lib/flags/config';
import { monitoringDsn } from './server';

type Env = Record<string, string | undefined>;

export type DatabaseHealth = { engine: DbHandle['engine']; reachable: boolean; latencyMs: number | null };

export type HealthReport = {
  status: 'ok' | 'unavailable';
  database: DatabaseHealth;
  adapters: Record<string, string>;
};

const PING_TIMEOUT_MS = 2_000;

async function ping(connectDb: () => Promise<DbHandle>): Promise<DatabaseHealth> {
  const started = performance.now();
  const { db, engine } = await connectDb();
  await db.execute(sql`select 1`);
  return { engine, reachable: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
}

/** One round trip; a database that does not answer within 2 s counts as down. */
export async function databaseHealth(connectDb: () => Promise<DbHandle> = getDbHandle, env: Env = process.env): Promise<DatabaseHealth> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([ping(connectDb), timeout]);
  } catch (error) {
    console.error('Health check: the database is unreachable:', error instanceof Error ? error.message : error);
    return { engine: env.DATABASE_URL ? 'postgres' : 'pglite', reachable: false, latencyMs: null };
  } finally {
    clearTimeout(timer);
  }
}

/** Which implementation of each external service this process uses (DESIGN §2); names only, never URLs or keys. */
export function adapters(env: Env = process.env): Record<string, string> {
  return {
    cms: env.CMS_URL ? 'strapi' : 'local',
    email: env.SMTP_URL ? 'smtp' : 'outbox',
    flags: flagsAdapter(env),
    monitoring: monitoringDsn(env) ? 'on' : 'off',
    addresses: env.ADDRESS_API_URL ? 'dawa' : 'bundled',
    images: 'local',
    jobs: env.JOBS_IN_PROCESS === '0' ? 'external' : 'in-process',
  };
}

export async function healthReport(connectDb?: () => Promise<DbHandle>): Promise<HealthReport> {
  const database = await databaseHealth(connectDb);
  return { status: database.reachable ? 'ok' : 'unavailable', database, adapters: adapters() };
}
