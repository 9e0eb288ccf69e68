// Load shedding for scripts/http-server.ts: at most `concurrency` requests are handed to Next.js at
// once; the next `queueLength` wait their turn, for at most `queueTimeoutMs`; the rest are turned
// away at once. Under a load the two cores cannot serve, people get a quick "busy, try again" (503
// with Retry-After) instead of every request waiting half a minute and most of them timing out.

/** @param {{ concurrency: number, queueLength: number, queueTimeoutMs: number }} limits */
export function createLoadGate({ concurrency, queueLength, queueTimeoutMs }) {
  let active = 0;
  /** @type {{ admit: (admitted: boolean) => void, timer: NodeJS.Timeout }[]} */
  const waiting = [];

  /** Resolves true when the request may run (then call `leave` once), false when it is shed. */
  function enter() {
    if (active < concurrency) {
      active++;
      return Promise.resolve(true);
    }
    if (waiting.length >= queueLength) return Promise.resolve(false);
    return new Promise((admit) => {
      const entry = {
        admit,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          admit(false);
        }, queueTimeoutMs),
      };
      waiting.push(entry);
    });
  }

  /** A finished request hands its place to the longest-waiting one. */
  function leave() {
    const next = waiting.shift();
    if (!next) {
      active--;
      return;
    }
    clearTimeout(next.timer);
    next.admit(true);
  }

  return { enter, leave, stats: () => ({ active, queued: waiting.length }) };
}
