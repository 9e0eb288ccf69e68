// `npm test`: unit, integration (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), then e2e.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['vitest', [path.join(root, 'node_modules/.bin/vitest'), 'run']],
  ['e2e', [process.execPath, path.join(root, 'scripts/e2e.mjs')]],
];

for (const [name, [command, ...args]] of steps) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  console.log(`\n[${name}] finished in ${Math.round((Date.now() - started) / 1000)} s (exit ${result.status})\n`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
