import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageCacheDir, imageCacheMaxBytes, pruneImageCache } from '@/lib/images/cache';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hjemly-image-cache-'));
  vi.stubEnv('DATA_DIR', dataDir);
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A cache file of `size` bytes last used `minutesAgo`. */
function put(name: string, size: number, minutesAgo: number) {
  mkdirSync(imageCacheDir(), { recursive: true });
  const file = path.join(imageCacheDir(), name);
  writeFileSync(file, Buffer.alloc(size));
  const then = new Date(Date.now() - minutesAgo * 60_000);
  utimesSync(file, then, then);
}

const listed = () => readdirSync(imageCacheDir()).sort();

describe('pruneImageCache', () => {
  it('leaves a folder within its cap alone', async () => {
    put('a.webp', 400, 30);
    put('b.webp', 600, 20);
    expect(await pruneImageCache(1_000)).toEqual({ bytes: 1_000, removed: 0 });
    expect(listed()).toEqual(['a.webp', 'b.webp']);
  });

  it('drops the least recently used files until 90% of the cap is left', async () => {
    put('old.webp', 300, 50);
    put('older.avif', 300, 60);
    put('recent.webp', 300, 10);
    put('newest.jpeg', 300, 1);
    expect(await pruneImageCache(700)).toEqual({ bytes: 600, removed: 2 });
    expect(listed()).toEqual(['newest.jpeg', 'recent.webp']);
  });

  it('deletes temporary files a dead writer left, but not one being written', async () => {
    put('a.webp.123.abc.tmp', 100, 120);
    put('b.webp.456.def.tmp', 100, 1);
    put('c.webp', 100, 120);
    expect(await pruneImageCache(1_000)).toEqual({ bytes: 200, removed: 1 });
    expect(listed()).toEqual(['b.webp.456.def.tmp', 'c.webp']);
  });

  it('copes with a folder that does not exist yet', async () => {
    expect(await pruneImageCache(1_000)).toEqual({ bytes: 0, removed: 0 });
  });
});

describe('imageCacheMaxBytes', () => {
  it('reads IMAGE_CACHE_MAX_MB in megabytes, 1024 by default', () => {
    expect(imageCacheMaxBytes()).toBe(1024 * 1024 * 1024);
    vi.stubEnv('IMAGE_CACHE_MAX_MB', '200');
    expect(imageCacheMaxBytes()).toBe(200 * 1024 * 1024);
    vi.stubEnv('IMAGE_CACHE_MAX_MB', '0.5');
    expect(imageCacheMaxBytes()).toBe(512 * 1024);
  });

  it('falls back to the default, with a warning, for a value that is not a positive number', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const value of ['0', '-5', 'lots', '']) {
      vi.stubEnv('IMAGE_CACHE_MAX_MB', value);
      expect(imageCacheMaxBytes(), value).toBe(1024 * 1024 * 1024);
    }
    expect(warned).toHaveBeenCalledTimes(1);
    warned.mockRestore();
  });
});

describe('imageCacheDir', () => {
  it('is DATA_DIR/cache/images unless IMAGE_CACHE_DIR names another folder', () => {
    expect(imageCacheDir()).toBe(path.join(dataDir, 'cache', 'images'));
    vi.stubEnv('IMAGE_CACHE_DIR', path.join(dataDir, 'variants'));
    expect(imageCacheDir()).toBe(path.join(dataDir, 'variants'));
  });
});
