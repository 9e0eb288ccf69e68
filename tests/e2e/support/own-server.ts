import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ARGS } from '../../../scripts/server-steps.mjs';
import { expect } from './test';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * A production server of a spec's own (scripts/http-server.ts) on an empty PGlite data directory
 * under data/, with the settings the spec is about; ready once its health answers 200.
 */
export async function startOwnServer(port: number, name: string, env: Record<string, string> = {}) {
  const dataDir = path.join(root, 'data', name);
  rmSync(dataDir, { recursive: true, force: true });
  const server: ChildProcess = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JOBS_IN_PROCESS: '0',
      ...env,
    },
  });
  let stdout = '';
  server.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, { timeout: 90_000, intervals: [500] })
    .toBe(200);
  return {
    server,
    stdout: () => stdout,
    stop() {
      if (server.exitCode === null) server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
