import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoadGate } from '@/scripts/load-gate.mjs';

afterEach(() => vi.useRealTimers());

describe('the load gate', () => {
  it('runs up to its concurrency, queues the next ones, and sheds the rest at once', async () => {
    const gate = createLoadGate({ concurrency: 2, queueLength: 1, queueTimeoutMs: 1000 });
    expect(await gate.enter()).toBe(true);
    expect(await gate.enter()).toBe(true);
    const queued = gate.enter();
    expect(await gate.enter()).toBe(false); // the queue is full
    expect(gate.stats()).toEqual({ active: 2, queued: 1 });
    gate.leave(); // a finished request hands its place on
    expect(await queued).toBe(true);
    expect(gate.stats()).toEqual({ active: 2, queued: 0 });
    gate.leave();
    gate.leave();
    expect(gate.stats()).toEqual({ active: 0, queued: 0 });
  });

  it('sheds a queued request that waited longer than the queue timeout', async () => {
    vi.useFakeTimers();
    const gate = createLoadGate({ concurrency: 1, queueLength: 5, queueTimeoutMs: 5000 });
    await gate.enter();
    const waiting = gate.enter();
    vi.advanceTimersByTime(5001);
    expect(await waiting).toBe(false);
    expect(gate.stats()).toEqual({ active: 1, queued: 0 });
  });
});
