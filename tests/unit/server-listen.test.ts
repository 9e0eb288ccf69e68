import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenWhenReady } from '../../scripts/server-lifecycle.mjs';

const servers: Server[] = [];

/** A server that answers its own readiness check, as the production server does once prepared. */
function readyServer(): Server {
  const server = createServer((request, response) => response.writeHead(request.url === '/api/health/live' ? 200 : 404).end());
  servers.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('listenWhenReady', () => {
  it('opens the port once the server answers its own readiness', async () => {
    const server = readyServer();
    await listenWhenReady(server, 0);
    expect(server.listening).toBe(true);
  });

  it('rejects with EADDRINUSE when the port is taken, so the node exits instead of serving nothing', async () => {
    const taken = readyServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const server = readyServer();
    await expect(listenWhenReady(server, port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(server.listening).toBe(false);
  });
});
