// Next.js calls register() once per server process: it starts the in-process job timers (DESIGN §8).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startJobTimers } = await import('./lib/jobs/run');
  startJobTimers();
}
