// The production server's life behind a load balancer: opening the port only once the node can
// serve, connection timeouts that outlast the balancer's, and a bounded drain on SIGTERM so a
// rolling restart fails no request.
import { request as httpRequest } from 'node:http';

/*
 * A balancer keeps idle connections to its nodes open (60 s is common: AWS ALB, nginx upstream
 * keepalive, HAProxy). Node's own 5 s keep-alive closes them first, and a request the balancer
 * sends on a connection the node is closing at that moment comes back as a 502. The node must be the
 * one that waits longer; headers get a second more, as Node requires for keep-alive to win.
 */
export const LIFECYCLE_DEFAULTS = { keepAliveTimeoutMs: 65_000, headersTimeoutMs: 66_000, drainTimeoutMs: 25_000, drainDelayMs: 5_000 };

const number = (value, fallback) => (value === undefined || value === '' ? fallback : Number(value));

/** The lifecycle settings of `env` (checked at start by lib/config/requirements.ts). */
export function lifecycleSettings(env = process.env) {
  return {
    keepAliveTimeoutMs: number(env.KEEP_ALIVE_TIMEOUT_MS, LIFECYCLE_DEFAULTS.keepAliveTimeoutMs),
    headersTimeoutMs: number(env.HEADERS_TIMEOUT_MS, LIFECYCLE_DEFAULTS.headersTimeoutMs),
    drainTimeoutMs: number(env.DRAIN_TIMEOUT_MS, LIFECYCLE_DEFAULTS.drainTimeoutMs),
    drainDelayMs: number(env.DRAIN_DELAY_MS, LIFECYCLE_DEFAULTS.drainDelayMs),
  };
}

const READINESS = /^\/api\/health(\?|$)/;

/**
 * Wraps `server`'s request handling with the drain. On `drain()` (SIGTERM, SIGINT):
 * - readiness (`/api/health`) answers 503 at once, so the balancer stops sending new requests, and
 *   `onDrain` starts (the background work's stop); the exit waits for it;
 * - for `drainDelayMs` the node still listens and serves, every answer with `Connection: close`:
 *   a balancer notices readiness only at its next check, and until then it keeps sending, on new
 *   connections and on kept-alive ones. Closing those at once races the request already on its way
 *   (a 502 for someone); told `Connection: close` with an answer, the balancer opens a new one
 *   instead. The delay ends early once no connection is open;
 * - then the listening socket closes and idle kept-alive connections with it; connections whose
 *   answer is under way close once answered;
 * - when the last connection has ended the process exits 0; `drainTimeoutMs` after the signal
 *   whatever is still open is cut and it exits all the same, so a client that never hangs up cannot
 *   hold a deploy.
 * A second signal changes nothing: Ctrl-C reaches `npm start` and its server both, and the first
 * forwards it (scripts/server-steps.mjs), so one key press is two signals here.
 */
export function manageLifecycle(
  server,
  settings = lifecycleSettings(),
  { exit = (code) => process.exit(code), log = console.log, onDrain = async () => {} } = {},
) {
  server.keepAliveTimeout = settings.keepAliveTimeoutMs;
  server.headersTimeout = settings.headersTimeoutMs;
  let draining = false;
  let listening = true;
  const open = new Set();
  const sockets = new Set();
  let lastSocketClosed = () => {};

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) lastSocketClosed();
    });
  });

  const closeWhenAnswered = (response) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
    // An answer already under way said keep-alive: its connection closes once idle, after the port has.
    response.on('finish', () => setImmediate(() => listening || server.closeIdleConnections()));
  };

  server.prependListener('request', (request, response) => {
    settleUnreadBody(request, response);
    if (draining) return closeWhenAnswered(response);
    open.add(response);
    response.on('close', () => open.delete(response));
  });

  /** Answers readiness while draining; true when it did (the request is not the app's any more). */
  function answeredWhileDraining(request, response) {
    if (!draining || !READINESS.test(request.url ?? '/')) return false;
    response.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify({ status: 'draining' }));
    return true;
  }

  /** Resolves after the drain delay, or as soon as no connection is open. */
  function delayed() {
    const delayMs = Math.min(settings.drainDelayMs, settings.drainTimeoutMs);
    if (delayMs === 0 || sockets.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, delayMs);
      lastSocketClosed = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  function drain() {
    if (draining) return;
    draining = true;
    const backgroundStopped = Promise.resolve().then(onDrain);
    let left = false;
    const leave = (code) => {
      if (left) return;
      left = true;
      void backgroundStopped.then(() => exit(code));
    };
    for (const response of open) closeWhenAnswered(response);
    log(`Draining: readiness says 503; open requests get up to ${Math.round(settings.drainTimeoutMs / 1000)} s.`);
    const deadline = setTimeout(() => {
      log('Drain time is over: closing the connections still open.');
      server.closeAllConnections();
      leave(0);
    }, settings.drainTimeoutMs);
    void delayed().then(() => {
      listening = false;
      lastSocketClosed = () => {};
      server.close(() => {
        clearTimeout(deadline);
        log('Drained: every connection has ended.');
        leave(0);
      });
      server.closeIdleConnections();
    });
  }

  return { answeredWhileDraining, drain, isDraining: () => draining };
}

// A body this size or smaller that an answer left unread is read and dropped; a larger one (or one
// of unknown length) closes its connection instead of being read to its end.
export const UNREAD_BODY_READ_MAX = 1024 * 1024;

/**
 * An answer given before its request's body was read through (a route that refused the body with
 * 415 or 413, an early 400) must not leave that body in the connection. Node drops a body nobody
 * started to read, but one whose reader started and stopped (Next.js's request stream) stays
 * paused: the next request on the kept-alive connection, behind a balancer someone else's, would
 * wait out the headers timeout. So a small rest is read and dropped, and a large one closes the
 * connection, told to the client with `Connection: close`.
 */
export function settleUnreadBody(request, response) {
  // A request without a body has nothing to leave behind, though Node marks it complete only later.
  if (!hasBody(request)) return;
  const declared = Number(request.headers['content-length']);
  const readable = Number.isFinite(declared) && declared <= UNREAD_BODY_READ_MAX;
  const writeHead = response.writeHead;
  response.writeHead = function (...args) {
    if (!request.complete && !readable && !response.headersSent) response.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  };
  response.once('finish', () => {
    if (request.complete) return;
    if (!readable) return request.socket.destroySoon();
    // As Node drops an unread body, and more: the stopped reader's listeners go (a 'readable' one,
    // as an async iterator has, would keep the stream from flowing), so nothing holds it again.
    request.removeAllListeners('data');
    request.removeAllListeners('readable');
    request.resume();
  });
}

const hasBody = (request) =>
  request.headers['transfer-encoding'] !== undefined || ![undefined, '0'].includes(request.headers['content-length']);

/** One GET of `path` on loopback; resolves with the status once the answer has been read. */
function localGet(port, path) {
  return new Promise((resolve, reject) => {
    const get = httpRequest({ host: '127.0.0.1', port, path, headers: { connection: 'close' } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode));
    });
    get.on('error', reject);
    get.end();
  });
}

/*
 * A production Next.js server prepares itself, instrumentation.ts's register() included (the
 * configuration, the database, the migrations and first seed, the CPR keys; it exits when one
 * fails), only when its first request arrives: a node that cannot serve would take connections and
 * answer them 500 first. One request of our own on a loopback port of the moment runs it before
 * `port` opens, however long a first seed takes.
 */
export async function listenWhenReady(server, port, { readiness = '/api/health/live' } = {}) {
  await listen(server, 0, '127.0.0.1');
  const status = await localGet(server.address().port, readiness);
  await new Promise((resolve) => server.close(resolve));
  if (status !== 200) throw new Error(`The server answered ${status} to its own ${readiness} before opening its port.`);
  await listen(server, port);
}

/**
 * Rejects when the port cannot be opened (taken: EADDRINUSE, not allowed: EACCES). Without it
 * the server's 'error' reaches Next.js's own uncaught-exception handler, which logs and keeps the
 * process alive: a node that serves nothing, holding its database connections.
 */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
