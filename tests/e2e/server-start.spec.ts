import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { SERVER_ARGS } from '../../scripts/server-steps.mjs';
import { expect, test } from './support/test';

// A production server that cannot become ready must say why and exit, for its supervisor to restart
// it, rather than listen and answer 500 to every request, health checks included.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 9;
const root = path.resolve(import.meta.dirname, '../..');

test('a node whose database does not answer exits 1 with the reason instead of serving', async () => {
  test.setTimeout(90_000);
  // Nothing listens on the port after ours: the connection is refused at once.
  const database = `postgres://hjemly:not-a-real-password@127.0.0.1:${PORT + 1}/hjemly`;
  const server = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(PORT),
      DATABASE_URL: database,
      BETTER_AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      CPR_KEY: 'c'.repeat(64),
      JOBS_IN_PROCESS: '0',
    },
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
  expect(code).toBe(1);
  expect(output).toMatch(/Hjemly cannot start: .*ECONNREFUSED/);
  expect(output).not.toContain('not-a-real-password');
  expect(output).not.toContain('Ready on');
});

/** `npm start` as a container's command or a process manager runs it: npm, then what its script starts. */
function npmStart(name: string) {
  const dataDir = path.join(root, 'data', name);
  rmSync(dataDir, { recursive: true, force: true });
  const npm = spawn('npm', ['start'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, JOBS_IN_PROCESS: '0', ENABLE_DEV_OUTBOX: '0', DRAIN_TIMEOUT_MS: '5000' },
  });
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
  return { npm, exited, output: () => output, cleanUp: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Every process below `pid`, children first found first. */
function descendants(pid: number): number[] {
  const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test.describe('npm start', () => {
  test.describe.configure({ mode: 'serial' });

  test('a port already taken ends it at once with exit 1 and the reason, not a process that serves nothing', async () => {
    test.setTimeout(120_000);
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(PORT, resolve));
    const start = npmStart('e2e-port-taken');
    try {
      expect(await start.exited).not.toBe(0);
      expect(start.output()).toMatch(new RegExp(`cannot start on port ${PORT}: .*EADDRINUSE`));
      expect(start.output()).not.toContain('Ready on');
    } finally {
      start.npm.kill('SIGKILL');
      await new Promise((resolve) => taken.close(resolve));
      start.cleanUp();
    }
  });

  test('SIGTERM to the npm process stops the whole tree: supervisor and server drain and exit, the port closes', async () => {
    test.setTimeout(150_000);
    const start = npmStart('e2e-npm-sigterm');
    let tree: number[] = [];
    try {
      await expect.poll(start.output, { timeout: 120_000, intervals: [500] }).toContain('Ready on');
      tree = descendants(start.npm.pid!);
      // npm, the supervisor (scripts/start.mjs) and the server: no shell between npm and the supervisor.
      expect(tree.length).toBeGreaterThanOrEqual(2);
      start.npm.kill('SIGTERM');
      await start.exited;
      await expect.poll(() => tree.filter(alive), { timeout: 20_000 }).toEqual([]);
      const refused = await fetch(`http://127.0.0.1:${PORT}/api/health/live`).then(
        () => false,
        () => true,
      );
      expect(refused).toBe(true);
    } finally {
      for (const pid of [start.npm.pid!, ...tree].filter(alive)) process.kill(pid, 'SIGKILL');
      start.cleanUp();
    }
  });
});
