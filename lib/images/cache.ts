import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '@/lib/db/connect';

/*
 * The disk cache of rendered variants (IMAGE_CACHE_DIR, DATA_DIR/cache/images by default), kept under IMAGE_CACHE_MAX_MB by
 * dropping the least recently used files. "Used" is a file's mtime: a hit moves it to now (atime is
 * unreliable, most disks are mounted relatime or noatime). Every node may share the folder: files
 * appear by rename, so a reader sees a whole file or none; a file pruned while another process reads
 * it stays readable to that reader, and one pruned before it is opened is simply rendered again.
 */

const DEFAULT_MAX_MB = 1024;
// A hit writes the mtime only when the last touch is older than this: a busy picture costs one
// metadata write per interval, not one per request. Pruning sees its use that much late, at most.
const TOUCH_AFTER_MS = 10 * 60_000;
// A node scans the folder after writing this share of the cap (and after its first write). With N
// nodes the folder can outgrow the cap by N such shares before one of them prunes.
const SCAN_SHARE = 1 / 20;
// Pruning goes below the cap, so that it is not needed again after the next few writes.
const PRUNE_TO_SHARE = 0.9;
// A temporary file this old was left by a process that died while writing it.
const ABANDONED_AFTER_MS = 60 * 60_000;
const STAT_BATCH = 32;

/** IMAGE_CACHE_DIR, else DATA_DIR/cache/images: a fast local disk, or one folder every node shares. */
export function imageCacheDir(): string {
  const configured = process.env.IMAGE_CACHE_DIR?.trim();
  return configured ? path.resolve(/*turbopackIgnore: true*/ configured) : path.join(dataDir(), 'cache', 'images');
}

let warnedAboutMax = false;

/** IMAGE_CACHE_MAX_MB in bytes; a value that is not a positive number is reported once and ignored. */
export function imageCacheMaxBytes(): number {
  const configured = process.env.IMAGE_CACHE_MAX_MB;
  const megabytes = Number(configured);
  if (configured !== undefined && !(megabytes > 0) && !warnedAboutMax) {
    warnedAboutMax = true;
    console.warn(`IMAGE_CACHE_MAX_MB=${configured} is not a positive number; using ${DEFAULT_MAX_MB}`);
  }
  return Math.round((megabytes > 0 ? megabytes : DEFAULT_MAX_MB) * 1024 * 1024);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** The cached bytes of `file`, or null when it is not cached; marks the file as just used. */
export async function readCached(file: string): Promise<Buffer | null> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  try {
    const [body, stats] = await Promise.all([handle.readFile(), handle.stat()]);
    const now = Date.now();
    // Best effort: on a read-only disk the file is still served, only pruned as if unused.
    if (now - stats.mtimeMs > TOUCH_AFTER_MS) await handle.utimes(now / 1000, now / 1000).catch(() => {});
    return body;
  } finally {
    await handle.close();
  }
}

/** Readers (other requests, other processes) see the whole file or none: write aside, then rename. */
export async function writeCached(file: string, body: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(temporary, body);
    await rename(temporary, file);
  } catch (error) {
    // A full or read-only disk costs a re-render next time, not this response.
    console.error('Could not cache image variant', file, error);
    await rm(temporary, { force: true });
    return;
  }
  notePrunable(body.length);
}

// Infinity: this process has not looked at the folder yet, so its first write does.
let writtenSinceScan = Infinity;
let pruning: Promise<unknown> | null = null;

/** Starts a prune in the background once enough was written since the last; one at a time per process. */
function notePrunable(bytes: number): void {
  writtenSinceScan += bytes;
  const maxBytes = imageCacheMaxBytes();
  if (pruning || writtenSinceScan < maxBytes * SCAN_SHARE) return;
  writtenSinceScan = 0;
  pruning = pruneImageCache(maxBytes)
    .catch((error) => console.error('Could not prune the image cache', error))
    .finally(() => (pruning = null));
}

type Entry = { file: string; size: number; usedAt: number; temporary: boolean };

async function entries(dir: string): Promise<Entry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const found: Entry[] = [];
  // In batches: tens of thousands of stats at once would queue every other file read behind them.
  for (let start = 0; start < names.length; start += STAT_BATCH) {
    const batch = names.slice(start, start + STAT_BATCH).map(async (name) => {
      const file = path.join(dir, name);
      // Gone already: another process pruned it, or a render renamed its temporary file.
      const stats = await stat(file).catch((error) => (isMissing(error) ? null : Promise.reject(error)));
      if (stats?.isFile()) found.push({ file, size: stats.size, usedAt: stats.mtimeMs, temporary: name.endsWith('.tmp') });
    });
    await Promise.all(batch);
  }
  return found;
}

export type PruneResult = { bytes: number; removed: number };

/**
 * Deletes the least recently used variants until the folder holds at most 90% of `maxBytes`, once
 * it holds more than `maxBytes`; abandoned temporary files go in any case. Two processes pruning at
 * once see the same mtimes and so delete mostly the same files: together they overshoot little.
 */
export async function pruneImageCache(maxBytes = imageCacheMaxBytes()): Promise<PruneResult> {
  const now = Date.now();
  const found = await entries(imageCacheDir());
  const abandoned = found.filter((entry) => entry.temporary && now - entry.usedAt > ABANDONED_AFTER_MS);
  const variants = found.filter((entry) => !entry.temporary).sort((a, b) => a.usedAt - b.usedAt);
  let bytes = found.reduce((sum, entry) => sum + entry.size, 0);
  const doomed = [...abandoned];
  bytes -= abandoned.reduce((sum, entry) => sum + entry.size, 0);
  if (bytes > maxBytes) {
    for (const entry of variants) {
      if (bytes <= maxBytes * PRUNE_TO_SHARE) break;
      doomed.push(entry);
      bytes -= entry.size;
    }
  }
  for (const entry of doomed) await rm(entry.file, { force: true });
  return { bytes, removed: doomed.length };
}
