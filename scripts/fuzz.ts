// `npm run fuzz -- [--requests 10000] [--seed 14] [--concurrency 3] [--properties 600] [--port 3200] [--no-build]
//                  [--base http://localhost:3000 [--database-url postgres://…]]`
//
// Hostile requests (scripts/fuzz-requests.ts) at a production server on this machine. Without --base
// it builds when stale, seeds a fresh database (PGlite in data/fuzz; PostgreSQL when DATABASE_URL or
// TEST_DATABASE_URL names a server, in a new database dropped afterwards), serves it on --port and
// compares every table's rows before and after. It fails (exit 1, listing the requests) on any 5xx,
// on a request that got no answer in time, on the server falling over, and on any changed row.
// With --base it targets a running server; rows are then compared only with --database-url (an
// embedded database cannot be read while its server holds it).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '../lib/db/connect';
import { changedTables, snapshotRows, TABLES_ALLOWED_TO_CHANGE, type RowSnapshot } from './fuzz-rows';
import {
  describeRequest,
  discoverFieldNames,
  discoverTargets,
  fuzzRequests,
  isShed,
  sendFuzzRequest,
  signIn,
  slugsFromSitemap,
  type FuzzOutcome,
  type FuzzRequest,
} from './fuzz-requests';
import { buildIsStale, ensureBuild, prepareDatabase, SERVER_ARGS } from './server-steps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '14' },
    concurrency: { type: 'string', default: '3' },
    properties: { type: 'string', default: '600' },
    port: { type: 'string', default: '3200' },
    base: { type: 'string' },
    'database-url': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
const DEMO = { email: 'demo@hjemly.dk', password: 'Hjemly-demo-2026' };

type Database = { url?: string; pgliteDir?: string; drop?: () => Promise<void> };

/** A new PostgreSQL database on the server DATABASE_URL/TEST_DATABASE_URL names, or a fresh PGlite directory. */
async function freshDatabase(dataDir: string): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true }); // the server's log goes here on either engine
  if (!serverUrl) return { pgliteDir: path.join(dataDir, 'pglite') };
  const { Client } = await import('pg');
  const name = `hjemly_fuzz_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function snapshot(database: Database): Promise<RowSnapshot> {
  const handle = await connect(database);
  try {
    return await snapshotRows(handle.db);
  } finally {
    await handle.close();
  }
}

async function waitUntilServing(base: URL, server: ChildProcess): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 500) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) while starting`);
    const answer = await fetch(new URL('/api/white-label-config/localhost', base)).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer within 120 s');
}

async function startServer(base: URL, env: NodeJS.ProcessEnv, log: string): Promise<ChildProcess> {
  // Another server on the port would be fuzzed in its place (ours would fail to listen).
  if (await fetch(base).catch(() => null)) throw new Error(`something already answers on ${base.origin}: choose another --port`);
  const port = base.port;
  const out = createWriteStream(log);
  const server = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.pipe(out);
  server.stderr!.pipe(out);
  // Whatever ends this process ends the server with it: no orphan keeps the port and the data.
  process.once('exit', () => server.kill('SIGKILL'));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  return server;
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
}

async function realSlugs(base: URL): Promise<string[]> {
  const index = await (await fetch(new URL('/sitemap.xml', base))).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(new URL(match[1]).pathname, base));
  const sitemaps = await Promise.all(children.map(async (url) => (await fetch(url)).text()));
  const slugs = slugsFromSitemap(sitemaps.join('\n'));
  // A spread of forty, the same on every run over the same seed data.
  const step = Math.max(1, Math.floor(slugs.length / 40));
  return slugs.filter((_, i) => i % step === 0).slice(0, 40);
}

async function fuzz(
  base: URL,
): Promise<{ failures: string[]; statuses: Record<string, number>; shed: number; resets: number; refusedSamples: string[]; sent: number }> {
  const cookie = await signIn(base, DEMO.email, DEMO.password);
  if (!cookie) console.warn('Could not sign in as the demo tenant: signed-in requests go without a session.');
  const requests = fuzzRequests({
    seed: Number(values.seed),
    count: Number(values.requests),
    targets: discoverTargets(root),
    fields: discoverFieldNames(root),
    slugs: await realSlugs(base),
  });
  const agent = new Agent({ keepAlive: true, maxSockets: Number(values.concurrency) });
  const failures: string[] = [];
  const statuses: Record<string, number> = {};
  let shed = 0;
  // No answer even on a fresh connection: the server closed it while the request was still being
  // sent (a body it refused before reading it all). Listed, not failed: the client saw no 5xx.
  let resets = 0;
  const refusedSamples: string[] = [];
  let sent = 0;
  const record = (request: FuzzRequest, outcome: FuzzOutcome) => {
    sent++;
    statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
    if (isShed(outcome)) shed++;
    else if (outcome.status >= 500) failures.push(`${outcome.status} ${describeRequest(request)}\n    ${outcome.bodyStart.slice(0, 200)}`);
    else if (outcome.status === 0 && outcome.bodyStart === 'timed out') failures.push(`no answer within 30 s: ${describeRequest(request)}`);
    else if (outcome.status === 0 && resets++ < 5) refusedSamples.push(`${outcome.bodyStart}: ${describeRequest(request).slice(0, 200)}`);
    if (sent % 1000 === 0) console.log(`${sent} requests, ${failures.length} failures`);
  };
  const worker = async () => {
    for (let next = requests.next(); !next.done; next = requests.next())
      record(next.value, await sendFuzzRequest(base, next.value, { cookie, agent }));
  };
  await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
  agent.destroy();
  return { failures, statuses, shed, resets, refusedSamples, sent };
}

async function main(): Promise<number> {
  const started = Date.now();
  const externalBase = values.base ? new URL(values.base) : undefined;
  const base = externalBase ?? new URL(`http://localhost:${values.port}`);
  if (!LOOPBACK.includes(base.hostname)) {
    console.error('npm run fuzz only sends its requests to a server on this machine (localhost).');
    return 2;
  }
  const dataDir = path.join(root, 'data', 'fuzz');
  const database: Database | undefined = externalBase
    ? values['database-url']
      ? { url: values['database-url'] }
      : undefined
    : await freshDatabase(dataDir);
  let server: ChildProcess | undefined;
  let before: RowSnapshot | undefined;
  try {
    if (!externalBase) {
      if (!values['no-build']) ensureBuild();
      else if (buildIsStale()) console.warn('--no-build: serving a build older than the sources.');
      const env = {
        ...process.env,
        DATA_DIR: dataDir,
        SEED_PROPERTIES: values.properties,
        DATABASE_URL: database!.url ?? '',
        BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? randomBytes(32).toString('hex'),
      };
      if (!database!.url) delete (env as Record<string, string | undefined>).DATABASE_URL;
      prepareDatabase(env);
      before = await snapshot(database!);
      server = await startServer(base, env, path.join(dataDir, 'server.log'));
      await waitUntilServing(base, server);
    } else if (database) before = await snapshot(database);
    else console.warn('Rows are not compared: give --database-url for a server on PostgreSQL.');

    const fuzzStarted = Date.now();
    const result = await fuzz(base);
    const fuzzSeconds = (Date.now() - fuzzStarted) / 1000;
    if (server && server.exitCode !== null) result.failures.push(`the server exited (${server.exitCode}) during the run`);
    if (server) await stopServer(server);
    const changed = before && database ? changedTables(before, await snapshot(database)) : [];
    const report = {
      engine: database?.url ? 'postgres' : externalBase ? 'unknown (--base)' : 'pglite',
      seed: Number(values.seed),
      requests: result.sent,
      concurrency: Number(values.concurrency),
      fuzzSeconds: Math.round(fuzzSeconds),
      totalSeconds: Math.round((Date.now() - started) / 1000),
      requestsPerSecond: Math.round((result.sent / fuzzSeconds) * 10) / 10,
      statuses: result.statuses,
      shed: result.shed,
      closedWhileSending: result.resets,
      closedWhileSendingSamples: result.refusedSamples,
      failures: result.failures.length,
      tablesCompared: before ? Object.keys(before).length : 0,
      tablesAllowedToChange: TABLES_ALLOWED_TO_CHANGE,
      changedTables: changed,
      loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
      serverLog: server ? path.join(dataDir, 'server.log') : undefined,
    };
    for (const failure of result.failures.slice(0, 200)) console.error(failure);
    if (result.failures.length > 200) console.error(`… and ${result.failures.length - 200} more`);
    if (result.shed) console.error(`${result.shed} requests were shed (503): lower --concurrency, the fuzz must stay below the load gate.`);
    console.log(JSON.stringify(report, null, 2));
    return result.failures.length || result.shed || changed.length ? 1 : 0;
  } finally {
    if (server) await stopServer(server);
    await database?.drop?.();
  }
}

process.exit(await main());
