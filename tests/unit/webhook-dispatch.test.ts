import type { LookupAddress } from 'node:dns';
import { createServer } from 'node:http';
import { Socket, type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkedLookup, dispatchWebhook, NotPublicAddressError, type Resolve } from '@/lib/webhooks/dispatch';

/*
 * The resolver is the test's own: no name is looked up. Lookups that refuse open no connection;
 * the only connections made go to a receiver on this machine's loopback.
 */

function resolverOf(...addresses: string[]) {
  const asked: string[] = [];
  const resolve: Resolve = (hostname, _options, callback) => {
    asked.push(hostname);
    callback(
      null,
      addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
  return { resolve, asked };
}

function lookUp(publicOnly: boolean, resolve: Resolve, all: boolean) {
  return new Promise<{ error: Error | null; address: unknown; family?: number }>((done) =>
    checkedLookup(publicOnly, resolve)('hooks.example.test', { all }, (error, address, family) => done({ error, address, family })),
  );
}

describe("the webhook connection's lookup", () => {
  // Proof that these checks leave the machine alone: no socket is even asked to connect, so
  // none of the internal, NAT64, 6to4 or Teredo addresses below is ever tried.
  let connect: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    connect = vi.spyOn(Socket.prototype, 'connect');
  });
  afterEach(() => {
    expect(connect).not.toHaveBeenCalled();
    connect.mockRestore();
  });

  it.each([
    ['127.0.0.1'],
    ['10.0.0.1'],
    ['169.254.169.254'],
    ['::1'],
    ['::127.0.0.1'],
    ['::ffff:127.0.0.1'],
    ['64:ff9b::a9fe:a9fe'],
    ['64:ff9b:1::a00:1'],
    ['2002:c0a8:101::1'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['fd12:3456::1'],
    // A rebinding name: one public answer beside an internal one is still refused.
    ['93.184.216.34', '127.0.0.1'],
    ['2a00:1450:4001:81c::200e', '::ffff:10.0.0.1'],
  ])('refuses a name that resolves to %s', async (...addresses) => {
    for (const all of [true, false]) {
      const { error, address } = await lookUp(true, resolverOf(...addresses).resolve, all);
      expect(error).toBeInstanceOf(NotPublicAddressError);
      expect(address).toBe('');
    }
  });

  it('refuses a name without any address', async () => {
    expect((await lookUp(true, resolverOf().resolve, true)).error).toBeInstanceOf(NotPublicAddressError);
  });

  it('answers public addresses the way the socket asked for them', async () => {
    const { resolve } = resolverOf('93.184.216.34', '2a00:1450:4001:81c::200e');
    expect(await lookUp(true, resolve, false)).toEqual({ error: null, address: '93.184.216.34', family: 4 });
    expect((await lookUp(true, resolve, true)).address).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2a00:1450:4001:81c::200e', family: 6 },
    ]);
  });

  it('on test machines lets a loopback answer through', async () => {
    expect(await lookUp(false, resolverOf('127.0.0.1').resolve, false)).toEqual({ error: null, address: '127.0.0.1', family: 4 });
  });
});

describe('sending a webhook', () => {
  const closers: (() => void)[] = [];
  afterEach(() => closers.splice(0).forEach((close) => close()));

  /** A receiver on 127.0.0.2, an address the system resolver never gives for localhost. */
  async function receiver(status = 200) {
    const received: string[] = [];
    const server = createServer((request, response) => {
      received.push(String(request.headers['hjemly-delivery']));
      response.statusCode = status;
      response.end();
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.2', ready));
    closers.push(() => server.close());
    return { received, port: (server.address() as AddressInfo).port };
  }
  const dispatch = (url: string) => ({ url, body: '{}', headers: { 'Hjemly-Delivery': 'd-1' }, timeoutMs: 5_000 });

  it('connects to the address its own lookup answered, resolving the name once', async () => {
    const { received, port } = await receiver();
    const { resolve, asked } = resolverOf('127.0.0.2');
    const result = await dispatchWebhook(dispatch(`http://localhost:${port}/hooks`), false, resolve);
    expect(result).toEqual({ statusCode: 200, failure: null, detail: null });
    expect(received).toEqual(['d-1']);
    expect(asked).toEqual(['localhost']);
  });

  it('on the real site refuses the connection when the name resolves to our network: nothing is sent', async () => {
    const { received, port } = await receiver();
    const { resolve, asked } = resolverOf('127.0.0.2');
    for (const scheme of ['http', 'https']) {
      const result = await dispatchWebhook(dispatch(`${scheme}://localhost:${port}/hooks`), true, resolve);
      expect(result).toMatchObject({ statusCode: null, failure: 'notPublic' });
    }
    expect(received).toEqual([]);
    expect(asked).toEqual(['localhost', 'localhost']);
  });

  it('on the real site refuses a literal internal address before connecting', async () => {
    const { received, port } = await receiver();
    const { resolve, asked } = resolverOf();
    for (const host of ['127.0.0.2', '[::1]', '[::ffff:127.0.0.2]']) {
      expect(await dispatchWebhook(dispatch(`http://${host}:${port}/hooks`), true, resolve)).toMatchObject({ failure: 'notPublic' });
    }
    expect(received).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('reports the failure in words; the socket error is kept for our logs only', async () => {
    const failing = await receiver(503);
    expect(await dispatchWebhook(dispatch(`http://127.0.0.2:${failing.port}/hooks`), false)).toEqual({
      statusCode: 503,
      failure: 'status',
      detail: 'HTTP 503',
    });
    const { port } = await receiver();
    closers.splice(0).forEach((close) => close());
    const refused = await dispatchWebhook(dispatch(`http://127.0.0.2:${port}/hooks`), false);
    expect(refused).toMatchObject({ statusCode: null, failure: 'unreachable' });
    expect(refused.detail).toMatch(/ECONNREFUSED/);
  });
});
