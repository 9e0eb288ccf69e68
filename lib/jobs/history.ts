import 'server-only';
import { hostname } from 'node:os';
import type { JobOutcome } from '@/lib/db/schema/jobs';
import type { Db } from '@/lib/db/types';
import { jobDuration, jobRuns } from '@/lib/monitoring/metrics';
import { jobNames, type JobName } from './names';
import { deleteJobRunsBefore, insertJobRun, latestRunPerJob, runCountsSince } from './repository';

const DAY_MS = 24 * 60 * 60_000;
// A month of runs answers "when did this start failing?" without the table growing for ever.
const KEEP_RUNS_DAYS = 30;
const ERROR_LENGTH = 500;

export type JobStatus = {
  job: JobName;
  lastRun: { at: string; node: string; outcome: JobOutcome; durationMs: number; error: string | null } | null;
  last24h: { runs: number; failures: number };
};

export const thisNode = `${hostname()}:${process.pid}`;

/** Records a run that did its work (or failed at it); never throws, so a lost row never fails a job. */
export async function recordJobRun(db: Db, job: JobName, startedAt: Date, error: unknown | null): Promise<void> {
  const outcome: JobOutcome = error === null ? 'ok' : 'failed';
  const durationMs = Date.now() - startedAt.getTime();
  jobRuns.inc({ job, outcome });
  jobDuration.observe({ job }, durationMs / 1000);
  const message = error === null ? null : (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH);
  try {
    await insertJobRun(db, { job, node: thisNode, startedAt, durationMs, outcome, error: message });
  } catch (failure) {
    console.error(`[jobs] could not record a run of ${job}:`, failure instanceof Error ? failure.message : failure);
  }
}

/** Every job's last run and its last day, across all nodes: for operators. */
export async function jobStatuses(db: Db, now: Date): Promise<JobStatus[]> {
  const [latest, counts] = await Promise.all([latestRunPerJob(db), runCountsSince(db, new Date(now.getTime() - DAY_MS))]);
  return jobNames.map((job) => {
    const last = latest.find((run) => run.job === job);
    const count = counts.find((row) => row.job === job);
    return {
      job,
      lastRun: last
        ? { at: last.startedAt.toISOString(), node: last.node, outcome: last.outcome, durationMs: last.durationMs, error: last.error }
        : null,
      last24h: { runs: count?.runs ?? 0, failures: count?.failures ?? 0 },
    };
  });
}

export async function purgeOldJobRuns(db: Db, now: Date): Promise<number> {
  return deleteJobRunsBefore(db, new Date(now.getTime() - KEEP_RUNS_DAYS * DAY_MS));
}

/** One line per job, for the terminal. */
export function formatJobStatuses(statuses: JobStatus[]): string {
  return statuses
    .map(({ job, lastRun, last24h }) => {
      const last = lastRun
        ? `last ${lastRun.outcome} at ${lastRun.at} on ${lastRun.node} in ${lastRun.durationMs} ms${lastRun.error ? ` (${lastRun.error})` : ''}`
        : 'never run';
      return `${job.padEnd(32)} ${last}; last 24 h: ${last24h.runs} runs, ${last24h.failures} failed`;
    })
    .join('\n');
}
