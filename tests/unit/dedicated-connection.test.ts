import { EventEmitter } from 'node:events';
import type { Client } from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepConnection, retryDelay } from '@/lib/db/dedicated-connection';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Stands in for pg's Client: `refusals` connects fail as PostgreSQL's "too many connections" does,
 * the later ones succeed. Every client made is kept, with whether it was ended, so a test can count
 * the live ones.
 */
function fakePg(refusals: number) {
  const made: FakeClient[] = [];
  let attempts = 0;
  class FakeClient extends EventEmitter {
    ended = false;
    connection = { stream: { destroy: () => this.finish() } };
    constructor() {
      super();
      made.push(this);
    }
    connect() {
      attempts++;
      return attempts <= refusals ? Promise.reject(new Error('sorry, too many clients already')) : Promise.resolve();
    }
    query() {
      return Promise.resolve();
    }
    end() {
      this.finish();
      return Promise.resolve();
    }
    finish() {
      this.ended = true;
    }
  }
  const live = () => made.filter((client) => !client.ended).length;
  return { Client: FakeClient as unknown as typeof Client, made, live, attempts: () => attempts };
}

describe('retryDelay', () => {
  it('doubles from the first wait up to the longest, and jitters each within its upper half', () => {
    const waits = (random: number) => [0, 1, 2, 3, 4, 5, 6, 10].map((failures) => retryDelay(failures, 1000, 30_000, () => random));
    expect(waits(1)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(waits(0)).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
  });
});

describe('keepConnection', () => {
  it('backs off while PostgreSQL refuses it, closes every refused client, and starts over after a good connection', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pg = fakePg(6);
    const connectedAt: number[] = [];
    const started = Date.now();
    const connection = keepConnection('postgres://unused', {
      purpose: 'test',
      retryMs: 1000,
      maxRetryMs: 8000,
      random: () => 1,
      Client: pg.Client,
      setUp: async () => void connectedAt.push(Date.now() - started),
    });
    await connection.ready;
    // Six refusals: waits of 1, 2, 4, 8 and 8 s between the seven attempts, never two clients alive.
    for (let i = 0; i < 6; i++) {
      expect(pg.live()).toBeLessThanOrEqual(1);
      await vi.advanceTimersToNextTimerAsync();
    }
    await vi.waitFor(() => expect(connectedAt).toEqual([1000 + 2000 + 4000 + 8000 + 8000 + 8000]));
    expect(pg.attempts()).toBe(7);
    expect(pg.made.slice(0, 6).every((client) => client.ended)).toBe(true);
    expect(pg.live()).toBe(1);

    // The good connection is lost: the first wait is the shortest again.
    const lostAt = Date.now() - started;
    pg.made[6].emit('end');
    await vi.advanceTimersToNextTimerAsync();
    await vi.waitFor(() => expect(connectedAt).toHaveLength(2));
    expect(connectedAt[1] - lostAt).toBe(1000);
    expect(pg.live()).toBe(1);
    await connection.close();
    expect(pg.live()).toBe(0);
  });

  it('drops a connection it is told is silent, says why, and opens a new one', async () => {
    vi.useFakeTimers();
    const pg = fakePg(0);
    const losses: string[] = [];
    const connection = keepConnection('postgres://unused', {
      purpose: 'test',
      retryMs: 1000,
      random: () => 1,
      Client: pg.Client,
      onLost: (reason) => losses.push(reason),
      setUp: async () => undefined,
    });
    await connection.ready;
    connection.restart('no heartbeat');
    expect(pg.made[0].ended).toBe(true);
    expect(losses).toEqual(['no heartbeat']);
    await vi.advanceTimersToNextTimerAsync();
    await vi.waitFor(() => expect(pg.made).toHaveLength(2));
    expect(pg.live()).toBe(1);
    await connection.close();
  });
});
