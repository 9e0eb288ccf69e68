import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ttlCache } from '@/lib/cache/ttl';

const TTL = 60_000;

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('ttlCache', () => {
  it('loads a key once within the TTL and again after it', async () => {
    const cached = ttlCache<number>({ ttlMs: TTL });
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cached('a', load)).toBe(1);
    vi.advanceTimersByTime(TTL - 1);
    expect(await cached('a', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cached('a', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps keys apart', async () => {
    const cached = ttlCache<string>({ ttlMs: TTL });
    expect(await cached('a', async () => 'A')).toBe('A');
    expect(await cached('b', async () => 'B')).toBe('B');
    expect(await cached('a', async () => 'other')).toBe('A');
  });

  it('shares one load between requests that arrive while it runs', async () => {
    const cached = ttlCache<string>({ ttlMs: TTL });
    let finish: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const both = Promise.all([cached('a', load), cached('a', load)]);
    finish('A');
    expect(await both).toEqual(['A', 'A']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load: the next request loads again', async () => {
    const cached = ttlCache<string>({ ttlMs: TTL });
    await expect(cached('a', async () => Promise.reject(new Error('CMS down')))).rejects.toThrow('CMS down');
    expect(await cached('a', async () => 'A')).toBe('A');
  });

  it('with failureTtlMs, answers with the failure for that long, then loads again', async () => {
    const cached = ttlCache<string>({ ttlMs: TTL, failureTtlMs: 1_000 });
    const down = vi.fn(async () => Promise.reject(new Error('down')));
    await expect(cached('a', down)).rejects.toThrow('down');
    vi.advanceTimersByTime(999);
    await expect(cached('a', async () => 'A')).rejects.toThrow('down');
    vi.advanceTimersByTime(1);
    expect(await cached('a', async () => 'A')).toBe('A');
    expect(down).toHaveBeenCalledTimes(1);
  });

  it('with maxEntries, makes room by dropping the entry stored longest ago', async () => {
    const cached = ttlCache<string>({ ttlMs: TTL, maxEntries: 2 });
    await cached('a', async () => 'A');
    await cached('b', async () => 'B');
    await cached('c', async () => 'C');
    expect(await cached('b', async () => 'new B')).toBe('B');
    expect(await cached('a', async () => 'new A')).toBe('new A');
  });

  it('with sharedAs, shares the entries between caches of the same name (as separate bundles do)', async () => {
    const name = `hjemly.test-cache-${Math.random()}`;
    const first = ttlCache<string>({ ttlMs: TTL, sharedAs: name });
    const second = ttlCache<string>({ ttlMs: TTL, sharedAs: name });
    await first('a', async () => 'A');
    expect(await second('a', async () => 'other')).toBe('A');
    expect(await ttlCache<string>({ ttlMs: TTL })('a', async () => 'unshared')).toBe('unshared');
  });
  it('with staleIfError, answers a failed reload with the last loaded value, and tries again after the TTL', async () => {
    const cached = ttlCache<string>({ ttlMs: TTL, staleIfError: true });
    expect(await cached('a', async () => 'first')).toBe('first');
    vi.advanceTimersByTime(TTL);
    const failing = vi.fn(async () => Promise.reject(new Error('CMS down')));
    expect(await cached('a', failing)).toBe('first');
    expect(await cached('a', failing)).toBe('first');
    expect(failing).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TTL);
    expect(await cached('a', failing)).toBe('first');
    expect(failing).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(TTL);
    expect(await cached('a', async () => 'second')).toBe('second');
  });

  it('with staleIfError, fails a key never loaded, and keeps no value for another key', async () => {
    const cached = ttlCache<string>({ ttlMs: TTL, staleIfError: true });
    expect(await cached('a', async () => 'A')).toBe('A');
    await expect(cached('b', async () => Promise.reject(new Error('CMS down')))).rejects.toThrow('CMS down');
    expect(await cached('b', async () => 'B')).toBe('B');
  });

  it('without staleIfError, a failed reload fails even after a good load', async () => {
    const cached = ttlCache<string>({ ttlMs: TTL });
    expect(await cached('a', async () => 'first')).toBe('first');
    vi.advanceTimersByTime(TTL);
    await expect(cached('a', async () => Promise.reject(new Error('CMS down')))).rejects.toThrow('CMS down');
  });
});
