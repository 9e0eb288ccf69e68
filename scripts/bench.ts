// `npm run bench`: seeds 100,000 homes into a fresh PGlite, serves the production build on it and
// measures the search endpoint over HTTP (p50/p95 of at least 200 requests per scenario). With
// BENCH_DATABASE_URL it does the same against that PostgreSQL database (its catalogue is replaced).
// BENCH_REUSE=1 keeps a database that already holds homes (seeded by an earlier run or by
// `npm run seed`) instead of seeding again; BENCH_DATA_DIR names a PGlite data directory to keep.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { connect } from '@/lib/db/connect';
import { migrate } from '@/lib/db/migrate';
import { analyzeAfterBulkLoad, seed } from '@/lib/db/seed/seed';
import { ensureBuild } from './server-steps.mjs';

// `npm run bench -- alerts`: the saved-search alerts benchmark instead (./bench-alerts.ts); `-- rush`:
// a popular waiting list opening (./bench-rush.ts); `-- bulk`: a group's homes written one by one and
// in one request (./bench-bulk.ts); `-- insight`: the landlord's overview (./bench-insight.ts); `-- pages`:
// what a signed-in page costs the server (./bench-pages.ts); `-- open-books`: a large town's published
// lettings and rent comparison (./bench-open-books.ts); `-- messages`: a large company's inbox
// (./bench-messages.ts).
const otherBenches: Record<string, () => Promise<unknown>> = {
  alerts: () => import('./bench-alerts'),
  rush: () => import('./bench-rush'),
  bulk: () => import('./bench-bulk'),
  insight: () => import('./bench-insight'),
  pages: () => import('./bench-pages'),
  'open-books': () => import('./bench-open-books'),
  messages: () => import('./bench-messages'),
};
if (process.argv[2] && otherBenches[process.argv[2]]) {
  await otherBenches[process.argv[2]]();
  process.exit(0);
}

const { values } = parseArgs({
  options: {
    properties: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    port: { type: 'string', default: '3210' },
  },
});
const PROPERTIES = Number(values.properties);
const REQUESTS = Math.max(200, Number(values.requests));
const base = `http://127.0.0.1:${values.port}`;

type Scenario = { name: string; urls: () => string[] };

const cities = ['koebenhavn', 'aarhus', 'odense', 'aalborg', 'esbjerg', 'randers', 'kolding', 'vejle'];
const words = ['lys', 'altan', 'køkken', 'udsigt', 'trægulve', 'roligt', 'nyistandsat', 'charmerende'];
const areas = [
  [12.45, 55.62, 12.65, 55.73],
  [10.1, 56.1, 10.3, 56.2],
  [8.0, 54.5, 12.7, 57.8],
  [10.3, 55.35, 10.45, 55.43],
];

function scenarios(deepCursors: string[]): Scenario[] {
  const pick = <T>(list: T[], i: number) => list[i % list.length];
  return [
    {
      name: 'filtered list + count',
      urls: () =>
        Array.from(
          { length: REQUESTS },
          (_, i) => `/api/search?sted=city:${pick(cities, i)}&rentMax=${9000 + (i % 5) * 1500}&roomsMin=${1 + (i % 3)}&sort=rentAsc`,
        ),
    },
    {
      name: 'map area',
      urls: () => Array.from({ length: REQUESTS }, (_, i) => `/api/search/map?bbox=${pick(areas, i).join(',')}&roomsMin=${1 + (i % 2)}`),
    },
    { name: 'deep page (keyset)', urls: () => Array.from({ length: REQUESTS }, (_, i) => `/api/search?cursor=${pick(deepCursors, i)}`) },
    { name: 'text query', urls: () => Array.from({ length: REQUESTS }, (_, i) => `/api/search?q=${encodeURIComponent(pick(words, i))}`) },
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(base + url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function waitForServer(child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('the server exited');
    try {
      if ((await fetch(`${base}/api/white-label-config/localhost`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function deepCursors(): Promise<string[]> {
  const cursors: string[] = [];
  let cursor = '';
  for (let page = 1; page <= 60; page++) {
    const body = (await (await fetch(`${base}/api/search${cursor ? `?cursor=${cursor}` : ''}`)).json()) as { nextCursor: string };
    cursor = body.nextCursor;
    if (page >= 40) cursors.push(cursor);
  }
  return cursors;
}

const reuse = process.env.BENCH_REUSE === '1';
// Seeding builds indexes and vacuums for longer than the server's 5 s statement limit
// (lib/db/pg-pool.ts); the server keeps the limit it was given.
const serverStatementTimeout = process.env.DATABASE_STATEMENT_TIMEOUT_MS;
process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= String(60 * 60_000);

async function homesIn(handle: Awaited<ReturnType<typeof connect>>): Promise<number> {
  const result = await handle.db.execute(sql`select count(*)::int as n from properties`);
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

async function prepare(env: Record<string, string | undefined>) {
  // The server gets env.DATA_DIR: seed that directory, not this process's DATA_DIR.
  const handle = await connect({ url: env.DATABASE_URL, pgliteDir: env.DATA_DIR && path.join(env.DATA_DIR, 'pglite') });
  await migrate(handle);
  const present = await homesIn(handle);
  if (reuse && present > 0) {
    console.log(`  reusing its ${present.toLocaleString('en')} homes (BENCH_REUSE=1)`);
    await handle.db.execute(sql`vacuum analyze properties`);
    return handle.close();
  }
  await handle.db.execute(sql`truncate properties, property_groups, companies, images, white_label_configs restart identity cascade`);
  const started = performance.now();
  await seed(handle.db, { properties: PROPERTIES });
  await analyzeAfterBulkLoad(handle.db);
  console.log(`  seeded ${PROPERTIES.toLocaleString('en')} homes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await handle.close();
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function run(label: string, env: Record<string, string | undefined>) {
  console.log(`\n== ${label} ==`);
  await prepare(env);
  const child = spawn(path.resolve('node_modules/.bin/next'), ['start', '-p', String(values.port)], {
    env: {
      ...process.env,
      ...env,
      DATABASE_STATEMENT_TIMEOUT_MS: serverStatementTimeout,
      // A production server on PostgreSQL refuses to start without these (lib/config/requirements.ts).
      BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? randomBytes(32).toString('base64'),
      CPR_KEY: process.env.CPR_KEY ?? randomBytes(32).toString('base64'),
      // The search alone: no job of the embedded scheduler takes the database in the middle of it.
      JOBS_IN_PROCESS: '0',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(child);
    const cursors = await deepCursors();
    const rows = [];
    for (const scenario of scenarios(cursors)) {
      const urls = scenario.urls();
      for (const url of urls.slice(0, 10)) await timed(url); // warm-up, not counted
      const times: number[] = [];
      for (const url of urls) times.push(await timed(url));
      times.sort((a, b) => a - b);
      rows.push({
        scenario: scenario.name,
        requests: times.length,
        p50_ms: +percentile(times, 50).toFixed(1),
        p95_ms: +percentile(times, 95).toFixed(1),
        max_ms: +times.at(-1)!.toFixed(1),
      });
    }
    console.table(rows);
    console.log(`  load average ${load()}`);
    return rows;
  } finally {
    child.kill('SIGTERM');
  }
}

console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(`Load average at the start: ${load()}`);
ensureBuild();
const kept = process.env.BENCH_DATA_DIR;
const dir = kept ? path.resolve(kept) : mkdtempSync(path.join(os.tmpdir(), 'hjemly-bench-'));
mkdirSync(dir, { recursive: true });
try {
  await run('PGlite', { DATA_DIR: dir, DATABASE_URL: undefined });
} finally {
  if (!kept) rmSync(dir, { recursive: true, force: true });
}
if (process.env.BENCH_DATABASE_URL) {
  await run('PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL });
}
