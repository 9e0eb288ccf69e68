// What the benchmarks that seed a database of their own share: the rows of a raw statement, the
// machine's load beside every figure, a database emptied whole, and a timing of repeated runs.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { connect } from '@/lib/db/connect';
import { migrate } from '@/lib/db/migrate';
import type { Db, DbHandle } from '@/lib/db/types';

export const rows = <R>(result: unknown) => (result as { rows: R[] }).rows;

/** The load average over 1, 5 and 15 minutes: a figure from a busy machine says so. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/**
 * BENCH_DATABASE_URL's PostgreSQL (its data is replaced) or an in-memory PGlite, emptied whole and
 * migrated, and made the database the services use. The audit trail refuses TRUNCATE, so the
 * schemas go and the migrations run again.
 */
export async function freshBenchDatabase(): Promise<DbHandle> {
  const handle = await connect({ url: process.env.BENCH_DATABASE_URL, pgliteDir: 'memory://' });
  (globalThis as Record<symbol, unknown>)[Symbol.for('hjemly.db')] = Promise.resolve(handle);
  const db: Db = handle.db;
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`create schema public`);
  await migrate(handle);
  return handle;
}

/** Runs `run` once to warm plans and caches, then `runs` times, and prints p50, p95 and the slowest. */
export async function timeRuns(name: string, runs: number, run: () => Promise<unknown>) {
  await run();
  const took: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  const at = (p: number) => took[Math.min(took.length - 1, Math.ceil(p * took.length) - 1)].toFixed(1);
  console.log(`${name.padEnd(44)} p50 ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms   max ${at(1).padStart(7)} ms`);
}
