// `npm start`'s supervisor: a server that dies after it has served (V8 out of heap, an uncaught
// error in a library) is started again, after a pause that grows while it keeps dying, instead of
// leaving everyone with "connection refused". A server that dies before it was ever ready (a broken
// configuration, a database it cannot reach) is not: starting it again would only repeat the reason,
// so `npm start` exits with its code. A stop asked for (SIGTERM, SIGINT) is passed on, the server
// drains (scripts/server-lifecycle.mjs), and the supervisor exits with it.

export const RESTART_PAUSES_MS = [1000, 2000, 5000, 10_000, 30_000];
// A server that served this long before it died starts again after the shortest pause.
export const STABLE_MS = 60_000;

/**
 * Runs `start()` (a child process with an IPC channel that sends 'ready' once it serves) and
 * starts it again whenever it dies unasked after having been ready. Resolves with the exit code
 * of the last run once the supervisor stops (`stop(signal)`, or a server that was never ready).
 * @param {() => import('node:child_process').ChildProcess} start
 */
export function supervise(start, { pauses = RESTART_PAUSES_MS, stableMs = STABLE_MS, log = console.error, now = Date.now } = {}) {
  let stopping = false;
  let everReady = false;
  let deaths = 0;
  let child;
  let pending;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));

  function run() {
    pending = undefined;
    const startedAt = now();
    child = start();
    child.on('message', (message) => {
      if (message === 'ready') everReady = true;
    });
    child.on('exit', (code, signal) => {
      const exitCode = code ?? (signal ? 1 : 0);
      if (stopping || !everReady) return finish(exitCode);
      deaths = now() - startedAt >= stableMs ? 1 : deaths + 1;
      const pause = pauses[Math.min(deaths, pauses.length) - 1];
      log(`The server stopped unasked (${signal ?? `exit code ${code}`}); starting it again in ${pause / 1000} s.`);
      pending = setTimeout(run, pause);
    });
  }

  function stop(signal = 'SIGTERM') {
    if (stopping) return;
    stopping = true;
    if (pending) {
      clearTimeout(pending);
      finish(0);
    } else child.kill(signal);
  }

  run();
  return { stop, done, current: () => child };
}
