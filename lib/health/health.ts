import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { configurationProblems } from '@/lib/config/requirements';
import { pageChangesListenHealth } from '@/lib/cache/page-listener';
import { cmsState } from '@/lib/content/cms-status';
import { getDbHandle } from '@/lib/db/client';
import { databaseAnsweredRecently } from '@/lib/db/unavailable';
import { migrationStatus, type MigrationStatus } from '@/lib/db/migrate';
import type { DbHandle } from '@/lib/db/types';
import type { ListenState } from '@/lib/cache/listen-watch';
import { dependencyHealth, type Dependency, type DependencyHealth } from '@/lib/errors/dependency';
import { jobStatuses, type JobStatus } from '@/lib/jobs/history';
import { flagsAdapter } from '@/lib/flags/config';
import { serverFlagsHealth } from '@/lib/flags/server-client';
import { imageStore } from '@/lib/images/storage';
import { activeProvider } from '@/lib/payments/providers';
import { runningNodes } from '@/lib/monitoring/nodes';
import { monitoringDsn } from '@/lib/monitoring/server';
import { mitidHealth, type MitidHealth } from '@/lib/mitid/oidc';
import { mitidSettings } from '@/lib/mitid/settings';

type Env = Record<string, string | undefined>;
type ConnectDb = () => Promise<DbHandle>;

export type DatabaseHealth = { engine: DbHandle['engine']; reachable: boolean; latencyMs: number | null };

/** What a load balancer needs: can this node serve? Every check must pass for 200. */
export type HealthChecks = {
  database: 'ok' | 'unreachable';
  migrations: 'current' | 'pending' | 'unknown';
  configuration: 'complete' | 'incomplete';
};

/** For the team, with HEALTH_TOKEN: which engine and adapters, and what exactly is wrong. */
export type HealthDetails = {
  database: DatabaseHealth;
  migrations: MigrationStatus | null;
  configuration: string[];
  adapters: Record<string, string>;
  // Each outside service's adapter and what this node last saw of it (lib/errors/dependency.ts).
  dependencies: Record<Dependency, DependencyHealth>;
  // Every job's last run and failures of the last day, on any node; null when the database cannot tell.
  jobs: JobStatus[] | null;
  // Whether MitID is on, and whether this node reaches the broker's discovery document now.
  mitid: MitidHealth;
};

/**
 * This node's LISTEN for the other nodes' page changes (lib/cache/page-listener.ts), when it runs:
 * its state since when; why it is not ok only in the details (the driver's message may name hosts).
 */
export type PageChangesHealth = { state: ListenState; since: string; reason?: string };

/** `warnings`: what is wrong with the deployment but does not stop this node from serving. */
export type HealthReport = {
  status: 'ok' | 'unavailable';
  checks: HealthChecks;
  pageChanges?: PageChangesHealth;
  warnings?: string[];
  details?: HealthDetails;
};

const TIMEOUT_MS = 2_000;

async function withinTimeout<T>(work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/*
 * In a rush every connection of the pool is lent to requests, and a probe's own round trip waits in
 * line behind them (readiness took up to 3.3 s, past a Kubernetes probe's 1 s) while the database
 * answers all along. A query of this process that went through within the last second, with no
 * failure since, answers the balancer's question; only an idle node asks the database itself.
 */
const ANSWERED_WITHIN_MS = 1_000;

const engineOf = (env: Env): DbHandle['engine'] => (env.DATABASE_URL ? 'postgres' : 'pglite');

/**
 * One round trip (`measure`: always, for the latency in the details), or none when a query just went
 * through; a database that does not answer within 2 s counts as down.
 */
export async function databaseHealth(connectDb: ConnectDb = getDbHandle, env: Env = process.env, measure = true): Promise<DatabaseHealth> {
  if (!measure && databaseAnsweredRecently(ANSWERED_WITHIN_MS)) return { engine: engineOf(env), reachable: true, latencyMs: null };
  try {
    return await withinTimeout(async () => {
      const started = performance.now();
      const { db, engine } = await connectDb();
      await db.execute(sql`select 1`);
      return { engine, reachable: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
    });
  } catch (error) {
    console.error('Health check: the database is unreachable:', error instanceof Error ? error.message : error);
    return { engine: engineOf(env), reachable: false, latencyMs: null };
  }
}

// This build's migrations, once all applied to a database, stay applied: asked again only until then.
let currentMigrations = new WeakMap<DbHandle, MigrationStatus>();

async function migrationHealth(connectDb: ConnectDb): Promise<MigrationStatus | null> {
  try {
    return await withinTimeout(async () => {
      const handle = await connectDb();
      const known = currentMigrations.get(handle);
      if (known) return known;
      const status = await migrationStatus(handle);
      if (status.current) currentMigrations.set(handle, status);
      return status;
    });
  } catch (error) {
    console.error('Health check: cannot read the applied migrations:', error instanceof Error ? error.message : error);
    return null;
  }
}

async function jobHealth(connectDb: ConnectDb): Promise<JobStatus[] | null> {
  try {
    return await withinTimeout(async () => jobStatuses((await connectDb()).db, new Date()));
  } catch (error) {
    console.error('Health check: cannot read the job history:', error instanceof Error ? error.message : error);
    return null;
  }
}

/** Which implementation of each external service this process uses; names only, never URLs or keys. */
export function adapters(env: Env = process.env): Record<Dependency, string> & Record<string, string> {
  return {
    cms: env.CMS_URL ? 'strapi' : 'local',
    email: env.SMTP_URL ? 'smtp' : 'outbox',
    // The server's flag client, e.g. "unleash: unreachable since …, serving last known flags".
    flags: serverFlagsHealth() ?? flagsAdapter(env),
    monitoring: monitoringDsn(env) ? 'on' : 'off',
    addresses: env.ADDRESS_API_URL ? 'dawa' : 'bundled',
    images: imageStore(env),
    jobs: env.JOBS_IN_PROCESS === '0' ? 'external' : 'in-process',
    payments: activeProvider(env).name,
    mitid: mitidSettings(env) ? 'oidc' : 'off',
    cdn: env.CDN_PURGE_URL ? 'varnish' : 'off',
  };
}

/*
 * What differs per node is wrong once several nodes share one database: pictures uploaded to a
 * node's own disk are missing on the others (404 there), and without SITE_URL each node writes its
 * own localhost address into the links of the mails it sends. Not a reason to take the node out of
 * the balancer, which would take every node out: warnings in plain words.
 */
const perNodeSettings: { applies: (env: Env) => boolean; warning: (nodes: number) => string }[] = [
  {
    applies: (env) => imageStore(env) === 'local',
    warning: (nodes) =>
      `Uploaded pictures are stored on this node's own disk (DATA_DIR/uploads), but ${nodes} nodes are running on this database: ` +
      'a picture uploaded through one is missing on the others. Set the S3_* variables, or UPLOADS_SHARED=1 when DATA_DIR/uploads is one disk shared by every node.',
  },
  {
    applies: (env) => !env.SITE_URL,
    warning: (nodes) =>
      `SITE_URL is not set, but ${nodes} nodes are running on this database: each writes its own localhost address into the links ` +
      'of the mails it sends (alerts, receipts, invitations). Set SITE_URL to the public origin, the same on every node.',
  },
];

// Nodes come and go over minutes: counted at most every 10 s, not on every probe.
const NODE_COUNT_TTL_MS = 10_000;
let nodeCounts = new WeakMap<DbHandle, { nodes: number; at: number }>();

async function countNodes(handle: DbHandle): Promise<number> {
  const counted = nodeCounts.get(handle);
  if (counted && Date.now() - counted.at < NODE_COUNT_TTL_MS) return counted.nodes;
  const nodes = await runningNodes(handle.db);
  nodeCounts.set(handle, { nodes, at: Date.now() });
  return nodes;
}

/** For tests: forget what earlier reports saw (current migrations, the node count). */
export function forgetHealthMemory(): void {
  currentMigrations = new WeakMap();
  nodeCounts = new WeakMap();
}

async function severalNodesWarnings(connectDb: ConnectDb, env: Env): Promise<string[]> {
  const applying = perNodeSettings.filter((setting) => setting.applies(env));
  if (applying.length === 0 || !env.DATABASE_URL) return [];
  try {
    const nodes = await withinTimeout(async () => countNodes(await connectDb()));
    return nodes < 2 ? [] : applying.map((setting) => setting.warning(nodes));
  } catch (error) {
    console.error('Health check: cannot count the running nodes:', error instanceof Error ? error.message : error);
    return [];
  }
}

/** Details only for `Authorization: Bearer $HEALTH_TOKEN`; without HEALTH_TOKEN, for no one. */
export function mayShowDetails(headers: Headers, env: Env = process.env): boolean {
  const expected = env.HEALTH_TOKEN;
  const given = headers.get('authorization')?.match(/^Bearer (.+)$/)?.[1];
  if (!expected || !given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export async function healthReport(options: { details?: boolean; connectDb?: ConnectDb; env?: Env } = {}): Promise<HealthReport> {
  const { connectDb = getDbHandle, env = process.env } = options;
  const database = await databaseHealth(connectDb, env, options.details === true);
  const migrations = database.reachable ? await migrationHealth(connectDb) : null;
  const problems = configurationProblems(env);
  const checks: HealthChecks = {
    database: database.reachable ? 'ok' : 'unreachable',
    migrations: migrations ? (migrations.current ? 'current' : 'pending') : 'unknown',
    configuration: problems.length === 0 ? 'complete' : 'incomplete',
  };
  const healthy = checks.database === 'ok' && checks.migrations === 'current' && checks.configuration === 'complete';
  const report: HealthReport = { status: healthy ? 'ok' : 'unavailable', checks };
  const perNode = database.reachable ? await severalNodesWarnings(connectDb, env) : [];
  if (perNode.length) report.warnings = perNode;
  // A failing CMS leaves pages on its last good content: worth saying, no reason to leave the balancer.
  const cms = cmsState();
  if (cms !== 'ok') report.warnings = [...(report.warnings ?? []), `CMS ${cms}`];
  // Not a check: a node whose LISTEN is down still serves every page, rendered uncached (docs/page-cache.md).
  const listen = pageChangesListenHealth();
  if (listen) {
    const since = new Date(listen.since).toISOString();
    report.pageChanges = { state: listen.state, since, ...(options.details && listen.reason ? { reason: listen.reason } : {}) };
    if (listen.state !== 'ok') {
      report.warnings = [
        ...(report.warnings ?? []),
        `page changes LISTEN ${listen.state} since ${since}: public pages are rendered uncached`,
      ];
    }
  }
  if (options.details) {
    const jobs = checks.migrations === 'current' ? await jobHealth(connectDb) : null;
    const inUse = adapters(env);
    // Asked only for the details: a balancer's probe must not cost the broker a request each time.
    const mitid = await withinTimeout(() => mitidHealth(mitidSettings(env))).catch(
      () => ({ configured: true, discovery: 'unreachable' }) as const,
    );
    report.details = {
      database,
      migrations,
      configuration: problems.map((p) => p.message),
      adapters: inUse,
      dependencies: dependencyHealth(inUse),
      jobs,
      mitid,
    };
  }
  return report;
}
