import type { Instrumentation } from 'next';

// Next.js calls register() once per server process (Node and edge): it starts error monitoring
// when SENTRY_DSN is set; in Node it also refuses a broken configuration, takes the embedded
// database for this process (and the commands that need it), prepares the database under
// `npm start`, starts the job timers (DESIGN §8) and, on PostgreSQL, listens for the other nodes'
// changes to public pages.
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
  // `npm start` (scripts/start.mjs) leaves migrating and the first seed to this process.
  if (process.env.PREPARE_DATABASE_ON_START === '1') {
    const [{ getDbHandle }, { prepareDatabaseOnStart }] = await Promise.all([import('./lib/db/client'), import('./lib/db/seed/on-start')]);
    await prepareDatabaseOnStart(await getDbHandle(), Number(process.env.SEED_PROPERTIES ?? 3000));
  }
  const { startJobTimers } = await import('./lib/jobs/run');
  startJobTimers();
  // The production server's page cache hears the other nodes' writes (scripts/http-server.mjs).
  if (process.env.DATABASE_URL && process.env.NODE_ENV === 'production' && process.env.PAGE_CACHE_MB !== '0') {
    const { listenForPageChanges } = await import('./lib/cache/page-listener');
    listenForPageChanges(process.env.DATABASE_URL);
  }
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  const { reportRequestError } = await import('./lib/monitoring/server');
  await reportRequestError(...args);
};
