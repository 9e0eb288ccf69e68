import { EventEmitter } from 'node:events';
import type { Client, Pool } from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListenStatus } from '@/lib/cache/listen-watch';
import { listenForPageChanges, type Notify } from '@/lib/cache/page-listener';
import { hasSpareConnection } from '@/lib/db/pg-pool';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const PERIOD = 5_000;

/**
 * Stands in for pg's Client and for the pool's NOTIFY: a heartbeat sent reaches the newest client
 * that is not ended, unless the line is `frozen` (the connection still looks open but delivers nothing).
 */
function fakeDatabase() {
  const made: FakeClient[] = [];
  const line = { frozen: false, notify: 'sent' as 'sent' | 'busy' | 'fails' };
  class FakeClient extends EventEmitter {
    ended = false;
    connection = { stream: { destroy: () => void (this.ended = true) } };
    constructor() {
      super();
      made.push(this);
    }
    connect = () => Promise.resolve();
    query = () => Promise.resolve();
    end() {
      this.ended = true;
      return Promise.resolve();
    }
  }
  const current = () => made.filter((client) => !client.ended).at(-1);
  const notify: Notify = async (channel, payload) => {
    if (line.notify === 'busy') return false;
    if (line.notify === 'fails') throw new Error('timeout exceeded when trying to connect');
    const client = current();
    if (!line.frozen) setTimeout(() => client?.emit('notification', { channel, payload }), 3);
    return true;
  };
  return { Client: FakeClient as unknown as typeof Client, made, line, notify };
}

/** A listener on the fake database; its reports, tags and warnings are kept. */
async function watchedListener() {
  vi.useFakeTimers({ now: Date.parse('2026-12-03T09:00:00Z') });
  const warnings: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
  const db = fakeDatabase();
  const reports: (ListenStatus | null)[] = [];
  const tags: string[][] = [];
  const listener = listenForPageChanges('postgres://unused', {
    deliver: (delivered) => tags.push([...delivered]),
    report: (status) => reports.push(status),
    heartbeatMs: PERIOD,
    retryMs: 1000,
    notify: db.notify,
    Client: db.Client,
  });
  await listener.ready;
  await vi.advanceTimersByTimeAsync(10);
  return { db, listener, reports, tags, warnings };
}

describe('listenForPageChanges', () => {
  it('trusts the LISTEN once its first heartbeat is back, and forgets every page then', async () => {
    const { listener, reports, tags, warnings } = await watchedListener();
    expect(reports[0]?.state).toBe('connecting');
    expect(listener.status().state).toBe('ok');
    expect(tags).toEqual([['*']]);
    expect(warnings).toEqual([]); // a start is no news
    await listener.close();
    expect(reports.at(-1)).toBeNull();
  });

  it('drops a LISTEN whose heartbeat stops coming back, within a period and the bound, and trusts the new one once it delivers', async () => {
    const { db, listener, tags, warnings } = await watchedListener();
    await vi.advanceTimersByTimeAsync(2 * PERIOD);
    db.line.frozen = true;
    const frozenAt = Date.now();
    while (listener.status().state === 'ok') await vi.advanceTimersByTimeAsync(100);
    const detected = Date.now() - frozenAt;
    expect(detected).toBeGreaterThanOrEqual(2 * PERIOD);
    expect(detected).toBeLessThanOrEqual(3 * PERIOD + 100);
    expect(listener.status()).toMatchObject({ state: 'reconnecting', reason: 'no heartbeat came back within 10 s' });
    expect(db.made[0].ended).toBe(true);
    expect(tags.at(-1)).toEqual(['*']);
    expect(warnings).toEqual([expect.stringMatching(/is down \(no heartbeat came back within 10 s\); pages are rendered uncached/)]);

    // The new connection LISTENs but delivers nothing yet: still not trusted, and dropped in turn.
    await vi.advanceTimersByTimeAsync(3 * PERIOD);
    expect(listener.status().state).toBe('reconnecting');
    expect(db.made.length).toBeGreaterThan(2);

    db.line.frozen = false;
    await vi.advanceTimersByTimeAsync(3 * PERIOD);
    expect(listener.status().state).toBe('ok');
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(/is back after \d+\.\d s; pages are cached again/);
    expect(db.made.filter((client) => !client.ended)).toHaveLength(1);
    await listener.close();
  });

  it('goes down at once when the connection ends, and counts no heartbeat missed for it', async () => {
    const { db, listener, warnings } = await watchedListener();
    db.made[0].emit('end');
    expect(listener.status().state).toBe('reconnecting');
    expect(warnings[0]).toMatch(/is down \(the connection ended\)/);
    await vi.advanceTimersByTimeAsync(1000);
    expect(listener.status().state).toBe('ok');
    await listener.close();
  });

  it('keeps a good LISTEN while the pool has no connection to spare: a heartbeat not sent is not missed', async () => {
    const { db, listener, warnings } = await watchedListener();
    db.line.notify = 'busy';
    await vi.advanceTimersByTimeAsync(20 * PERIOD);
    expect(listener.status().state).toBe('ok');
    expect(db.made).toHaveLength(1);
    expect(warnings).toEqual([]);
    await listener.close();
  });

  it('counts a heartbeat that could not be sent as missed', async () => {
    const { db, listener } = await watchedListener();
    db.line.notify = 'fails';
    await vi.advanceTimersByTimeAsync(3 * PERIOD + 100);
    expect(listener.status().state).toBe('reconnecting');
    await listener.close();
  });
});

describe('hasSpareConnection', () => {
  const pool = (max: number, total: number, idle: number, waiting = 0) =>
    ({ options: { max }, totalCount: total, idleCount: idle, waitingCount: waiting }) as unknown as Pool;

  it('lends only when nobody waits and a connection stays free for the requests', () => {
    expect(hasSpareConnection(pool(10, 0, 0))).toBe(true);
    expect(hasSpareConnection(pool(10, 10, 2))).toBe(true);
    expect(hasSpareConnection(pool(10, 9, 1))).toBe(true);
    expect(hasSpareConnection(pool(10, 10, 1))).toBe(false); // the pool's last free connection
    expect(hasSpareConnection(pool(10, 9, 0))).toBe(false); // room for one more only
    expect(hasSpareConnection(pool(10, 8, 3, 1))).toBe(false); // someone waits
    expect(hasSpareConnection(pool(1, 1, 1))).toBe(true); // a pool of one has only its one
  });
});
