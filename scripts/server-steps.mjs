// Shared steps of `npm start` and the e2e run: prepare the database, build when stale, serve.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { supervise } from './supervise.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'content',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'instrumentation-node.ts',
  'next.config.ts',
  'package.json',
  'tsconfig.json',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, entry) => Math.max(max, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

/** Runs a step; `log` collects its output instead of printing it (printed whole if it fails). */
function run(command, args, env = process.env, log = null) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (log) log.push(`$ ${path.basename(command)} ${args.join(' ')}\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0) {
    if (log) console.error(log.join('\n'));
    console.error(`\n${path.basename(command)} ${args.join(' ')} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

/** Refuses a broken configuration (lib/config/requirements.ts) before any work, as the server would. */
export function checkConfiguration(env = process.env) {
  run(bin('tsx'), ['scripts/check-config.ts'], { ...env, NODE_ENV: env.NODE_ENV ?? 'production' });
}

/** Migrations always; demo data only on the first run (an empty database). */
export function prepareDatabase(env = process.env) {
  run(bin('tsx'), ['scripts/seed.ts', '--if-empty'], env);
}

export function buildIsStale() {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

/** Where a quiet build leaves its steps' output. */
export const BUILD_LOG = path.join(root, '.next', 'build-output.log');

/**
 * A production build: the trimmed bootstrap, Next.js, the compile hints, the compressed copies.
 * `quiet` (`npm start`, the e2e run): the steps' output goes to BUILD_LOG, and to the terminal only
 * when a step fails, so a first start shows what a person needs rather than Next.js's report.
 */
export function build({ quiet = false } = {}) {
  const started = Date.now();
  const log = quiet ? [] : null;
  run(process.execPath, [path.join(root, 'scripts/bootstrap-css.mjs')], process.env, log);
  run(bin('next'), ['build'], { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, log);
  run(process.execPath, [path.join(root, 'scripts/compile-hints.mjs')], process.env, log);
  run(process.execPath, [path.join(root, 'scripts/compress-static.mjs')], process.env, log);
  if (log) {
    mkdirSync(path.dirname(BUILD_LOG), { recursive: true });
    writeFileSync(BUILD_LOG, log.join('\n'));
  }
  const where = log ? ` (its output: ${path.relative(root, BUILD_LOG)})` : '';
  console.log(`Build finished in ${Math.round((Date.now() - started) / 1000)} s${where}.`);
}

export function ensureBuild() {
  if (!buildIsStale()) return;
  console.log('Building the application: the build is missing or older than the sources (a few minutes) …');
  build({ quiet: true });
}

/*
 * The server's memory under load is V8's old generation, not native memory: when many
 * requests are in flight, their objects outlive the young generation, and V8 lets the old
 * generation grow to three or four times what is live before it collects, so 200 clients took the
 * process from 450 to 800 MB (back to 500 when idle). A limit makes V8 collect sooner, at some more
 * time in the collector. An old-space size in NODE_OPTIONS is the operator's and wins.
 */
export const SERVER_OLD_SPACE_MB = 384;

/*
 * With the embedded database (no DATABASE_URL) the process also runs PostgreSQL, compiled to 9 MB
 * of WebAssembly, and holds its memory: about 80 MB more than a node on PostgreSQL after ten
 * minutes of mixed traffic. There the server runs with these flags (with the malloc setting below,
 * ten minutes of mixed traffic side by side: docs/performance.md):
 * - `--no-liftoff`: V8 otherwise compiles each WebAssembly function with its quick baseline
 *   compiler and, once it is hot, again with its optimising one in the background, keeping both
 *   and leaving that compilation's memory in malloc's arenas. Compiled once, optimised, when first
 *   called, the node answered as many requests with 25 MB less; opening the database takes about
 *   a second longer.
 * - a young generation of 4 + 4 MB instead of V8's 16 + 16 MB, and an old generation that grows
 *   to 1.2 times what the last full collection left before the next (V8 otherwise picks a factor
 *   of its own): requests' objects are collected sooner, at some more time in the collector.
 * On PostgreSQL the node stays under its memory goal without them and keeps V8's defaults. A
 * semi-space size in NODE_OPTIONS is the operator's and wins (Node allows neither of the others
 * there).
 */
export const EMBEDDED_DATABASE_SEMI_SPACE_MB = 4;
export const EMBEDDED_DATABASE_HEAP_GROWING_PERCENT = 20;

/** The V8 flags the server runs with, given its environment. */
export function heapFlags(env = process.env) {
  const given = env.NODE_OPTIONS ?? '';
  const oldSpace = /--max[-_]old[-_]space[-_]size\b/.test(given) ? [] : [`--max-old-space-size=${SERVER_OLD_SPACE_MB}`];
  if (env.DATABASE_URL) return oldSpace;
  const semiSpace = /--max[-_]semi[-_]space[-_]size\b/.test(given) ? [] : [`--max-semi-space-size=${EMBEDDED_DATABASE_SEMI_SPACE_MB}`];
  return [...oldSpace, '--no-liftoff', ...semiSpace, `--heap-growing-percent=${EMBEDDED_DATABASE_HEAP_GROWING_PERCENT}`];
}

/*
 * glibc gives every thread that allocates its own malloc arena, and the server has many (libuv's
 * pool, libvips's workers for the pictures): ten minutes of mixed traffic left ~190 MB in thread
 * arenas. Two arenas cost no measurable speed here and kept the process 50 MB smaller
 * (docs/performance.md). The operator's own value wins.
 */
export const SERVER_MALLOC_ARENAS = '2';

/*
 * glibc serves a large block (128 KB and up) with a mapping of its own, returned when freed, but
 * raises that bound to the largest block freed so far (up to 32 MB), and the bound below which it
 * gives memory back with it: after the first big pictures and compilations, such blocks come from
 * the arenas and their memory stays. A fixed bound keeps them apart. With the embedded database it
 * took a further 30 MB off after ten minutes of mixed traffic, as many requests answered
 * (docs/performance.md); on PostgreSQL it was not measured and is not set. The operator's own
 * value wins.
 */
export const EMBEDDED_DATABASE_MMAP_THRESHOLD = '131072';

/** The environment the server runs with: the operator's, over the production defaults. */
export function serverEnvironment(env = process.env) {
  const embedded = env.DATABASE_URL ? {} : { MALLOC_MMAP_THRESHOLD_: EMBEDDED_DATABASE_MMAP_THRESHOLD };
  return { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', MALLOC_ARENA_MAX: SERVER_MALLOC_ARENAS, ...embedded, ...env };
}

/**
 * The node arguments that run the production server (scripts/http-server.ts). It is TypeScript,
 * loaded through tsx's ESM hook only: a handful of files compiled at start (cached on disk), while
 * Next.js's own CommonJS modules load as they always do.
 */
export const SERVER_ARGS = ['--import', import.meta.resolve('tsx/esm'), path.join(root, 'scripts/http-server.ts')];

/** Serves the production build under the supervisor (scripts/supervise.mjs), which starts it again if it dies. */
export function serve(env = process.env) {
  const port = env.PORT ?? '3000';
  const start = () =>
    spawn(process.execPath, [...heapFlags(env), ...SERVER_ARGS], {
      cwd: root,
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      env: { ...serverEnvironment(env), PORT: port },
    });
  const supervisor = supervise(start);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => supervisor.stop(signal));
  supervisor.done.then((code) => process.exit(code));
  return supervisor;
}
