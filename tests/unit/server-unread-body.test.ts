import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { manageLifecycle, UNREAD_BODY_READ_MAX } from '../../scripts/server-lifecycle.mjs';

let server: Server;

/**
 * A route that refuses a body after its reader took the first chunk, as a framework's request
 * stream (a web stream, or an async iterator) does: the rest stays paused in the connection. GETs answer 200.
 */
async function refuseAfterFirstChunk(request: IncomingMessage, response: ServerResponse) {
  if (request.method === 'POST') {
    if (request.url === '/iterated') await request[Symbol.asyncIterator]().next();
    else await Readable.toWeb(request).getReader().read();
    response.writeHead(415, { 'Content-Type': 'text/plain' }).end('unsupported');
  } else response.writeHead(200, { 'Content-Type': 'text/plain' }).end('next');
}

async function start(): Promise<number> {
  server = createServer((request, response) => void refuseAfterFirstChunk(request, response));
  manageLifecycle(
    server,
    { keepAliveTimeoutMs: 65_000, headersTimeoutMs: 66_000, drainTimeoutMs: 1_000, drainDelayMs: 0 },
    { exit: () => {} },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A POST of `size` bytes and then a GET on the same connection, as `curl --next` sends them. */
async function postThenGet(port: number, size: number, path = '/api/auth/sign-in/email') {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${size}\r\n\r\n`);
  const body = Buffer.alloc(size, 'a');
  for (let at = 0; at < size; at += 64 * 1024) {
    if (socket.destroyed) break;
    socket.write(body.subarray(at, at + 64 * 1024));
  }
  if (!socket.destroyed) socket.write('GET /next HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  socket.destroy();
  return received;
}

describe('an answer that left its request body unread', () => {
  it.each(['/web-stream', '/iterated'])(
    'reads a small rest and drops it: the next request on the connection is answered at once (%s)',
    async (path) => {
      const port = await start();
      const received = await postThenGet(port, 300 * 1024, path);
      expect(received).toMatch(/^HTTP\/1\.1 415 /);
      expect(received).toMatch(/HTTP\/1\.1 200 OK[\s\S]*\r\n\r\n4\r\nnext\r\n0\r\n\r\n$/);
    },
  );

  it('closes the connection after a large one, saying so, rather than read it through', async () => {
    const port = await start();
    const received = await postThenGet(port, UNREAD_BODY_READ_MAX + 1024 * 1024);
    expect(received).toMatch(/^HTTP\/1\.1 415 /);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    expect(received).not.toContain('200 OK');
  });
});
