import 'server-only';
import { getDbHandle } from '@/lib/db/client';
import type { DbHandle } from '@/lib/db/types';
import { withJobLock, type Locked } from './lock';
import { jobs, jobNames, type JobName } from './registry';

/** Runs one job under its lock; `ran: false` when another run (here or on another node) holds it. */
export async function runJob(name: JobName, options: { handle?: DbHandle; now?: Date } = {}): Promise<Locked<unknown>> {
  const handle = options.handle ?? (await getDbHandle());
  return withJobLock(handle, name, () => jobs[name].run({ db: handle.db, now: options.now ?? new Date() }));
}

type Timers = { started: boolean; handles: NodeJS.Timeout[] };
const timersKey = Symbol.for('hjemly.jobs.timers');
// The first runs wait until the server has started and warmed up.
const FIRST_RUN_DELAY_MS = 30_000;

function timers(): Timers {
  const g = globalThis as typeof globalThis & { [timersKey]?: Timers };
  return (g[timersKey] ??= { started: false, handles: [] });
}

/**
 * The embedded scheduler (DESIGN §8): every job on its own timer in this process, once per process.
 * With several nodes, each runs the timers and the lock lets one of them do the work; set
 * JOBS_IN_PROCESS=0 when an external scheduler runs `npm run job` instead.
 */
export function startJobTimers(env: NodeJS.ProcessEnv = process.env): void {
  const state = timers();
  if (state.started || env.JOBS_IN_PROCESS === '0') return;
  state.started = true;
  for (const name of jobNames) {
    const tick = () =>
      void runJob(name).catch((error: unknown) => console.error(`[jobs] ${name} failed:`, error instanceof Error ? error.message : error));
    const first = setTimeout(() => {
      tick();
      state.handles.push(setInterval(tick, jobs[name].everyMs).unref());
    }, FIRST_RUN_DELAY_MS);
    state.handles.push(first.unref());
  }
}
