import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { register } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createRequestLog, noteCacheResult, noteShed, observeRequest, requestIdFrom, routeKind } from '@/lib/monitoring/request-log';

describe('request log', () => {
  it('names the kind of route, never the path', () => {
    expect(
      ['/_next/static/chunks/a.js', '/api/image/x/320.webp', '/api/health/live', '/metrics', '/api/auth/sign-in/email'].map(routeKind),
    ).toEqual(['static', 'image', 'health', 'metrics', 'auth']);
    expect(
      ['/api/provider/v1/groups?x=1', '/api/payments/stripe/webhook', '/api/search?q=1', '/tilbud/abc', '/en-DK/soeg'].map(routeKind),
    ).toEqual(['provider-api', 'payment-webhook', 'api', 'page', 'page']);
  });

  it("keeps a balancer's sane request id and replaces anything else", () => {
    expect(requestIdFrom('lb-1234-abcd')).toBe('lb-1234-abcd');
    for (const given of [undefined, 'short', 'a b c d e f g h', 'x'.repeat(129), ['lb-1234-abcd', 'lb-5678-efgh'], 'line\nbreak-1234']) {
      expect(requestIdFrom(given)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('writes one JSON line per request with id, method, kind, status and duration', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    createRequestLog(sink)({ requestId: 'lb-1234-abcd', method: 'GET', kind: 'page', status: 200, durationMs: 12.5, cache: 'hit' });
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith('\n')).toBe(true);
    expect(JSON.parse(lines[0])).toEqual({
      level: 30,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      msg: 'request',
      requestId: 'lb-1234-abcd',
      method: 'GET',
      kind: 'page',
      status: 200,
      durationMs: 12.5,
      cache: 'hit',
    });
  });
});

describe('observeRequest', () => {
  it('gives the request an id, and on its end logs it and counts it in the metrics', async () => {
    const entries: unknown[] = [];
    const seen: string[] = [];
    const server = createServer((request, response) => {
      observeRequest(request, response, (entry) => entries.push(entry), ['/api/search']);
      seen.push(String(request.headers['x-request-id']));
      noteCacheResult(response, 'hit');
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const before = (await register.getSingleMetricAsString('hjemly_page_cache_requests_total')).match(/result="hit"} (\d+)/)?.[1] ?? '0';
      const answer = await fetch(`http://127.0.0.1:${port}/bolig/a-home?q=1`, { headers: { 'x-request-id': 'lb-1234-abcd' } });
      expect(answer.headers.get('x-request-id')).toBe('lb-1234-abcd');
      const fresh = await fetch(`http://127.0.0.1:${port}/api/search`);
      expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await expect.poll(() => entries.length).toBe(2);
      expect(seen).toEqual(['lb-1234-abcd', fresh.headers.get('x-request-id')]);
      expect(entries[0]).toEqual({
        requestId: 'lb-1234-abcd',
        method: 'GET',
        kind: 'page',
        route: '/property/[slug]',
        status: 200,
        durationMs: expect.any(Number),
        cache: 'hit',
      });
      expect(entries[1]).toMatchObject({ kind: 'api', route: '/api/search', status: 200 });
      const after = (await register.getSingleMetricAsString('hjemly_page_cache_requests_total')).match(/result="hit"} (\d+)/)?.[1];
      expect(Number(after)).toBe(Number(before) + 2);
      expect(await register.getSingleMetricAsString('hjemly_http_request_duration_seconds')).toMatch(
        /_count\{kind="api",status="2xx"\} [1-9]/,
      );
    } finally {
      server.close();
    }
  });

  it('counts a request turned away at the limit apart from errors, and logs it so', async () => {
    const entries: { status: number; shed?: boolean }[] = [];
    const server = createServer((request, response) => {
      observeRequest(request, response, (entry) => entries.push(entry));
      if (request.url === '/busy') noteShed(response);
      response.writeHead(503).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const shedCount = async () =>
      Number((await register.getSingleMetricAsString('hjemly_http_requests_shed_total')).match(/kind="page"} (\d+)/)?.[1] ?? 0);
    try {
      const before = await shedCount();
      await fetch(`http://127.0.0.1:${port}/busy`);
      await fetch(`http://127.0.0.1:${port}/broken`);
      await expect.poll(() => entries.length).toBe(2);
      expect(entries.map(({ status, shed }) => [status, shed ?? false])).toEqual([
        [503, true],
        [503, false],
      ]);
      expect(await shedCount()).toBe(before + 1);
    } finally {
      server.close();
    }
  });
});
