import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { supervise } from '@/scripts/supervise.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/*
 * A stand-in server: it counts its starts in a file, says 'ready' unless told not to, and then does
 * what its first run is told (`heap`: fills its heap until V8 gives up, as the real server did under
 * a rush) and, from the second run on, serves until SIGTERM.
 */
const SERVER = `
const fs = require('node:fs');
process.on('SIGTERM', () => process.exit(0));
const [count, first, ready] = process.argv.slice(2);
const run = Number(fs.existsSync(count) ? fs.readFileSync(count, 'utf8') : 0) + 1;
fs.writeFileSync(count, String(run));
if (ready === 'ready') process.send('ready');
if (run === 1 && first === 'heap') { const kept = []; setInterval(() => { for (let i = 0; i < 1e5; i++) kept.push({ i, s: 'x' + i }); }, 1); }
else if (run === 1 && first === 'exit') process.exit(2);
else setInterval(() => {}, 1000);
`;

function stand(first: 'heap' | 'exit' | 'serve', ready: 'ready' | 'never' = 'ready') {
  dir = mkdtempSync(path.join(os.tmpdir(), 'supervise-'));
  const script = path.join(dir, 'server.cjs');
  const count = path.join(dir, 'count');
  writeFileSync(script, SERVER);
  const lines: string[] = [];
  const supervisor = supervise(
    () =>
      spawn(process.execPath, ['--max-old-space-size=16', script, count, first, ready], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] }),
    { pauses: [10, 20], log: (line) => lines.push(line) },
  );
  const starts = () => Number(readFileSync(count, 'utf8'));
  return { supervisor, lines, starts };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 300 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(condition()).toBe(true);
}

describe("npm start's supervisor", () => {
  it('starts the server again when it runs out of heap after it was ready', { timeout: 30_000 }, async () => {
    const { supervisor, lines, starts } = stand('heap');
    await until(() => lines.length === 1);
    expect(lines[0]).toMatch(/stopped unasked \((SIGABRT|SIGTRAP|exit code \d+)\); starting it again/);
    await until(() => starts() === 2);
    supervisor.stop();
    expect(await supervisor.done).toBe(0);
    expect(starts()).toBe(2);
  });

  it('does not start again a server that died before it was ever ready, and exits with its code', { timeout: 15_000 }, async () => {
    const { supervisor, lines, starts } = stand('exit', 'never');
    expect(await supervisor.done).toBe(2);
    expect(starts()).toBe(1);
    expect(lines).toEqual([]);
  });

  it('passes a stop on and does not start the server again after it', { timeout: 15_000 }, async () => {
    const { supervisor, lines, starts } = stand('serve');
    await until(() => {
      try {
        return starts() === 1;
      } catch {
        return false;
      }
    });
    supervisor.stop('SIGTERM');
    expect(await supervisor.done).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(starts()).toBe(1);
    expect(lines).toEqual([]);
  });
});
