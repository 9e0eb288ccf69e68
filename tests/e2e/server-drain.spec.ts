import { connect, type Socket } from 'node:net';
import { startOwnServer } from './support/own-server';
import { expect, test } from './support/test';

// A production server of its own (scripts/http-server.ts on an empty data directory), stopped with
// SIGTERM while a balancer would still hold connections to it: what each of them gets back.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 8;
const DRAIN_TIMEOUT_MS = 5_000;

test.describe.configure({ mode: 'serial' });

let own: Awaited<ReturnType<typeof startOwnServer>>;
const exited = () =>
  new Promise<number | null>((resolve) => (own.server.exitCode !== null ? resolve(own.server.exitCode) : own.server.once('exit', resolve)));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer(PORT, 'e2e-drain', { DRAIN_TIMEOUT_MS: String(DRAIN_TIMEOUT_MS) });
});

test.afterAll(() => own.stop());

/** A raw HTTP/1.1 connection, as a balancer keeps one: what it receives, and whether the server closed it. */
function connection() {
  const socket: Socket = connect(PORT, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  const until = (pattern: RegExp) => expect.poll(() => pattern.test(received), { timeout: 10_000, intervals: [20] }).toBe(true);
  return { socket, closed, until, received: () => received };
}

const METRICS = JSON.stringify({ appName: 'drain-test', bucket: { start: '2026-01-01T00:00:00.000Z', toggles: {} } });
const metricsHeaders = (extra = '') =>
  `POST /api/frontend/client/metrics HTTP/1.1\r\nHost: localhost:${PORT}\r\nAuthorization: *:development.hjemly-local-frontend-token\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(METRICS)}\r\n${extra}\r\n`;

test('a body the sign-in refuses (415) leaves the kept-alive connection free for the next request, as curl --next sends it', async () => {
  const client = connection();
  const size = 300 * 1024;
  client.socket.write(
    `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost:${PORT}\r\nOrigin: http://localhost:${PORT}\r\n` +
      `Content-Type: text/plain\r\nContent-Length: ${size}\r\n\r\n`,
  );
  client.socket.write(Buffer.alloc(size, 'a'));
  client.socket.write(`GET /api/health/live HTTP/1.1\r\nHost: localhost:${PORT}\r\n\r\n`);
  await client.until(/^HTTP\/1\.1 4\d\d [\s\S]*HTTP\/1\.1 200 [\s\S]*\{"status":"ok"\}/);
  client.socket.destroy();
});

test('SIGTERM: readiness fails, open requests finish with Connection: close, idle connections close, and the process exits in time', async () => {
  // An idle kept-alive connection: closed by the server when the drain begins.
  const idle = connection();
  idle.socket.write(`GET /api/health/live HTTP/1.1\r\nHost: localhost:${PORT}\r\n\r\n`);
  await idle.until(/^HTTP\/1\.1 200 [\s\S]*Connection: keep-alive[\s\S]*\{"status":"ok"\}/i);

  // A kept-alive connection on which the balancer's next readiness check has begun to arrive.
  const probe = connection();
  probe.socket.write(`GET /api/health/live HTTP/1.1\r\nHost: localhost:${PORT}\r\n\r\n`);
  await probe.until(/\{"status":"ok"\}/);
  probe.socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost:${PORT}\r\n`);

  // A client that never finishes its request: only the drain time ends it.
  const stuck = connection();
  stuck.socket.write(`GET /api/health/live HTTP/1.1\r\nHost: localhost:${PORT}\r\n`);

  // A request in flight: its headers are taken (100 Continue), its body not yet sent. Its answer
  // also shows that the server has read what the two connections above sent before it.
  const busy = connection();
  busy.socket.write(metricsHeaders('Expect: 100-continue\r\n'));
  await busy.until(/^HTTP\/1\.1 100 Continue\r\n\r\n$/);

  const signalled = Date.now();
  own.server.kill('SIGTERM');
  await expect.poll(() => own.stdout().includes('Draining:'), { timeout: 10_000, intervals: [20] }).toBe(true);
  await idle.closed;
  await expect(fetch(`http://127.0.0.1:${PORT}/api/health/live`)).rejects.toThrow();

  probe.socket.write('\r\n');
  await probe.until(/HTTP\/1\.1 503 [\s\S]*Connection: close[\s\S]*\{"status":"draining"\}/i);
  await probe.closed;

  busy.socket.write(METRICS);
  await busy.until(/HTTP\/1\.1 202 [\s\S]*Connection: close/i);
  await busy.closed;

  expect(await exited()).toBe(0);
  const took = Date.now() - signalled;
  expect(took).toBeGreaterThanOrEqual(DRAIN_TIMEOUT_MS - 100);
  expect(took).toBeLessThan(DRAIN_TIMEOUT_MS + 3_000);
  await stuck.closed;
  expect(stuck.received()).toBe('');
});
