// What every real service's module needs: start a program on loopback, know when it is ready, and
// stop it and everything it started, also when the contract run itself is interrupted.
import { spawn } from 'node:child_process';

const running = new Set();

// Each service runs in a process group of its own; whatever happens to this process, the groups go
// (an interrupted run would otherwise leave them holding their ports and databases).
let watching = false;
function killAllOnExit() {
  if (watching) return;
  watching = true;
  process.on('exit', () => running.forEach((child) => killGroup(child, 'SIGKILL')));
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns `command` and resolves once `ready()` is true. Rejects, with the last lines it printed,
 * when it exits first or is not ready within `timeoutMs`.
 */
export async function startProcess({ name, command, args = [], cwd, env = {}, log, ready, timeoutMs = 180_000 }) {
  killAllOnExit();
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const tail = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      tail.push(line);
      if (tail.length > 60) tail.shift();
      if (process.env.CONTRACT_VERBOSE === '1') log(line);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return running.delete(child);
    killGroup(child, 'SIGTERM');
    const gone = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!gone) killGroup(child, 'SIGKILL');
    await exited;
    running.delete(child);
  };
  const deadline = Date.now() + timeoutMs;
  let ended = null;
  exited.then((status) => (ended = status));
  while (!(await ready().catch(() => false))) {
    if (ended !== null) throw new Error(`${name} exited (${ended}) before it was ready:\n${tail.join('\n')}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${tail.join('\n')}`);
    }
    await sleep(500);
  }
  return { child, stop, output: () => tail.join('\n') };
}

/** A readiness check: `url` answers with a status below 500 (or exactly `status`). */
export function answers(url, status) {
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return status === undefined ? response.status < 500 : response.status === status;
  };
}
