// `npm run bench -- pages [--before DIR] [--seconds 15] [--clients 2] [--rounds 2] [path …]`: what a
// signed-in page costs the server. For each build (this checkout's, and with --before a second
// checkout with its own `npm run build`, e.g. a `git worktree` of the commit before a change) it
// serves the production build, signs the demo tenant in, and asks each path with `--clients`
// requests at a time for `--seconds`, then a static 40 KB chunk the same way. It prints per path:
// requests per second, that rate divided by the chunk's (the same run, so the machine's load falls
// out), the server's CPU milliseconds per answer (from /proc), p50/p95 and the HTML's bytes.
// Builds take turns, round after round, so both meet the same machine. Each server gets its own copy
// of the demo database (DATA_DIR, seeded once), or BENCH_DATABASE_URL (PostgreSQL, seeded when empty).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuSeconds, signIn, waitUntilLive } from './local-server.mjs';
import { heapFlags, prepareDatabase, SERVER_ARGS, serverEnvironment } from './server-steps.mjs';

const { values, positionals } = parseArgs({
  args: process.argv.slice(3),
  allowPositionals: true,
  options: {
    before: { type: 'string' },
    seconds: { type: 'string', default: '15' },
    clients: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '2' },
    port: { type: 'string', default: '3660' },
    account: { type: 'string', default: 'demo@hjemly.dk:Hjemly-demo-2026' },
    'data-dir': { type: 'string', default: 'data/bench-pages' },
  },
});
const paths = positionals.length ? positionals : ['/konto', '/ventelister', '/anmodninger'];
const root = path.resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${values.port}`;
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
const onPostgres = Boolean(process.env.BENCH_DATABASE_URL);
// The bench's databases keep their demo data from run to run: fixed keys of its own, for the seed
// (CPR numbers are stored encrypted) and every server alike.
const benchKey = (purpose: string) => createHash('sha256').update(`hjemly pages bench ${purpose}`).digest('base64');
process.env.BETTER_AUTH_SECRET ??= benchKey('sessions');
process.env.CPR_KEY ??= benchKey('cpr');

type Build = { label: string; dir: string };
type Figures = { perSecond: number; cpuMs: number; p50: number; p95: number; bytes: number };
const builds: Build[] = [{ label: 'this checkout', dir: root }];
if (values.before) builds.unshift({ label: 'before', dir: path.resolve(values.before) });

/** A copy of the seeded demo database per build, so each server starts from the same rows. */
function dataDirFor(build: Build): string | undefined {
  if (onPostgres) {
    prepareDatabase({ ...process.env, DATABASE_URL: process.env.BENCH_DATABASE_URL });
    return undefined;
  }
  const seeded = path.resolve(values['data-dir'], 'seeded');
  if (!existsSync(seeded)) prepareDatabase({ ...process.env, DATA_DIR: seeded });
  const copy = path.resolve(values['data-dir'], builds.indexOf(build).toString());
  rmSync(copy, { recursive: true, force: true });
  cpSync(seeded, copy, { recursive: true });
  return copy;
}

function startServer(build: Build, dataDir: string | undefined): ChildProcess {
  const env = serverEnvironment({
    ...process.env,
    NODE_ENV: 'production',
    PORT: values.port,
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    DATA_DIR: dataDir,
    LOG_REQUESTS: '0',
  });
  const args = SERVER_ARGS.slice(0, -1).concat(path.join(build.dir, 'scripts/http-server.ts'));
  return spawn(process.execPath, [...heapFlags(env), ...args], {
    cwd: build.dir,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

// On PostgreSQL one sign-in serves the whole run (sign-ins are rate-limited per address, and both
// builds read the same sessions with the same secret); each PGlite copy starts from the seed.
let signedIn: Promise<string> | undefined;
const session = () => (onPostgres ? (signedIn ??= signInAccount()) : signInAccount());

function signInAccount(): Promise<string> {
  const at = values.account.indexOf(':');
  return signIn(base, values.account.slice(0, at), values.account.slice(at + 1));
}

/** A static chunk of about 40 KB from the build: what the server does at its cheapest. */
function staticChunk(build: Build): string {
  const chunks = path.join(build.dir, '.next/static/chunks');
  const sized = readdirSync(chunks)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, off: Math.abs(statSync(path.join(chunks, name)).size - 40_000) }))
    .sort((a, b) => a.off - b.off);
  return `/_next/static/chunks/${sized[0].name}`;
}

async function measure(pid: number, pathname: string, headers: Record<string, string>): Promise<Figures> {
  const latencies: number[] = [];
  let bytes = 0;
  const until = performance.now() + SECONDS * 1000;
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        const response = await fetch(`${base}${pathname}`, { headers, redirect: 'manual' });
        const body = await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
        latencies.push(performance.now() - sent);
        bytes = body.byteLength;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = ((cpuSeconds(pid) - cpuBefore) / latencies.length) * 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]);
  return { perSecond: latencies.length / seconds, cpuMs, p50: at(0.5), p95: at(0.95), bytes };
}

async function round(build: Build): Promise<Map<string, Figures>> {
  const server = startServer(build, dataDirFor(build));
  try {
    await waitUntilLive(server, base);
    const cookie = await session();
    const figures = new Map<string, Figures>();
    // Warm up: each route's code is loaded and compiled before it counts. A path this build does
    // not have (a route the change adds or replaces) answers 404 and is left out of its table.
    const served: string[] = [];
    for (const pathname of paths) {
      let status = 0;
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`${base}${pathname}`, { headers: { cookie } });
        await response.arrayBuffer();
        status = response.status;
      }
      if (status !== 404) served.push(pathname);
    }
    for (const pathname of served) figures.set(pathname, await measure(server.pid!, pathname, { cookie }));
    figures.set('static chunk', await measure(server.pid!, staticChunk(build), {}));
    return figures;
  } finally {
    const exited = new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    server.kill('SIGTERM');
    await exited;
  }
}

function report(build: Build, runs: Map<string, Figures>[]) {
  const mean = (pick: (f: Figures) => number, key: string) => runs.reduce((sum, run) => sum + pick(run.get(key)!), 0) / runs.length;
  const chunkRate = mean((f) => f.perSecond, 'static chunk');
  console.log(`\n${build.label} (${build.dir}), mean of ${runs.length} rounds:`);
  console.table(
    [...paths, 'static chunk']
      .filter((key) => runs.every((run) => run.has(key)))
      .map((key) => ({
        path: key,
        'req/s': +mean((f) => f.perSecond, key).toFixed(1),
        '÷ chunk': +(mean((f) => f.perSecond, key) / chunkRate).toFixed(3),
        'CPU ms/req': +mean((f) => f.cpuMs, key).toFixed(1),
        p50: Math.round(mean((f) => f.p50, key)),
        p95: Math.round(mean((f) => f.p95, key)),
        'HTML bytes': Math.round(mean((f) => f.bytes, key)),
      })),
  );
}

console.log(
  `Signed-in pages, ${CLIENTS} at a time for ${SECONDS} s each, ${onPostgres ? 'PostgreSQL' : 'PGlite'}; ` +
    `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}`,
);
const results = new Map<Build, Map<string, Figures>[]>(builds.map((build) => [build, []]));
for (let r = 0; r < Number(values.rounds); r++) {
  for (const build of r % 2 ? [...builds].reverse() : builds) results.get(build)!.push(await round(build));
}
for (const build of builds) report(build, results.get(build)!);
console.log(`\nload average at the end: ${os.loadavg()[0].toFixed(2)}`);
