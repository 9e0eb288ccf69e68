import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

/*
 * One process at a time may open an embedded (PGlite) data directory: two instances writing the
 * same files destroy the database. The lock is a file beside the directory (`DATA_DIR/pglite.lock`),
 * created with O_EXCL, naming the holder's pid and the start time of that process; a lock whose
 * holder is gone — killed with -9, or its pid reused by another process — is taken over.
 */

export type LockHolder = { pid: number; processStart: string | null; command: string; since: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder ? `\`${holder.command}\` (pid ${holder.pid}, since ${holder.since})` : 'another process';
    super(
      `The embedded database ${lockPath.replace(/\.lock$/, '')} is open in ${who}. ` +
        'Two processes on one PGlite directory corrupt it, so this one does not open it.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { path: string; release: () => void };

/** A lock file that cannot be read or parsed is either being written or left by a crash mid-write. */
const UNREADABLE_LOCK_GRACE_MS = 10_000;
const TAKEOVER_ATTEMPTS = 50;

/** The lock beside a PGlite directory: `data/pglite` → `data/pglite.lock`. */
export function lockPathFor(pgliteDir: string): string {
  return `${path.resolve(/*turbopackIgnore: true*/ pgliteDir)}.lock`;
}

type ProcStat = { state: string; start: string };

/** Linux: the state and start time (clock ticks since boot) of a process, from /proc/<pid>/stat. */
function procStat(pid: number): ProcStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may itself contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, start: fields[19]! };
  } catch {
    return null;
  }
}

const hasProc = existsSync('/proc/self/stat');

function isRunning(holder: LockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  if (!hasProc) return true;
  const stat = procStat(holder.pid);
  if (!stat || stat.state === 'Z' || stat.state === 'X') return false;
  // The same pid with another start time is a new process that got the dead holder's pid.
  return holder.processStart === null || stat.start === holder.processStart;
}

const heldKey = Symbol.for('hjemly.db.locks');
/** Locks this process holds, by path, with the exact content it wrote. */
function heldHere(): Map<string, string> {
  const g = globalThis as typeof globalThis & { [heldKey]?: Map<string, string> };
  return (g[heldKey] ??= new Map());
}

function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function removeIfPresent(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

type Found = { raw: string; holder: LockHolder | null; ageMs: number };

function readLock(file: string): Found | null {
  try {
    const raw = readFileSync(file, 'utf8');
    const ageMs = Date.now() - statSync(file).mtimeMs;
    return { raw, holder: parseHolder(raw), ageMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parseHolder(raw: string): LockHolder | null {
  try {
    const value = JSON.parse(raw) as Partial<LockHolder>;
    return typeof value.pid === 'number' ? (value as LockHolder) : null;
  } catch {
    return null;
  }
}

/** Who holds the lock now, when that process is still running; null when it is free or stale. */
export function currentHolder(lockPath: string): LockHolder | null {
  const found = readLock(lockPath);
  return found && !isStale(lockPath, found) ? found.holder : null;
}

function isStale(lockPath: string, found: Found): boolean {
  if (!found.holder) return found.ageMs > UNREADABLE_LOCK_GRACE_MS;
  // Our own pid but not a lock we took: a previous process that had the same pid (a container's pid 1).
  if (found.holder.pid === process.pid) return !heldHere().has(lockPath);
  return !isRunning(found.holder);
}

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Replaces a stale lock. Two processes that both found it stale must not both win (one deleting
 * the other's fresh lock), so the replacement happens under a short-lived guard file, and only
 * while the lock still holds the very content found stale.
 */
function takeOver(lockPath: string, staleRaw: string, content: string): boolean {
  const guard = `${lockPath}.takeover`;
  if (!createExclusive(guard, String(process.pid))) {
    // A guard older than the grace period belongs to a process killed during its own takeover.
    const guardAge = readLock(guard)?.ageMs ?? 0;
    if (guardAge > UNREADABLE_LOCK_GRACE_MS) removeIfPresent(guard);
    return false;
  }
  try {
    if (readLock(lockPath)?.raw !== staleRaw) return false;
    removeIfPresent(lockPath);
    return createExclusive(lockPath, content);
  } finally {
    removeIfPresent(guard);
  }
}

function describeThisProcess(): string {
  const [, script = 'node', subcommand] = process.argv;
  // `next dev` serves from a child process whose script is Next's start-server.js.
  if (script.includes(`${path.sep}next${path.sep}dist${path.sep}server${path.sep}`)) return 'next dev';
  return [path.basename(script), subcommand].filter(Boolean).join(' ');
}

/**
 * Takes the lock for this process or throws DataDirLockedError naming the holder. Released by
 * `release()`, and at the latest when the process exits (signals included).
 */
export function acquireDataDirLock(lockPath: string, command: string = describeThisProcess()): DataDirLock {
  const held = heldHere();
  if (held.has(lockPath)) throw new DataDirLockedError(lockPath, parseHolder(held.get(lockPath)!));
  mkdirSync(path.dirname(lockPath), { recursive: true });
  const holder: LockHolder = {
    pid: process.pid,
    processStart: procStat(process.pid)?.start ?? null,
    command,
    since: new Date().toISOString(),
  };
  const content = JSON.stringify(holder);
  for (let attempt = 0; attempt < TAKEOVER_ATTEMPTS; attempt++) {
    if (createExclusive(lockPath, content)) return remember(lockPath, content);
    const found = readLock(lockPath);
    if (!found) continue; // released between our two calls
    if (!isStale(lockPath, found)) throw new DataDirLockedError(lockPath, found.holder);
    if (takeOver(lockPath, found.raw, content)) return remember(lockPath, content);
    sleepSync(20);
  }
  throw new DataDirLockedError(lockPath, readLock(lockPath)?.holder ?? null);
}

function remember(lockPath: string, content: string): DataDirLock {
  heldHere().set(lockPath, content);
  releaseOnExit();
  return { path: lockPath, release: () => release(lockPath) };
}

function release(lockPath: string) {
  const content = heldHere().get(lockPath);
  if (content === undefined) return;
  heldHere().delete(lockPath);
  // Never delete a lock that is no longer ours.
  if (readLock(lockPath)?.raw === content) removeIfPresent(lockPath);
}

const exitHookKey = Symbol.for('hjemly.db.locks.exitHook');

function releaseOnExit() {
  const g = globalThis as typeof globalThis & { [exitHookKey]?: true };
  if (g[exitHookKey]) return;
  g[exitHookKey] = true;
  process.on('exit', () => {
    for (const lockPath of [...heldHere().keys()]) release(lockPath);
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // Next.js and tsx have their own handlers that end the process (and so run 'exit'); alone, we
    // end it as the signal would have, but through 'exit'.
    process.on(signal, () => {
      if (process.listenerCount(signal) === 1) process.exit(128 + constants.signals[signal]);
    });
  }
}
