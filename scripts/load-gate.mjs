// Admission for scripts/http-server.ts: at most `concurrency` requests are handed to Next.js at once;
// the next `queueLength` wait in line, in the order they first came, for at most `queueTimeoutMs`;
// only a request that finds the line full of people who came before it, or waits past that, is
// turned away (503 with Retry-After and a line ticket that keeps its first arrival).
// Ordered by first arrival, not by who entered the line first: someone turned away who comes back with
// the ticket stands before everyone who came after them, and in a full line takes the place of the
// one who came last. So beyond what the node can serve nobody is turned away for good: whoever keeps
// coming back is let in, in the order people first came.
// A rush of sign-ups is served in the order it came in instead of by who happened to retry when a
// place was free, and what the server holds stays bounded: the running requests, a line of a known
// length, and nothing more.
//
// `memoryFull` is asked before each admission: while the heap is near its limit the gate runs fewer
// requests at once (down to one) and lets the others wait in line, so the renders in flight cannot
// together outgrow the heap the server was started with.

/**
 * @param {{ concurrency: number, queueLength: number, queueTimeoutMs: number, memoryFull?: () => boolean }} limits
 */
export function createLoadGate({ concurrency, queueLength, queueTimeoutMs, memoryFull = () => false }) {
  let active = 0;
  /** In order of `arrivedMs`; equal arrivals in the order they entered. @type {{ admit: (admitted: boolean) => void, timer: NodeJS.Timeout, arrivedMs: number }[]} */
  const waiting = [];

  /** Where an arrival at `arrivedMs` stands: behind everyone who came at the same time or before. */
  function placeOf(arrivedMs) {
    let low = 0;
    let high = waiting.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (waiting[middle].arrivedMs <= arrivedMs) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  function turnAway(entry) {
    const at = waiting.indexOf(entry);
    if (at < 0) return; // admitted already
    waiting.splice(at, 1);
    clearTimeout(entry.timer);
    entry.admit(false);
  }

  // A place is free: below the concurrency, and — while the heap is near its limit — only when
  // nothing runs, so the line always moves.
  const placeFree = () => active < concurrency && (active === 0 || !memoryFull());

  /**
   * Resolves true when the request may run (then call `leave` once), false when it is turned away
   * or `gone` aborted while it waited (the client hung up: its place in line goes to the next).
   * `arrivedMs`: when the request first came (its line ticket's arrival), now unless given.
   * @param {AbortSignal} [gone]
   * @param {number} [arrivedMs]
   */
  function enter(gone, arrivedMs = Date.now()) {
    // Nobody overtakes the line: a free place goes to whoever came first.
    if (waiting.length === 0 && placeFree()) {
      active++;
      return Promise.resolve(true);
    }
    if (waiting.length >= queueLength) {
      const last = waiting.at(-1);
      if (!last || last.arrivedMs <= arrivedMs) return Promise.resolve(false);
      turnAway(last); // came after this one: it is told to come back, with its own ticket
    }
    return new Promise((admit) => {
      const entry = { admit, arrivedMs, timer: setTimeout(() => turnAway(entry), queueTimeoutMs) };
      waiting.splice(placeOf(arrivedMs), 0, entry);
      gone?.addEventListener('abort', () => turnAway(entry), { once: true });
    });
  }

  /** A finished request lets the longest-waiting ones in, as many as there are free places. */
  function leave() {
    active--;
    while (waiting.length > 0 && placeFree()) {
      const next = waiting.shift();
      clearTimeout(next.timer);
      active++;
      next.admit(true);
    }
  }

  return { enter, leave, stats: () => ({ active, queued: waiting.length }) };
}
