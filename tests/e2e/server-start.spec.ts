import { spawn } from 'node:child_process';
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
