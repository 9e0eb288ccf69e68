// Shared steps of `npm start` and the e2e run: prepare the database, build when stale, serve.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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
  // Bundled by Next.js too: the app's side of what it shares with the server.
  'scripts/page-bridge.ts',
  'scripts/arrival-bridge.ts',
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

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
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

/** A production build: the trimmed bootstrap, Next.js, the compile hints, the compressed copies. */
export function build() {
  const started = Date.now();
  run(process.execPath, [path.join(root, 'scripts/bootstrap-css.mjs')]);
  run(bin('next'), ['build'], { ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
  run(process.execPath, [path.join(root, 'scripts/compile-hints.mjs')]);
  run(process.execPath, [path.join(root, 'scripts/compress-static.mjs')]);
  console.log(`Build finished in ${Math.round((Date.now() - started) / 1000)} s.`);
}

export function ensureBuild() {
  if (!buildIsStale()) return;
  console.log('Building the application (the build is missing or older than the sources) …');
  build();
}

/*
 * The server's memory under load is V8's old generation, not native memory: when many
 * requests are in flight, their objects outlive the young generation, and V8 lets the old
 * generation grow to three or four times what is live before it collects, so 200 clients took the
 * process from 450 to 800 MB (back to 500 when idle). A limit makes V8 collect sooner, at some more
 * time in the collector. An old-space size in NODE_OPTIONS is the operator's and wins.
 */
export const SERVER_OLD_SPACE_MB = 384;

/** The V8 flags the server runs with, given its environment. */
export function heapFlags(env = process.env) {
  if (/--max[-_]old[-_]space[-_]size\b/.test(env.NODE_OPTIONS ?? '')) return [];
  return [`--max-old-space-size=${SERVER_OLD_SPACE_MB}`];
}

/*
 * glibc gives every thread that allocates its own malloc arena, and the server has many (libuv's
 * pool, libvips's workers for the pictures): ten minutes of mixed traffic left ~190 MB in thread
 * arenas. Two arenas cost no measurable speed here and kept the process 50 MB smaller
 * (docs/performance.md). The operator's own value wins.
 */
export const SERVER_MALLOC_ARENAS = '2';

/** The environment the server runs with: the operator's, over the production defaults. */
export function serverEnvironment(env = process.env) {
  return { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', MALLOC_ARENA_MAX: SERVER_MALLOC_ARENAS, ...env };
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
