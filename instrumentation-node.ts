/*
 * register()'s Node part (instrumentation.ts): it refuses a broken configuration, starts error
 * monitoring, takes the embedded database for this process (and the commands that need it),
 * prepares the database under `npm start`, asks an external Unleash whether it takes the flag
 * settings, starts the server's flag client and the job timers and, on PostgreSQL, listens for the
 * other nodes' changes to public pages.
 */
export async function registerNode() {
  const { exitOnBrokenConfiguration } = await import('./lib/config/requirements');
  exitOnBrokenConfiguration();
  const { startServerMonitoring } = await import('./lib/monitoring/server');
  await startServerMonitoring();
  await prepareToServe();
  // This node's flags, evaluated for its pages and the browsers' bootstrap (lib/flags/server-client.ts).
  const { startServerFlags } = await import('./lib/flags/server-client');
  await startServerFlags();
  const { startJobTimers } = await import('./lib/jobs/run');
  startJobTimers();
  // Counted among the nodes on this database (lib/monitoring/nodes.ts), for /api/health's storage warning.
  if (process.env.DATABASE_URL) {
    const { announceNode } = await import('./lib/monitoring/nodes');
    announceNode(process.env.DATABASE_URL);
  }
  // The production server's page cache hears the other nodes' writes (scripts/http-server.ts).
  if (process.env.DATABASE_URL && process.env.NODE_ENV === 'production' && process.env.PAGE_CACHE_MB !== '0') {
    // Its heartbeat goes through the requests' pool; /api/health and /metrics say whether it delivers.
    const { listenForPageChanges } = await import('./lib/cache/page-listener');
    listenForPageChanges(process.env.DATABASE_URL);
  }
}

/*
 * What this node needs before it serves: its database (the embedded one held by this process), the
 * migrations and first seed under `npm start`, and keys that read the stored CPR numbers. A node
 * that cannot have them exits non-zero with the reason, for its supervisor to restart or an
 * operator to read, instead of listening and answering 500 to every request.
 */
async function prepareToServe() {
  try {
    if (!process.env.DATABASE_URL) {
      const { holdEmbeddedDatabase } = await import('./lib/commands/server');
      await holdEmbeddedDatabase();
    }
    const { getDbHandle } = await import('./lib/db/client');
    const handle = await getDbHandle();
    // `npm start` (scripts/start.mjs) leaves migrating and the first seed to this process.
    if (process.env.PREPARE_DATABASE_ON_START === '1') {
      const { prepareDatabaseOnStart } = await import('./lib/db/seed/on-start');
      await prepareDatabaseOnStart(handle, Number(process.env.SEED_PROPERTIES ?? 3000));
    }
    // Also the first query of a PostgreSQL node: an unreachable database stops it here. A node
    // deployed before `npm run migrate` waits, answering 503 on /api/health, and reads no tables yet.
    const [{ migrationStatus }, { cprKeyRingProblem }] = await Promise.all([
      import('./lib/db/migrate'),
      import('./lib/waiting-lists/cpr-rotation-service'),
    ]);
    const problem = (await migrationStatus(handle)).current ? await cprKeyRingProblem(handle.db) : null;
    if (problem) throw new Error(problem);
    // An external Unleash that refuses the key or is not at UNLEASH_URL would leave every flag off.
    const { unleashStartProblem } = await import('./lib/flags/start-check');
    const flagsProblem = await unleashStartProblem();
    if (flagsProblem) throw new Error(flagsProblem);
  } catch (error) {
    console.error(`Hjemly cannot start: ${startFailure(error)}`);
    process.exit(1);
  }
}

/** The reason, with its causes (a driver's error under drizzle's "Failed query"), never a query's parameters. */
function startFailure(error: unknown): string {
  const reasons: string[] = [];
  for (let cause = error; cause instanceof Error && reasons.length < 4; cause = cause.cause) reasons.push(cause.message);
  return reasons.join(': ') || String(error);
}
