import { deflateSync, inflateSync } from 'node:zlib';
import { parseEnvelope, serializeEnvelope, type Envelope } from '@sentry/core';
import { describe, expect, it } from 'vitest';
import { scrubEnvelope } from '@/lib/monitoring/envelope';
import { commonOptions, REPLAY_DURATION_MS, SAMPLE_RATES } from '@/lib/monitoring/options';
import { scrubEvent, scrubPayload, scrubText } from '@/lib/monitoring/scrub';
import { browserMonitoringAttributes, monitoringIngest } from '@/lib/monitoring/server';
import { checkEnvelope, ingestFor } from '@/lib/monitoring/tunnel';

const encode = (text: string) => new TextEncoder().encode(text);

describe('error-report options', () => {
  it('uses the agreed sample rates and sends no default PII', () => {
    expect(SAMPLE_RATES).toEqual({ tracesSampleRate: 1, replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 1 });
    expect(REPLAY_DURATION_MS).toEqual({ minReplayDuration: 5000, maxReplayDuration: 3_600_000 });
    expect(commonOptions('https://k@o1.ingest.sentry.io/1', 'test')).toMatchObject({
      sendDefaultPii: false,
      tracesSampleRate: 1,
      environment: 'test',
    });
  });

  it('is off without SENTRY_DSN: nothing on the page, no ingest', () => {
    expect(browserMonitoringAttributes({})).toEqual({});
    expect(monitoringIngest({ SENTRY_DSN: ' ' })).toBeNull();
    expect(browserMonitoringAttributes({ SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1', APP_ENV: 'test' })).toEqual({
      'data-sentry-dsn': 'https://k@o1.ingest.sentry.io/1',
      'data-app-env': 'test',
    });
  });
});

describe('scrubbing', () => {
  it('replaces CPR numbers and e-mail addresses in any text, escaped or not', () => {
    expect(scrubText('CPR 010190-1234 or 0101901234 for ida@example.dk')).toBe('CPR [cpr] or [cpr] for [email]');
    expect(scrubText('ref0101901234x, ida%40example.dk, ida%2540example.dk')).toBe('ref[cpr]x, [email], [email]');
    expect(scrubText('mailto:ida.hansen%2Btest%40example.dk')).toBe('mailto:[email]');
    expect(scrubText('order 12345 at 2026-11-21, id 123456789012, rand 0.1234567891')).toBe(
      'order 12345 at 2026-11-21, id 123456789012, rand 0.1234567891',
    );
  });

  it('keeps the keys of a query and drops its values, wherever the URL is', () => {
    expect(scrubText('GET /ejendom/ved-soeen/aabent-hus?token=abc&ref')).toBe(
      'GET /ejendom/ved-soeen/aabent-hus?token=[Filtered]&[Filtered]',
    );
    expect(scrubText('https://hjemly.dk/soeg?q=Vesterbro%20ida%40x.dk#top')).toBe('https://hjemly.dk/soeg?q=[Filtered]#top');
    expect(scrubText('/login#access_token=abc&state=1')).toBe('/login#access_token=[Filtered]&state=[Filtered]');
    expect(scrubText('button#send[type=submit]')).toBe('button#send[type=submit]');
  });

  it("drops a mailed link's token from its path, public or internal, with or without locale and host", () => {
    const token = 'q3Zk9P0aXcVbN1mLr7TyUe2WsDf4GhJkLzXcVbNmQwE';
    expect(scrubText(`https://hjemly.dk/mine-data/${token}`)).toBe('https://hjemly.dk/mine-data/[token]');
    expect(scrubText(`GET /en-DK/tilbud/abc/interesse`)).toBe('GET /en-DK/tilbud/[token]/interesse');
    expect(scrubText(`/da-DK/booking-survey/abc/confirmation`)).toBe('/da-DK/booking-survey/[token]/confirmation');
    expect(scrubText('POST /api/contracts/abc/signature')).toBe('POST /api/contracts/[token]/signature');
    expect(scrubText('/api/auth/reset-password/abc?callbackURL=/konto')).toBe('/api/auth/reset-password/[token]?callbackURL=[Filtered]');
    // Ids and slugs stay; anything shaped like a token goes whatever its route.
    expect(scrubText('/bolig/lys-2-vaerelses-ved-soeen/anmod')).toBe('/bolig/lys-2-vaerelses-ved-soeen/anmod');
    expect(scrubText('/api/offers/4f1c2b7e-8a9d-4e3f-b2c1-0d9e8f7a6b5c/open')).toBe(
      '/api/offers/4f1c2b7e-8a9d-4e3f-b2c1-0d9e8f7a6b5c/open',
    );
    expect(scrubText(`/ny-side/${token}`)).toBe('/ny-side/[token]');
    expect(scrubText('GET /[locale]/my-data/[token]')).toBe('GET /[locale]/my-data/[token]');
  });

  it('keeps the request path, method, query keys and harmless headers, the user id, and cleans every string', () => {
    const event = {
      event_id: '0123456789abcdef0123456789abcdef',
      message: 'Failed for 010190-1234',
      request: {
        url: 'https://hjemly.dk/konto?email=ida@example.dk',
        method: 'GET',
        headers: {
          Cookie: 'session=secret',
          Referer: 'https://hjemly.dk/mine-data/abc',
          'User-Agent': 'Firefox',
          'X-Forwarded-For': '203.0.113.9',
        },
        cookies: { session: 'secret' },
        data: { cpr: '0101901234', password: 'hunter22' },
        query_string: [['email', 'ida@example.dk']],
        env: { REMOTE_ADDR: '203.0.113.9' },
      },
      user: { id: 'u1', email: 'ida@example.dk', ip_address: '203.0.113.9' },
      extra: { nested: [{ note: 'mail ida@example.dk' }] },
      exception: { values: [{ type: 'Error', value: 'no page /fremvisning/abc?slot=2' }] },
      breadcrumbs: [
        { category: 'fetch', data: { url: '/api/account?token=abc', status_code: 200 }, message: '0101901234' },
        { category: 'navigation', data: { from: '/soeg?q=ida', to: '/evaluering/abc' } },
      ],
      contexts: {
        trace: { trace_id: '0123456789abcdef0123456789abcdef', data: { 'http.request.header.referer': 'x', 'url.query': 'a=1' } },
      },
    };
    expect(scrubEvent(event)).toEqual({
      event_id: '0123456789abcdef0123456789abcdef',
      message: 'Failed for [cpr]',
      request: {
        url: 'https://hjemly.dk/konto?email=[Filtered]',
        method: 'GET',
        headers: { 'User-Agent': 'Firefox' },
        query_string: [['email', '[Filtered]']],
      },
      user: { id: 'u1' },
      extra: { nested: [{ note: 'mail [email]' }] },
      exception: { values: [{ type: 'Error', value: 'no page /fremvisning/[token]?slot=[Filtered]' }] },
      breadcrumbs: [
        { category: 'fetch', data: { url: '/api/account?token=[Filtered]', status_code: 200 }, message: '[cpr]' },
        { category: 'navigation', data: { from: '/soeg?q=[Filtered]', to: '/evaluering/[token]' } },
      ],
      contexts: { trace: { trace_id: '0123456789abcdef0123456789abcdef', data: { 'url.query': 'a=[Filtered]' } } },
    });
    expect(scrubPayload({ message: 'clicked' })).toEqual({ message: 'clicked' });
    // A replay's DOM snapshot is deep: its innermost strings are cleaned too, and beyond any sane depth nothing is sent.
    let deep: unknown = { href: '/mine-data/abc' };
    for (let i = 0; i < 100; i++) deep = { childNodes: [deep] };
    expect(JSON.stringify(scrubPayload(deep))).toContain('/mine-data/[token]');
    for (let i = 0; i < 200; i++) deep = { childNodes: [deep] };
    expect(JSON.stringify(scrubPayload(deep))).not.toContain('/mine-data/');
  });
});

describe('tunnel rules', () => {
  it('derives the ingest URL from a DSN, self-hosted paths and ports included', () => {
    expect(ingestFor('https://abc@o123.ingest.sentry.io/456')).toEqual({
      host: 'o123.ingest.sentry.io',
      projectId: '456',
      url: 'https://o123.ingest.sentry.io/api/456/envelope/',
    });
    expect(ingestFor('http://abc@sentry.internal:9000/sub/7')?.url).toBe('http://sentry.internal:9000/sub/api/7/envelope/');
    for (const bad of [
      'https://o1.ingest.sentry.io/1',
      'https://k@o1.ingest.sentry.io/',
      'https://k@host/abc',
      'file://k@host/1',
      'nonsense',
    ]) {
      expect(ingestFor(bad)).toBeNull();
    }
  });

  it('tells our envelopes from foreign and malformed ones by the header DSN', () => {
    const ours = ingestFor('https://abc@o123.ingest.sentry.io/456')!;
    const withDsn = (dsn: string) => encode(`${JSON.stringify({ dsn })}\n{"type":"event"}\n{}`);
    expect(checkEnvelope(withDsn('https://other-key@o123.ingest.sentry.io/456'), ours)).toBe('ours');
    expect(checkEnvelope(withDsn('https://abc@O123.ingest.sentry.io/456'), ours)).toBe('ours');
    expect(checkEnvelope(withDsn('https://abc@o123.ingest.sentry.io/457'), ours)).toBe('foreign');
    expect(checkEnvelope(withDsn('https://abc@evil.example/456'), ours)).toBe('foreign');
    expect(checkEnvelope(encode('{"event_id":"x"}\n{}'), ours)).toBe('malformed');
    expect(checkEnvelope(encode('<html>'), ours)).toBe('malformed');
    expect(checkEnvelope(new Uint8Array([0xff, 0xfe, 0x0a]), ours)).toBe('malformed');
  });
});

describe('span scrubbing', () => {
  it('strips query values, tokens, headers and bodies from spans and cleans their strings', () => {
    const span = {
      name: 'GET /soeg?q=010190-1234',
      trace_id: '0123456789abcdef0123456789abcdef',
      span_id: '0123456789abcdef',
      attributes: {
        'url.full': 'https://hjemly.dk/api/search?email=ida@example.dk',
        'url.query': '?email=ida@example.dk',
        'http.target': '/ejendom/x/aabent-hus?token=abc',
        'next.span_name': 'GET /venteliste-tilmelding/abc',
        'http.request.header.cookie': 'session=secret',
        'http.request.body': '{"cpr":"0101901234"}',
        'http.response.status_code': 200,
        'sentry.op': 'http.client',
        note: 'for ida@example.dk',
      },
    };
    expect(scrubPayload(span)).toEqual({
      name: 'GET /soeg?q=[Filtered]',
      trace_id: '0123456789abcdef0123456789abcdef',
      span_id: '0123456789abcdef',
      attributes: {
        'url.full': 'https://hjemly.dk/api/search?email=[Filtered]',
        'url.query': 'email=[Filtered]',
        'http.target': '/ejendom/x/aabent-hus?token=[Filtered]',
        'next.span_name': 'GET /venteliste-tilmelding/[token]',
        'http.response.status_code': 200,
        'sentry.op': 'http.client',
        note: 'for [email]',
      },
    });
  });
});

describe('the tunnel cleans what it forwards', () => {
  const dsn = 'https://abc@o123.ingest.sentry.io/456';
  const recording = [
    { type: 4, timestamp: 1, data: { href: 'https://hjemly.dk/fremvisning/abc?ref=ida%40example.dk', width: 800, height: 600 } },
    {
      type: 2,
      timestamp: 2,
      data: { node: { type: 2, tagName: 'a', attributes: { href: '/kontrakt/abc', title: '0101901234' }, childNodes: [] } },
    },
  ];
  const envelope = (payload: Uint8Array) =>
    serializeEnvelope([
      { dsn, trace: { trace_id: '0123456789abcdef0123456789abcdef', transaction: '/mine-data/abc' } },
      [
        [{ type: 'event' }, { message: 'for ida@example.dk', request: { url: '/tilbud/abc?x=1', headers: { Cookie: 's=1' } } }],
        [{ type: 'replay_recording', length: payload.length }, payload],
        [{ type: 'attachment', length: 3 }, encode('abc')],
      ],
    ] as unknown as Envelope);
  const withRecording = (body: Buffer) => Buffer.concat([Buffer.from('{"segment_id":0}\n'), body]);

  it('cleans the header, every event and the replay recording (compressed or not), and drops attachments', () => {
    for (const body of [deflateSync(JSON.stringify(recording)), Buffer.from(JSON.stringify(recording))]) {
      const raw = envelope(withRecording(body));
      const [header, items] = parseEnvelope(scrubEnvelope(typeof raw === 'string' ? encode(raw) : raw));
      expect(header).toEqual({ dsn, trace: { trace_id: '0123456789abcdef0123456789abcdef', transaction: '/mine-data/[token]' } });
      expect(items.map(([item]) => item.type)).toEqual(['event', 'replay_recording']);
      expect(items[0][1]).toEqual({ message: 'for [email]', request: { url: '/tilbud/[token]?x=[Filtered]', headers: {} } });
      const payload = Buffer.from(items[1][1] as Uint8Array);
      expect(items[1][0].length).toBe(payload.length);
      const end = payload.indexOf(0x0a);
      expect(payload.subarray(0, end).toString()).toBe('{"segment_id":0}');
      expect(JSON.parse(inflateSync(payload.subarray(end + 1)).toString())).toEqual([
        { type: 4, timestamp: 1, data: { href: 'https://hjemly.dk/fremvisning/[token]?ref=[Filtered]', width: 800, height: 600 } },
        {
          type: 2,
          timestamp: 2,
          data: { node: { type: 2, tagName: 'a', attributes: { href: '/kontrakt/[token]', title: '[cpr]' }, childNodes: [] } },
        },
      ]);
    }
  });
});
