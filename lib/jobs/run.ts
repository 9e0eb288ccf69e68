import 'server-only';
import pLimit from 'p-limit';
import { getJobsDbHandle, jobsConcurrency } from '@/lib/db/client';
import type { DbHandle } from '@/lib/db/types';
import { isStopping, tracked } from '@/lib/lifecycle/background-work';
import { recordJobRun } from './history';
import { withJobLock, type Locked } from './lock';
import { jobs, jobNames, type JobName } from './registry';
import { firstRunDelay, nextRunDelay } from './schedule';

/**
 * Runs one job under its lock; `ran: false` when another run (here or on another node) holds it.
 * A run that did its work, or failed at it, is recorded in the job history; a failure is rethrown.
 */
export async function runJob(name: JobName, options: { handle?: DbHandle; now?: Date } = {}): Promise<Locked<unknown>> {
  const handle = options.handle ?? (await getJobsDbHandle());
  return tracked(() =>
    withJobLock(handle, name, async () => {
      const startedAt = new Date();
      try {
        const result = await jobs[name].run({ db: handle.db, now: options.now ?? startedAt });
        await recordJobRun(handle.db, name, startedAt, null);
        return result;
      } catch (error) {
        await recordJobRun(handle.db, name, startedAt, error);
        throw error;
      }
    }),
  );
}

type Scheduler = { started: boolean; timers: Map<JobName, NodeJS.Timeout> };
const schedulerKey = Symbol.for('hjemly.jobs.scheduler');

function scheduler(): Scheduler {
  const g = globalThis as typeof globalThis & { [schedulerKey]?: Scheduler };
  return (g[schedulerKey] ??= { started: false, timers: new Map() });
}

/**
 * The embedded scheduler: every job on its own timer in this process, once per process, at most
 * JOBS_CONCURRENCY of them at a time (the others queue). With several nodes each runs the timers
 * and the lock lets one of them do the work; set JOBS_IN_PROCESS=0 when an external scheduler runs
 * `npm run job` instead. See ./schedule for when each run comes.
 */
export function startJobTimers(env: NodeJS.ProcessEnv = process.env): void {
  const state = scheduler();
  if (state.started || env.JOBS_IN_PROCESS === '0') return;
  state.started = true;
  const limit = pLimit(jobsConcurrency(env));
  for (const name of jobNames) {
    let failuresInARow = 0;
    const schedule = (delayMs: number) => state.timers.set(name, setTimeout(tick, delayMs).unref());
    const tick = () => {
      // A stopping node starts no run, and plans none after it.
      if (isStopping()) return;
      void limit(() => runJob(name))
        .then(() => (failuresInARow = 0))
        .catch((error: unknown) => {
          failuresInARow += 1;
          console.error(`[jobs] ${name} failed (${failuresInARow} in a row):`, error instanceof Error ? error.message : error);
        })
        .finally(() => schedule(nextRunDelay(jobs[name].everyMs, failuresInARow)));
    };
    schedule(firstRunDelay(jobs[name].everyMs));
  }
}
