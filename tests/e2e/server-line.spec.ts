import { connect, type Socket } from 'node:net';
import { LINE_TICKET_HEADER } from '../../lib/http/line-ticket-header';
import { startOwnServer } from './support/own-server';
import { expect, test } from './support/test';

// A production server of its own that runs one request at a time and keeps no line
// (MAX_CONCURRENT_REQUESTS=1, MAX_QUEUED_REQUESTS=0). One request whose body never ends holds that
// place, so every other is turned away and each answer shows the ticket the server gives and what it
// made of the ticket it was sent. A ticket is `<first arrival ms>.<signature>`.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 12;
const url = `http://127.0.0.1:${PORT}/api/waiting-lists/havnehusene/memberships`;

let own: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer(PORT, 'e2e-server-line', { MAX_CONCURRENT_REQUESTS: '1', MAX_QUEUED_REQUESTS: '0' });
});
test.afterAll(() => own.stop());

async function turnedAway(ticket?: string, target = url) {
  const response = await fetch(target, { method: 'POST', body: '{}', headers: ticket ? { [LINE_TICKET_HEADER]: ticket } : {} });
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await response.text()).toContain('Hjemly har meget travlt');
  const next = response.headers.get(LINE_TICKET_HEADER);
  expect(next).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
  return { ticket: next!, arrivedMs: Number(next!.split('.')[0]) };
}

/**
 * A request admitted and left waiting for the rest of its body: the server's one place is taken until
 * it goes. On a loaded machine a request on an open connection can reach the server before the hold's
 * new one: it takes the place, the hold is turned away (503 on its socket) and every later request
 * gets through. So the hold is given a second to be answered; answered, it is made again.
 */
async function holdThePlace() {
  let socket: Socket | undefined;
  await expect(async () => {
    socket?.destroy();
    socket = connect(PORT, '127.0.0.1');
    socket.on('error', () => {});
    const answered = new Promise<boolean>((resolve) => {
      socket!.once('data', () => resolve(true));
      setTimeout(() => resolve(false), 1_000);
    });
    socket.write(
      `POST /api/user/referrer HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n{"ref`,
    );
    expect(await answered, 'the hold was answered: another request had the place').toBe(false);
    await expect.poll(async () => (await fetch(url, { method: 'POST', body: '{}' })).status, { timeout: 3_000 }).toBe(503);
  }).toPass({ timeout: 20_000 });
  return () => socket?.destroy();
}

test('a request turned away keeps its first arrival when it comes back with its ticket, and only then', async () => {
  const release = await holdThePlace();
  const first = await turnedAway();
  await new Promise((resolve) => setTimeout(resolve, 20));
  const second = await turnedAway(first.ticket);
  expect(second.arrivedMs).toBe(first.arrivedMs);
  const third = await turnedAway(second.ticket);
  expect(third.arrivedMs).toBe(first.arrivedMs);

  // A ticket with another time, or for another address, counts for nothing: the request arrived now.
  const forged = await turnedAway(first.ticket.replace(/^\d+/, String(first.arrivedMs - 60_000)));
  expect(forged.arrivedMs).toBeGreaterThan(first.arrivedMs);
  const elsewhere = await turnedAway(first.ticket, url.replace('havnehusene', 'another-list'));
  expect(elsewhere.arrivedMs).toBeGreaterThan(first.arrivedMs);
  // What is never turned away still answers: the balancer must learn how the node is.
  expect((await fetch(`http://127.0.0.1:${PORT}/api/health/live`)).status).toBe(200);

  // With the place free the request runs (signed out, the sign-up refuses it) and gets no ticket.
  release();
  await expect
    .poll(async () => (await fetch(url, { method: 'POST', body: '{}', headers: { [LINE_TICKET_HEADER]: third.ticket } })).status)
    .toBe(401);
});
