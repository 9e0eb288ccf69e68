// The browser tests: a production build served on a freshly seeded data directory, in Debian's
// Chromium. Without a browser they are skipped loudly — unless E2E_REQUIRED=1 (CI), where that fails.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, prepareDatabase } from './server-steps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const message = `No Chromium at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`;
  if (process.env.E2E_REQUIRED === '1') {
    console.error(`\nE2E FAILED: ${message}\n`);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(72)}\n!! E2E SKIPPED: ${message}\n${'!'.repeat(72)}\n`);
  process.exit(0);
}

const dataDir = process.env.E2E_DATA_DIR ?? 'data/e2e';
rmSync(path.join(root, dataDir), { recursive: true, force: true });
const env = { ...process.env, DATA_DIR: dataDir, E2E_DATA_DIR: dataDir, SEED_PROPERTIES: '600' };
prepareDatabase(env);
const discovered = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['tests/e2e/support/discover-fixtures.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
if (discovered.status !== 0) process.exit(discovered.status ?? 1);
ensureBuild();

const result = spawnSync(path.join(root, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
