// `node scripts/profile.mjs [--requests 300] [--warmup 30] [--concurrency 2] [--port 3300] [--sign-in e-mail:password] path …`
// `node scripts/profile.mjs --analyze file.cpuprofile` (the tables again, for a profile already taken)
//
// Where a production server's CPU time goes while it answers the given paths (each request takes
// the next path in turn; `{slug}` in a path takes the next home from the sitemap). It serves the
// existing build (`npm run build` first) on DATA_DIR (default data/profile, seeded with the demo
// data when empty) under `node --cpu-prof`, sends the requests from this machine, stops the server
// and prints the top functions and modules by self time and the modules by inclusive time, mapped
// through the build's source maps. The raw .cpuprofile stays in DATA_DIR/profiles for Chrome DevTools.
// With --sign-in every request carries that account's session (`demo@hjemly.dk:Hjemly-demo-2026` is
// the demo tenant): the signed-in pages' own cost.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { signIn } from './local-server.mjs';
import { prepareDatabase, SERVER_ARGS } from './server-steps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    requests: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '2' },
    port: { type: 'string', default: '3300' },
    top: { type: 'string', default: '25' },
    analyze: { type: 'string' },
    'sign-in': { type: 'string' },
  },
});
const paths = positionals.length ? positionals : ['/soeg'];
const dataDir = process.env.DATA_DIR ?? 'data/profile';
// resolve, not join: an absolute DATA_DIR (/tmp/…) stands as it is.
const profileDir = path.resolve(root, dataDir, 'profiles');
const base = `http://localhost:${values.port}`;

async function waitUntilServing(server) {
  for (let waited = 0; waited < 120_000; waited += 500) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    if ((await fetch(`${base}/api/white-label-config/localhost`).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer within 120 s');
}

async function homeSlugs() {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const texts = await Promise.all(children.map(async (child) => (await fetch(`${base}${child}`)).text()));
  return [...new Set([...texts.join('\n').matchAll(/\/bolig\/([^</]+)<\/loc>/g)].map((match) => match[1]))];
}

/** The session cookies of `account` (e-mail:password). */
function signInAccount(account) {
  const at = account.indexOf(':');
  return signIn(base, account.slice(0, at), account.slice(at + 1));
}

async function send(count, concurrency, nextPath, headers = {}) {
  const latencies = [];
  let i = 0;
  const worker = async () => {
    while (i < count) {
      const url = `${base}${nextPath(i++)}`;
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status >= 500) console.warn(`${response.status} ${url}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies.sort((a, b) => a - b);
}

// --- analysis -----------------------------------------------------------------------------------

const sourceMaps = new Map();
function sourceMapOf(file) {
  if (!sourceMaps.has(file)) {
    const mapFile = `${file}.map`;
    sourceMaps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  return sourceMaps.get(file);
}

/** The original source of a frame: through the chunk's source map when the build has one. */
function originalSource(callFrame) {
  const url = callFrame.url;
  if (!url) return callFrame.functionName.startsWith('(') ? callFrame.functionName : '(native)';
  if (url.startsWith('wasm://')) return 'wasm';
  if (url.startsWith('node:')) return url;
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  // The build's chunks and Next's compiled runtime (React's server renderers inside it) ship their maps.
  const mapped =
    file.includes(`${path.sep}.next${path.sep}`) || file.includes(`${path.sep}next${path.sep}dist${path.sep}compiled${path.sep}`);
  const map = mapped ? sourceMapOf(file) : null;
  const entry = map?.findEntry(callFrame.lineNumber, callFrame.columnNumber);
  return entry?.originalSource ?? path.relative(root, file);
}

/** `node_modules/next-intl/…` → next-intl; `[project]/lib/search/…` → lib/search; PGlite's wasm → @electric-sql/pglite (wasm). */
function moduleOf(source) {
  if (source === 'wasm') return '@electric-sql/pglite (wasm)';
  if (source.startsWith('(') || source.startsWith('node:')) return source.startsWith('node:') ? 'node (built-in)' : source;
  // Next's runtime through its map: React's Flight server and client, React DOM's server, Next's app render.
  const compiled = /^webpack:\/\/next\/\.\/(dist\/compiled\/[^/]+|src\/[^/]+\/[^/]+)/.exec(source);
  if (compiled) return `next/${compiled[1]}`;
  const clean = source.replace(/^.*\[project\]\//, '').replace(/^(\.\.\/)+/, '');
  const inModules = /node_modules\/((@[^/]+\/)?[^/]+)\/(.*)$/.exec(clean);
  if (inModules) {
    const [, name, , rest] = inModules;
    // Next's compiled runtime holds React's server renderer and its own router: told apart by file.
    if (name === 'next') return `next/${rest.split('/').slice(0, 3).join('/')}`;
    return name;
  }
  return clean.split('/').slice(0, 2).join('/');
}

const PAUSE_MS = 2500;

/**
 * The index of the first sample after the last idle stretch of most of PAUSE_MS: start-up, module
 * loading and the warm-up come before it, the measured requests after it.
 */
function measuredFrom(profile, nodes) {
  let from = 0;
  let idleSince = null;
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (nodes.get(id).callFrame.functionName === '(idle)') idleSince ??= at;
    else {
      if (idleSince !== null && at - idleSince >= PAUSE_MS * 500) from = i; // µs: half the pause at least
      idleSince = null;
    }
  });
  return from;
}

function analyze(profileFile, top) {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const self = new Map();
  const functions = new Map();
  const inclusive = new Map();
  let busy = 0;
  let idle = 0;
  const from = measuredFrom(profile, nodes);
  if (!from) console.warn('No pause found in the profile: start-up and warm-up are counted too.');
  profile.samples.forEach((id, i) => {
    if (i < from) return;
    const micros = profile.timeDeltas[i + 1] ?? 0;
    const node = nodes.get(id);
    if (node.callFrame.functionName === '(idle)') return void (idle += micros);
    busy += micros;
    const source = originalSource(node.callFrame);
    const owner = moduleOf(source);
    self.set(owner, (self.get(owner) ?? 0) + micros);
    const fn = `${node.callFrame.functionName || '(anonymous)'}  ${source.replace(/^.*\[project\]\//, '')}`;
    functions.set(fn, (functions.get(fn) ?? 0) + micros);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) seen.add(moduleOf(originalSource(nodes.get(at).callFrame)));
    for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
  });
  const table = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`)
      .join('\n');
  console.log(`\nCPU busy ${(busy / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s (${profileFile})`);
  console.log(`\nModules by self time:\n${table(self)}`);
  console.log(`\nModules by inclusive time (on the stack):\n${table(inclusive)}`);
  console.log(`\nFunctions by self time:\n${table(functions)}`);
}

// --- run ----------------------------------------------------------------------------------------

if (values.analyze) {
  analyze(values.analyze, Number(values.top));
  process.exit(0);
}

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
const env = { ...process.env, DATA_DIR: dataDir };
prepareDatabase(env);
mkdirSync(profileDir, { recursive: true });
const server = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...SERVER_ARGS], {
  cwd: root,
  env: { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: values.port },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const started = Date.now();
try {
  await waitUntilServing(server);
  const slugs = paths.some((p) => p.includes('{slug}')) ? await homeSlugs() : [];
  const nextPath = (i) => paths[i % paths.length].replace('{slug}', () => slugs[i % slugs.length]);
  const headers = values['sign-in'] ? { cookie: await signInAccount(values['sign-in']) } : {};
  await send(Number(values.warmup), Number(values.concurrency), nextPath, headers);
  // A quiet pause the analysis finds in the profile: only what follows it is counted.
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  const measuredFrom = Date.now();
  const latencies = await send(Number(values.requests), Number(values.concurrency), (i) => nextPath(i + Number(values.warmup)), headers);
  const seconds = (Date.now() - measuredFrom) / 1000;
  const at = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]);
  console.log(
    JSON.stringify({
      paths,
      requests: latencies.length,
      seconds,
      perSecond: +(latencies.length / seconds).toFixed(1),
      p50: at(0.5),
      p95: at(0.95),
    }),
  );
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
// Worker threads (the database's, the logger's) write profiles of their own: CPU.<date>.<time>.<pid>.<thread>.<n>,
// and the requests are served on the main thread, 0.
const newest = readdirSync(profileDir)
  .filter((name) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(name))
  .map((name) => path.join(profileDir, name))
  .filter((file) => statSync(file).mtimeMs >= started)
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!newest) {
  console.error('The server wrote no profile.');
  process.exit(1);
}
analyze(newest, Number(values.top));
