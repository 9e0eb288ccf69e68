import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { e2eDatabaseEnv } from '../../../scripts/e2e-database.mjs';

/**
 * Runs one background job now — in the e2e server, which `npm run job <name>` reaches over the admin
 * socket of its data directory, or on PostgreSQL in a process of its own — instead of waiting for
 * the job's timer (up to a period after the change a test made).
 */
export async function runJobNow(name: string) {
  await promisify(execFile)('node_modules/.bin/tsx', ['--import', './scripts/allow-server-only.mjs', 'scripts/job.ts', name], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e', ...e2eDatabaseEnv() },
  });
}
