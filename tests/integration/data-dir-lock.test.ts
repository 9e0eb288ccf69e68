import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, currentHolder, DataDirLockedError, lockPathFor } from '@/lib/db/lock';
import { killed, printed, startTsx } from './support/processes';

const HOLDER = 'tests/integration/support/hold-lock.ts';
let dir: string;
let lockPath: string;
const children: ChildProcess[] = [];

function holder(): ChildProcess {
  const child = startTsx(HOLDER, [lockPath], process.env);
  children.push(child);
  return child;
}

/** The first line the child prints: `locked` or `refused`. */
function answer(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk;
      if (stdout.includes('\n')) resolve(stdout.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) without an answer`)));
  });
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'hjemly-lock-'));
  lockPath = lockPathFor(path.join(dir, 'pglite'));
});

afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => killed(child, 'SIGKILL')));
  rmSync(dir, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('lies beside the PGlite directory and names its holder', () => {
    expect(lockPath).toBe(path.join(dir, 'pglite.lock'));
    const lock = acquireDataDirLock(lockPath, 'npm run seed');
    const holder = JSON.parse(readFileSync(lockPath, 'utf8'));
    expect(holder).toMatchObject({ pid: process.pid, command: 'npm run seed' });
    expect(holder.processStart).toMatch(/^\d+$/);
    expect(currentHolder(lockPath)).toEqual(holder);
    lock.release();
    expect(() => readFileSync(lockPath)).toThrow(/ENOENT/);
    expect(currentHolder(lockPath)).toBeNull();
  });

  it('refuses a second opener in this process too, until released', () => {
    const first = acquireDataDirLock(lockPath);
    expect(() => acquireDataDirLock(lockPath)).toThrow(DataDirLockedError);
    first.release();
    acquireDataDirLock(lockPath).release();
  });

  it('refuses while another process holds it, and takes it over once that process is killed with -9', async () => {
    const child = holder();
    await printed(child, 'locked');
    const refusal = (() => {
      try {
        acquireDataDirLock(lockPath);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as DataDirLockedError).holder?.pid).toBe(child.pid);
    expect((refusal as Error).message).toContain(`\`hold-lock\` (pid ${child.pid}`);

    await killed(child, 'SIGKILL');
    expect(JSON.parse(readFileSync(lockPath, 'utf8')).pid).toBe(child.pid); // left behind
    const lock = acquireDataDirLock(lockPath);
    expect(JSON.parse(readFileSync(lockPath, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (a different start time)', () => {
    writeFileSync(lockPath, JSON.stringify({ pid: process.ppid, processStart: '1', command: 'next start', since: '2026-01-01T00:00:00Z' }));
    acquireDataDirLock(lockPath).release();
  });

  it('waits for a lock being written, but not for one left unreadable by a crash', () => {
    writeFileSync(lockPath, '');
    expect(() => acquireDataDirLock(lockPath)).toThrow(DataDirLockedError);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lockPath, aMinuteAgo, aMinuteAgo);
    acquireDataDirLock(lockPath).release();
  });

  it('lets exactly one of several processes take over the same stale lock', async () => {
    const dead = holder();
    await printed(dead, 'locked');
    await killed(dead, 'SIGKILL');
    const contenders = Array.from({ length: 4 }, () => holder());
    const answers = await Promise.all(contenders.map(answer));
    expect([...answers].sort()).toEqual(['locked', 'refused', 'refused', 'refused']);
    expect(currentHolder(lockPath)?.pid).toBe(contenders[answers.indexOf('locked')]!.pid);
  });
});
