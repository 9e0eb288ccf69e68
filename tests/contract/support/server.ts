import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { browserPath } from '../../../scripts/browser.mjs';
import { SERVER_ARGS, serverEnvironment } from '../../../scripts/server-steps.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

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
 * The production build (`.next`, which scripts/contract.mjs builds when stale) served by
 * scripts/http-server.ts on `port`, with the settings a test is about over a fresh PGlite data
 * directory of its own (DATABASE_URL in `env` puts it on PostgreSQL). Ready once its health answers
 * `readyStatus` (200 unless the test expects a node that cannot serve).
 */
export async function startBuiltServer(
  port: number,
  name: string,
  env: Record<string, string> = {},
  { readyStatus = 200, timeoutMs = 120_000 } = {},
): Promise<BuiltServer> {
  const dataDir = path.join(root, 'data', 'contract-servers', name);
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: serverEnvironment({ ...process.env, PORT: String(port), DATA_DIR: dataDir, JOBS_IN_PROCESS: '0', ...env }) as NodeJS.ProcessEnv,
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

/** Debian's Chromium (its headless shell where installed), as the browser tests launch it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: browserPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** The port range of this contract run's tests: above every service's (scripts/contract.mjs). */
export function testPort(offset: number): number {
  return Number(process.env.CONTRACT_PORT_BASE ?? 45000) + 900 + offset;
}
