// The browser tests: a production build served on a freshly seeded data directory, in Debian's
// Chromium (its headless shell where installed, scripts/browser.mjs). Without a browser they are
// skipped loudly — unless E2E_REQUIRED=1 (CI), where that fails.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { browserPath } from './browser.mjs';
import { e2eDatabaseEnv, recreateE2eDatabase } from './e2e-database.mjs';
import { buildIsStale, prepareDatabase } from './server-steps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromium = browserPath();

if (!existsSync(chromium)) {
  const message = `No Chromium at ${chromium}: install it (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`;
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`\nE2E FAILED: ${message}\n`);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(72)}\n!! E2E SKIPPED: ${message}\n${'!'.repeat(72)}\n`);
  process.exit(0);
}

// The build and the demo data need nothing of each other: the data is seeded while the build runs
// (the build leaves a core idle for much of its time, the seed is one thread).
const building = buildIsStale() ? startBuild() : null;

const dataDir = process.env.E2E_DATA_DIR ?? 'data/e2e';
// resolve, not join: E2E_DATA_DIR may be absolute (a worktree's own directory).
rmSync(path.resolve(root, dataDir), { recursive: true, force: true });
mkdirSync(path.resolve(root, dataDir), { recursive: true }); // on PostgreSQL too: uploads and the fixtures go here
if (process.env.E2E_DATABASE_URL) await recreateE2eDatabase(process.env.E2E_DATABASE_URL);
const env = { ...process.env, DATA_DIR: dataDir, E2E_DATA_DIR: dataDir, SEED_PROPERTIES: '600' };
const seedEnv = { ...env, ...e2eDatabaseEnv() };
prepareDatabase(seedEnv);
const discovered = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['tests/e2e/support/discover-fixtures.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: seedEnv,
});
if (discovered.status !== 0) process.exit(discovered.status ?? 1);
if (building) {
  const status = building.exitCode ?? (await new Promise((resolve) => building.on('exit', (code) => resolve(code ?? 1))));
  if (status !== 0) process.exit(status);
}

const result = spawnSync(path.join(root, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);

function startBuild() {
  console.log('Building the application (the build is missing or older than the sources) …');
  const child = spawn(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  // A failed seed ends this script: the build then has no reason to go on. Its `next build` is a
  // child of build.mjs and goes first: left running, it would hold .next/lock against the next run.
  process.on('exit', () => {
    if (child.exitCode !== null) return;
    spawnSync('pkill', ['-TERM', '-P', String(child.pid)]);
    child.kill();
  });
  return child;
}
