import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync, inflateSync } from 'node:zlib';
import { parseEnvelope } from '@sentry/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/monitoring/route';

const ORIGIN = 'http://localhost:3000';
type Received = { path: string; contentType: string | undefined; body: Buffer; forwardedFor: string | undefined };

let sentry: Server;
let port: number;
let received: Received[] = [];
let answer: { status: number; headers?: Record<string, string>; body: string } = { status: 200, body: '{"id":"abc"}' };

function readAll(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

const ourDsn = () => `http://public-key@127.0.0.1:${port}/42`;

function envelope(dsn: string | undefined, payload = '{"type":"event"}\n{"message":"boom"}'): Uint8Array {
  const header = JSON.stringify({
    event_id: '9ec79c33ec9942ab8353589fcb2e04dc',
    sent_at: new Date().toISOString(),
    ...(dsn ? { dsn } : {}),
  });
  return new TextEncoder().encode(`${header}\n${payload}`);
}

function tunnel(body: BodyInit | Uint8Array, headers: Record<string, string> = {}) {
  return POST(
    new Request(`${ORIGIN}/monitoring`, {
      method: 'POST',
      body: body as BodyInit,
      headers: {
        host: 'localhost:3000',
        origin: ORIGIN,
        'content-type': 'text/plain;charset=UTF-8',
        'accept-language': 'en',
        'x-forwarded-for': '203.0.113.9',
        ...headers,
      },
      duplex: 'half',
    } as RequestInit),
  );
}

beforeAll(async () => {
  sentry = createServer(async (request, response) => {
    received.push({
      path: request.url ?? '',
      contentType: request.headers['content-type'],
      body: await readAll(request),
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
    });
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  port = (sentry.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => sentry.close(() => resolve())));

beforeEach(() => {
  received = [];
  answer = { status: 200, body: '{"id":"abc"}' };
  vi.stubEnv('SENTRY_DSN', ourDsn());
});
afterEach(() => vi.unstubAllEnvs());

describe('/monitoring tunnel', () => {
  it('forwards an envelope for our DSN to its ingest URL, cleaned, and passes the answer back', async () => {
    // Replay envelopes carry a compressed recording after the item header.
    const recording = Buffer.concat([Buffer.from('{"segment_id":0}\n'), deflateSync('[{"type":4,"data":{"href":"/mine-data/abc?x=1"}}]')]);
    const body = Buffer.concat([
      envelope(ourDsn(), '{"type":"event"}\n{"message":"boom for 010190-1234"}'),
      Buffer.from(`\n{"type":"replay_recording","length":${recording.length}}\n`),
      recording,
    ]);
    const response = await tunnel(body);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"id":"abc"}');
    expect(received).toHaveLength(1);
    expect(received[0].path).toBe('/api/42/envelope/');
    expect(received[0].contentType).toBe('application/x-sentry-envelope');
    const [header, [event, replay]] = parseEnvelope(new Uint8Array(received[0].body));
    expect(header.dsn).toBe(ourDsn());
    expect(event).toEqual([{ type: 'event' }, { message: 'boom for [cpr]' }]);
    const payload = Buffer.from(replay[1] as Uint8Array);
    expect(inflateSync(payload.subarray(payload.indexOf(0x0a) + 1)).toString()).toBe(
      '[{"type":4,"data":{"href":"/mine-data/[token]?x=[Filtered]"}}]',
    );
    // The person's address stays here (sendDefaultPii is off end to end).
    expect(received[0].forwardedFor).toBeUndefined();
  });

  it('refuses envelopes for another project or host with 403 and forwards nothing', async () => {
    for (const dsn of [
      `http://public-key@127.0.0.1:${port}/43`,
      'https://key@o1.ingest.sentry.io/42',
      `http://public-key@127.0.0.1:${port + 1}/42`,
    ]) {
      expect((await tunnel(envelope(dsn))).status).toBe(403);
    }
    expect(received).toEqual([]);
  });

  it('answers 400 to a malformed envelope', async () => {
    for (const body of [
      'not json\n{}',
      '',
      `${JSON.stringify({ dsn: ourDsn() })}\n{"type":"event"}\nnot json`,
      envelope(undefined),
      envelope('not a dsn'),
      envelope(`ftp://key@127.0.0.1:${port}/42`),
    ]) {
      expect((await tunnel(body)).status).toBe(400);
    }
    expect(received).toEqual([]);
  });

  it('answers 413 above 1 MB, declared or streamed', async () => {
    const big = new Uint8Array(1_000_001).fill(0x20);
    big.set(envelope(ourDsn()));
    expect((await tunnel(big)).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 11; i++) controller.enqueue(new Uint8Array(100_000).fill(0x20));
        controller.close();
      },
    });
    const streamed = await tunnel(stream);
    expect(streamed.status).toBe(413);
    expect(await streamed.text()).toBe('The request is too large.');
    expect(received).toEqual([]);
  });

  it('does not follow a redirect from the ingest to another host', async () => {
    answer = { status: 302, headers: { location: `http://127.0.0.1:${port}/elsewhere` }, body: '' };
    const response = await tunnel(envelope(ourDsn()));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBeNull();
    expect(received.map((request) => request.path)).toEqual(['/api/42/envelope/']);
  });

  it('answers 502 when the error service is unreachable', async () => {
    vi.stubEnv('SENTRY_DSN', 'http://public-key@127.0.0.1:9/42');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await tunnel(envelope('http://public-key@127.0.0.1:9/42'))).status).toBe(502);
    quiet.mockRestore();
  });

  it('does not exist without SENTRY_DSN, and refuses other origins', async () => {
    expect((await tunnel(envelope(ourDsn()), { origin: 'https://evil.example' })).status).toBe(403);
    vi.stubEnv('SENTRY_DSN', '');
    expect((await tunnel(envelope(ourDsn()))).status).toBe(404);
    expect(received).toEqual([]);
  });
});
