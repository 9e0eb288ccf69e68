import type { Instrumentation } from 'next';

// Next.js calls register() once per server process (Node and edge): it starts error monitoring
// when SENTRY_DSN is set; in Node it also refuses a broken configuration, takes the embedded
// database for this process (and the commands that need it), and starts the job timers (DESIGN §8).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { exitOnBrokenConfiguration } = await import('./lib/config/requirements');
    exitOnBrokenConfiguration();
  }
  const { startServerMonitoring } = await import('./lib/monitoring/server');
  await startServerMonitoring();
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (!process.env.DATABASE_URL) {
    const { holdEmbeddedDatabase } = await import('./lib/commands/server');
    await holdEmbeddedDatabase();
  }
  const { startJobTimers } = await import('./lib/jobs/run');
  startJobTimers();
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  const { reportRequestError } = await import('./lib/monitoring/server');
  await reportRequestError(...args);
};
