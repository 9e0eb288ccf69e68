import 'server-only';
import { desc, eq, gte, lt, sql } from 'drizzle-orm';
import { jobRuns, type JobOutcome } from '@/lib/db/schema/jobs';
import type { Db } from '@/lib/db/types';

export type JobRunRecord = { job: string; node: string; startedAt: Date; durationMs: number; outcome: JobOutcome; error: string | null };

export async function insertJobRun(db: Db, run: JobRunRecord): Promise<void> {
  await db.insert(jobRuns).values(run);
}

/** The newest run of each job that has run at all. */
export async function latestRunPerJob(db: Db): Promise<JobRunRecord[]> {
  return db
    .selectDistinctOn([jobRuns.job], {
      job: jobRuns.job,
      node: jobRuns.node,
      startedAt: jobRuns.startedAt,
      durationMs: jobRuns.durationMs,
      outcome: jobRuns.outcome,
      error: jobRuns.error,
    })
    .from(jobRuns)
    .orderBy(jobRuns.job, desc(jobRuns.startedAt), desc(jobRuns.id));
}

/** Runs and failures per job since `since`. */
export async function runCountsSince(db: Db, since: Date): Promise<{ job: string; runs: number; failures: number }[]> {
  return db
    .select({
      job: jobRuns.job,
      runs: sql<number>`count(*)::int`,
      failures: sql<number>`(count(*) filter (where ${eq(jobRuns.outcome, 'failed')}))::int`,
    })
    .from(jobRuns)
    .where(gte(jobRuns.startedAt, since))
    .groupBy(jobRuns.job);
}

export async function deleteJobRunsBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db.delete(jobRuns).where(lt(jobRuns.startedAt, before)).returning({ id: jobRuns.id });
  return deleted.length;
}
