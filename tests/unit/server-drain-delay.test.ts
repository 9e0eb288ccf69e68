import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { manageLifecycle } from '../../scripts/server-lifecycle.mjs';

let server: Server;
const agents: Agent[] = [];

type Answer = { status: number; connection: string | undefined; body: string };

function start(drainDelayMs: number, { drainTimeoutMs = 5_000, onDrain = async () => {} } = {}) {
  const exits: number[] = [];
  const log: string[] = [];
  server = createServer((incoming, response) => {
    if (lifecycle.answeredWhileDraining(incoming, response)) return;
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
  });
  const lifecycle = manageLifecycle(
    server,
    { keepAliveTimeoutMs: 65_000, headersTimeoutMs: 66_000, drainTimeoutMs, drainDelayMs },
    { exit: (code) => exits.push(code), log: (line) => log.push(line), onDrain },
  );
  return new Promise<{ port: number; lifecycle: typeof lifecycle; exits: number[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as AddressInfo).port, lifecycle, exits })),
  );
}

function get(port: number, path: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, agent }, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, connection: answer.headers.connection, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

const keptAlive = () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the drain delay', () => {
  it('keeps a kept-alive connection open and answering while readiness says 503, each answer closing its connection', async () => {
    const { port, lifecycle } = await start(2_000);
    const agent = keptAlive();
    expect((await get(port, '/page', agent)).connection).toBe('keep-alive');
    lifecycle.drain();
    expect(await get(port, '/api/health', keptAlive())).toMatchObject({ status: 503, connection: 'close' });
    // A new connection is still accepted during the delay.
    expect(await get(port, '/page', keptAlive())).toMatchObject({ status: 200, connection: 'close' });
    // The balancer has not seen readiness yet: its next request on the idle connection is served.
    expect(await get(port, '/page', agent)).toEqual({ status: 200, connection: 'close', body: 'ok' });
  });

  it('ends early once no connection is open, and exits', async () => {
    const { port, lifecycle, exits } = await start(60_000);
    const agent = keptAlive();
    await get(port, '/page', agent);
    lifecycle.drain();
    await get(port, '/page', agent);
    await wait(200);
    expect(exits).toEqual([0]);
  });

  it('closes the port and the idle connections once the delay is over', async () => {
    const { port, lifecycle, exits } = await start(300);
    const agent = keptAlive();
    await get(port, '/page', agent);
    const idle = [...(agent.freeSockets[`127.0.0.1:${port}:`] ?? [])][0];
    const closed = new Promise<void>((resolve) => idle?.once('close', () => resolve()));
    lifecycle.drain();
    await wait(100);
    expect(idle?.destroyed).toBe(false);
    await closed;
    await wait(50);
    expect(exits).toEqual([0]);
    await expect(get(port, '/page', keptAlive())).rejects.toThrow(/ECONNREFUSED/);
  });

  it('waits for onDrain before exiting', async () => {
    let stopped = () => {};
    const { lifecycle, exits } = await start(0, { onDrain: () => new Promise<void>((resolve) => (stopped = resolve)) });
    lifecycle.drain();
    await wait(100);
    expect(exits).toEqual([]);
    stopped();
    await wait(20);
    expect(exits).toEqual([0]);
  });

  it('still exits at the drain timeout when a connection never goes quiet', async () => {
    const { port, lifecycle, exits } = await start(60_000, { drainTimeoutMs: 300 });
    await get(port, '/page', keptAlive());
    lifecycle.drain();
    await wait(500);
    expect(exits).toEqual([0]);
  });
});

describe('a request without a body', () => {
  it('keeps its connection even when answered before Node marked it complete', async () => {
    const { port } = await start(0);
    const agent = keptAlive();
    expect((await get(port, '/page', agent)).connection).toBe('keep-alive');
    expect((await get(port, '/page', agent)).connection).toBe('keep-alive');
  });
});
