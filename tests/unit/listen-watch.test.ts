import { describe, expect, it } from 'vitest';
import { createListenWatch } from '@/lib/cache/listen-watch';

const BOUND = 10_000;
const start = Date.parse('2026-12-03T09:00:00Z');

function listeningWatch() {
  const watch = createListenWatch({ boundMs: BOUND, startedAt: start });
  watch.listening(start + 5);
  return watch;
}

describe('createListenWatch', () => {
  it('is connecting from the start until the first heartbeat comes back, then ok since then', () => {
    const watch = createListenWatch({ boundMs: BOUND, startedAt: start });
    expect(watch.status()).toEqual({ state: 'connecting', since: start, reason: null });
    expect(watch.nextHeartbeat(start + 1)).toBeNull(); // nothing LISTENs yet: no heartbeat is sent
    watch.listening(start + 5);
    const first = watch.nextHeartbeat(start + 5)!;
    const turn = watch.heard(first, start + 8);
    expect(turn).toEqual({
      went: 'up',
      status: { state: 'ok', since: start + 8, reason: null },
      was: { state: 'connecting', since: start, reason: null },
    });
    expect(watch.status().state).toBe('ok');
  });

  it('counts a heartbeat missing once it is the bound old, each once, and not a younger one', () => {
    const watch = listeningWatch();
    watch.heard(watch.nextHeartbeat(start)!, start + 2);
    watch.nextHeartbeat(start + 5_000); // the connection froze before this one
    watch.nextHeartbeat(start + 10_000);
    expect(watch.overdue(start + 14_999)).toBe(0);
    expect(watch.overdue(start + 15_000)).toBe(1);
    expect(watch.overdue(start + 15_000)).toBe(0);
    expect(watch.overdue(start + 20_000)).toBe(1);
    // Missing alone changes nothing: the owner drops the connection, and its loss is what turns.
    expect(watch.status().state).toBe('ok');
  });

  it('waits for no heartbeat that was not sent after all', () => {
    const watch = listeningWatch();
    watch.unsent(watch.nextHeartbeat(start)!);
    expect(watch.overdue(start + BOUND)).toBe(0);
  });

  it('takes a later heartbeat as proof for the ones before it', () => {
    const watch = listeningWatch();
    watch.nextHeartbeat(start);
    const second = watch.nextHeartbeat(start + 5_000)!;
    expect(watch.heard(second, start + 5_003)?.went).toBe('up');
    expect(watch.overdue(start + 60_000)).toBe(0);
  });

  it('goes reconnecting on a loss, since then, and up only by a heartbeat sent on the new connection', () => {
    const watch = listeningWatch();
    watch.heard(watch.nextHeartbeat(start + 5)!, start + 7);
    const early = watch.nextHeartbeat(start + 5_000)!;
    const down = watch.lost('no heartbeat came back within 10 s', start + 15_000);
    expect(down).toEqual({
      went: 'down',
      status: { state: 'reconnecting', since: start + 15_000, reason: 'no heartbeat came back within 10 s' },
      was: { state: 'ok', since: start + 7, reason: null },
    });
    // Further failures while reconnecting are no new turn, and keep the time it went down.
    expect(watch.lost('sorry, too many clients already', start + 16_000)).toBeNull();
    expect(watch.status()).toEqual({ state: 'reconnecting', since: start + 15_000, reason: 'sorry, too many clients already' });
    expect(watch.nextHeartbeat(start + 17_000)).toBeNull();
    expect(watch.overdue(start + 60_000)).toBe(0); // nothing was outstanding after the loss

    watch.listening(start + 17_500);
    // A heartbeat of the old connection is no proof for the new one.
    expect(watch.heard(early, start + 17_600)).toBeNull();
    const up = watch.heard(watch.nextHeartbeat(start + 17_500)!, start + 17_504);
    expect(up?.went).toBe('up');
    expect(up?.was.since).toBe(start + 15_000);
    expect(watch.status()).toEqual({ state: 'ok', since: start + 17_504, reason: null });
  });

  it('stays connecting through failures before it was ever ok', () => {
    const watch = createListenWatch({ boundMs: BOUND, startedAt: start });
    expect(watch.lost('connect ECONNREFUSED', start + 100)).toBeNull();
    expect(watch.status()).toEqual({ state: 'connecting', since: start, reason: 'connect ECONNREFUSED' });
  });

  it('misses the heartbeats of a LISTEN that never delivers, connection after connection', () => {
    const watch = createListenWatch({ boundMs: BOUND, startedAt: start });
    for (let round = 0; round < 3; round++) {
      const at = start + round * 20_000;
      watch.listening(at);
      watch.nextHeartbeat(at);
      expect(watch.overdue(at + BOUND)).toBe(1);
      watch.lost('no heartbeat came back within 10 s', at + BOUND);
    }
    expect(watch.status().state).toBe('connecting');
  });
});
