// Admission for scripts/http-server.ts: at most `concurrency` requests are handed to Next.js at once;
// the next `queueLength` wait in line, first come first served, for at most `queueTimeoutMs`; only a
// request that finds the line full, or waits past that, is turned away (503 with Retry-After).
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
  /** @type {{ admit: (admitted: boolean) => void, timer: NodeJS.Timeout }[]} */
  const waiting = [];

  // A place is free: below the concurrency, and — while the heap is near its limit — only when
  // nothing runs, so the line always moves.
  const placeFree = () => active < concurrency && (active === 0 || !memoryFull());

  /**
   * Resolves true when the request may run (then call `leave` once), false when it is turned away
   * or `gone` aborted while it waited (the client hung up: its place in line goes to the next).
   * @param {AbortSignal} [gone]
   */
  function enter(gone) {
    // Nobody overtakes the line: a free place goes to whoever waits longest.
    if (waiting.length === 0 && placeFree()) {
      active++;
      return Promise.resolve(true);
    }
    if (waiting.length >= queueLength) return Promise.resolve(false);
    return new Promise((admit) => {
      const turnAway = () => {
        const at = waiting.indexOf(entry);
        if (at < 0) return; // admitted already
        waiting.splice(at, 1);
        clearTimeout(entry.timer);
        admit(false);
      };
      const entry = { admit, timer: setTimeout(turnAway, queueTimeoutMs) };
      waiting.push(entry);
      gone?.addEventListener('abort', turnAway, { once: true });
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
