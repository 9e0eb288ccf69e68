import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Real child processes for the one-process-per-data-directory tests. */

const root = path.resolve(import.meta.dirname, '../../..');

export type Finished = { code: number | null; stdout: string; stderr: string };

/** The environment of a command on the embedded database in `dataDir` (never PostgreSQL). */
export function embeddedEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  return env;
}

/** `npm run <script> -- <args>` as support would type it, to its end. */
export function npmRun(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<Finished> {
  return finished(spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env }));
}

/**
 * A TypeScript file in a node process of its own (tsx as a loader, server-only allowed as `npm run
 * job` does), left running. Not through the tsx command, whose extra process would own the pid.
 */
export function startTsx(file: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/allow-server-only.mjs', file, ...args], { cwd: root, env });
}

export function finished(child: ChildProcess): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Resolves once the child prints `line` on stdout; rejects if it ends first. */
export function printed(child: ChildProcess, line: string): Promise<void> {
  let stdout = '';
  let stderr = '';
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk;
      if (stdout.split('\n').includes(line)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before printing "${line}": ${stdout}${stderr}`)));
  });
}

/** Kills the child and waits until it is gone (reaped), so its pid no longer counts as alive. */
export async function killed(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
