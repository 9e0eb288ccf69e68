import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Runs one background job now, in the e2e server — `npm run job <name>` reaches it over the admin
 * socket of its data directory — instead of waiting for the job's timer (up to a period after the
 * change a test made).
 */
export async function runJobNow(name: string) {
  await promisify(execFile)('node_modules/.bin/tsx', ['--import', './scripts/allow-server-only.mjs', 'scripts/job.ts', name], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e' },
  });
}
