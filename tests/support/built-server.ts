import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ARGS, serverEnvironment } from '../../scripts/server-steps.mjs';

const root = path.resolve(import.meta.dirname, '../..');

export type BuiltServer = {
  url: string;
  server: ChildProcess;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthStatus(url: string): Promise<number | null> {
  const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
  await response?.body?.cancel();
  return response?.status ?? null;
}

/**
 * A production server of a test's own: the build in `.next` served by scripts/http-server.ts on
 * `port`, with the settings the test is about, over a fresh PGlite data directory `data/<dataDir>`
 * (DATABASE_URL in `env` puts it on PostgreSQL). Ready once its health answers `readyStatus` (200
 * unless the test expects a node that cannot serve). Shared by the browser tests and the contract stage.
 */
export async function startBuiltServer(
  port: number,
  name: string,
  env: Record<string, string> = {},
  { readyStatus = 200, timeoutMs = 120_000, dataDir: dataFolder = name } = {},
): Promise<BuiltServer> {
  const dataDir = path.join(root, 'data', dataFolder);
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: serverEnvironment({
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      JOBS_IN_PROCESS: '0',
      DRAIN_DELAY_MS: '0',
      ...env,
    }) as NodeJS.ProcessEnv,
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const gone = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!gone) server.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while ((await healthStatus(url)) !== readyStatus) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The built server ${name} did not become ready (health ${readyStatus}):\n${output.slice(-4_000)}`);
    }
    await sleep(500);
  }
  return { url, server, output: () => output, stop };
}
