import type { Instrumentation } from 'next';

// Next.js calls register() once per server process (Node and edge): it starts error monitoring
// when SENTRY_DSN is set, and the in-process job timers (DESIGN §8).
export async function register() {
  const { startServerMonitoring } = await import('./lib/monitoring/server');
  await startServerMonitoring();
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startJobTimers } = await import('./lib/jobs/run');
  startJobTimers();
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  const { reportRequestError } = await import('./lib/monitoring/server');
  await reportRequestError(...args);
};
