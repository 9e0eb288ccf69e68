/**
 * The background work of this process (job runs, mail and webhook delivery) and its stop. A node
 * told to stop claims nothing new, and its exit waits for what it is sending: a mail or webhook
 * it had claimed and then dropped would wait out its claim's lease (minutes) before another node
 * took it. Kept on globalThis: the server script (scripts/http-server.ts) and the application's
 * bundle each load their own copy of this module.
 */
type BackgroundWork = { stopping: boolean; running: Set<Promise<unknown>> };

const key = Symbol.for('hjemly.background-work');

function state(): BackgroundWork {
  const g = globalThis as typeof globalThis & { [key]?: BackgroundWork };
  return (g[key] ??= { stopping: false, running: new Set() });
}

/** Whether this process is stopping: background loops claim nothing more. */
export function isStopping(): boolean {
  return state().stopping;
}

/** Runs `work`, which a stop then waits for. */
export function tracked<T>(work: () => Promise<T>): Promise<T> {
  const { running } = state();
  const run = work();
  running.add(run);
  const forget = () => running.delete(run);
  run.then(forget, forget);
  return run;
}

/**
 * Stops background work: nothing new is claimed, and what runs is waited for, at most
 * `timeoutMs`. True when everything ended in time.
 */
export async function stopBackgroundWork(timeoutMs: number): Promise<boolean> {
  const work = state();
  work.stopping = true;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const ended = Promise.allSettled([...work.running]).then(() => true);
  try {
    return await Promise.race([ended, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Forgets a stop (tests: each begins with a running process). */
export function resumeBackgroundWork(): void {
  state().stopping = false;
}
