import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoadGate } from '@/scripts/load-gate.mjs';

afterEach(() => vi.useRealTimers());

/** Enters `count` requests and notes the order in which they are let in (`i`) or turned away (`-i`). */
function line(gate: ReturnType<typeof createLoadGate>, count: number, signals: AbortSignal[] = []) {
  const order: string[] = [];
  const all = Array.from({ length: count }, (_, i) =>
    gate.enter(signals[i]).then((admitted) => {
      order.push(admitted ? `${i}` : `-${i}`);
    }),
  );
  return { order, settled: () => Promise.all(all) };
}

describe('the load gate', () => {
  it('runs up to its concurrency, queues the next ones, and turns away only those past the line', async () => {
    const gate = createLoadGate({ concurrency: 2, queueLength: 1, queueTimeoutMs: 1000 });
    expect(await gate.enter()).toBe(true);
    expect(await gate.enter()).toBe(true);
    const queued = gate.enter();
    expect(await gate.enter()).toBe(false); // the line is full
    expect(gate.stats()).toEqual({ active: 2, queued: 1 });
    gate.leave(); // a finished request hands its place on
    expect(await queued).toBe(true);
    expect(gate.stats()).toEqual({ active: 2, queued: 0 });
    gate.leave();
    gate.leave();
    expect(gate.stats()).toEqual({ active: 0, queued: 0 });
  });

  it('lets the line in first come, first served', async () => {
    const gate = createLoadGate({ concurrency: 1, queueLength: 100, queueTimeoutMs: 1000 });
    await gate.enter();
    const { order, settled } = line(gate, 50);
    for (let i = 0; i < 50; i++) {
      await Promise.resolve();
      gate.leave();
    }
    await settled();
    expect(order).toEqual(Array.from({ length: 50 }, (_, i) => `${i}`));
  });

  it('lets nobody overtake the line when a place comes free', async () => {
    let full = true;
    const gate = createLoadGate({ concurrency: 2, queueLength: 10, queueTimeoutMs: 1000, memoryFull: () => full });
    await gate.enter(); // one always runs, however full the heap
    const first = gate.enter(); // waits: the heap is near its limit
    full = false;
    const late = gate.enter(); // a place is free now, but `first` came before
    expect(gate.stats()).toEqual({ active: 1, queued: 2 });
    gate.leave();
    expect(await first).toBe(true);
    expect(await late).toBe(true);
    expect(gate.stats()).toEqual({ active: 2, queued: 0 });
  });

  it('stands a request that comes back with its ticket before everyone who first came after it', async () => {
    const gate = createLoadGate({ concurrency: 1, queueLength: 10, queueTimeoutMs: 1000 });
    await gate.enter(undefined, 100);
    const order: number[] = [];
    const enter = (arrivedMs: number) => gate.enter(undefined, arrivedMs).then((admitted) => admitted && order.push(arrivedMs));
    const entered = [enter(300), enter(200), enter(300), enter(150)];
    for (let i = 0; i < 4; i++) {
      await Promise.resolve();
      gate.leave();
    }
    await Promise.all(entered);
    expect(order).toEqual([150, 200, 300, 300]);
  });

  it('in a full line, gives the place of whoever came last to one who came before them', async () => {
    const gate = createLoadGate({ concurrency: 1, queueLength: 2, queueTimeoutMs: 1000 });
    await gate.enter(undefined, 1);
    const early = gate.enter(undefined, 2);
    const latest = gate.enter(undefined, 9);
    expect(await gate.enter(undefined, 10)).toBe(false); // came after everyone in line
    const comeback = gate.enter(undefined, 5); // turned away at 5, back with its ticket
    expect(await latest).toBe(false);
    gate.leave();
    expect(await early).toBe(true);
    gate.leave();
    expect(await comeback).toBe(true);
  });

  it('beyond what it can serve, lets in everyone who keeps coming back, in the order they first came', async () => {
    // 200 people at once on one place and a line of 10: most are turned away, and all of them keep
    // coming back with their tickets, the latest first (whoever happens to retry first).
    const gate = createLoadGate({ concurrency: 1, queueLength: 10, queueTimeoutMs: 60_000 });
    const admitted: number[] = [];
    let outside: number[] = [];
    const enter = (person: number) =>
      void gate.enter(undefined, person).then((inside) => (inside ? admitted.push(person) : outside.push(person)));
    for (let person = 0; person < 200; person++) enter(person);
    for (let round = 0; admitted.length < 200 && round < 1_000; round++) {
      await new Promise((resolve) => setImmediate(resolve));
      const back = outside.reverse();
      outside = [];
      for (const person of back) enter(person);
      await new Promise((resolve) => setImmediate(resolve));
      gate.leave();
    }
    expect(admitted).toEqual(Array.from({ length: 200 }, (_, person) => person));
  });

  it('runs one request at a time while the heap is near its limit, and more once it is not', async () => {
    let full = true;
    const gate = createLoadGate({ concurrency: 4, queueLength: 10, queueTimeoutMs: 1000, memoryFull: () => full });
    const { order } = line(gate, 4);
    await Promise.resolve();
    expect(gate.stats()).toEqual({ active: 1, queued: 3 });
    full = false;
    gate.leave();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['0', '1', '2', '3']);
    expect(gate.stats()).toEqual({ active: 3, queued: 0 });
  });

  it('turns away a request that waited longer than the queue timeout, and no other', async () => {
    vi.useFakeTimers();
    const gate = createLoadGate({ concurrency: 1, queueLength: 5, queueTimeoutMs: 5000 });
    await gate.enter();
    const waiting = gate.enter();
    vi.advanceTimersByTime(3000);
    const later = gate.enter();
    vi.advanceTimersByTime(2001);
    expect(await waiting).toBe(false);
    expect(gate.stats()).toEqual({ active: 1, queued: 1 });
    gate.leave();
    expect(await later).toBe(true);
  });

  it('gives the place of a client that hung up while waiting to the one behind it', async () => {
    const gate = createLoadGate({ concurrency: 1, queueLength: 2, queueTimeoutMs: 1000 });
    await gate.enter();
    const hungUp = new AbortController();
    const { order, settled } = line(gate, 2, [hungUp.signal]);
    hungUp.abort();
    await Promise.resolve();
    expect(gate.stats()).toEqual({ active: 1, queued: 1 });
    const third = gate.enter(); // takes the freed place in line
    expect(gate.stats()).toEqual({ active: 1, queued: 2 });
    gate.leave();
    gate.leave();
    await settled();
    expect(await third).toBe(true);
    expect(order).toEqual(['-0', '1']);
  });
});
