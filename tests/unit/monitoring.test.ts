import { describe, expect, it } from 'vitest';
import { commonOptions, REPLAY_DURATION_MS, SAMPLE_RATES } from '@/lib/monitoring/options';
import { scrubBreadcrumb, scrubEvent, scrubSpan, scrubText } from '@/lib/monitoring/scrub';
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
  it('replaces CPR numbers and e-mail addresses in any text', () => {
    expect(scrubText('CPR 010190-1234 or 0101901234 for ida@example.dk')).toBe('CPR [cpr] or [cpr] for [email]');
    expect(scrubText('order 12345 at 2026-11-21')).toBe('order 12345 at 2026-11-21');
  });

  it('keeps the request path and harmless headers, the user id, and cleans every string', () => {
    const event = {
      message: 'Failed for 010190-1234',
      request: {
        url: 'https://hjemly.dk/konto?email=ida@example.dk',
        headers: { Cookie: 'session=secret', Authorization: 'Bearer x', 'User-Agent': 'Firefox', 'X-Forwarded-For': '203.0.113.9' },
        cookies: { session: 'secret' },
        data: { cpr: '0101901234', password: 'hunter22' },
        query_string: 'email=ida@example.dk',
      },
      user: { id: 'u1', email: 'ida@example.dk', ip_address: '203.0.113.9' },
      extra: { nested: [{ note: 'mail ida@example.dk' }] },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/account?token=abc', status_code: 200 }, message: '0101901234' }],
    };
    expect(scrubEvent(event)).toEqual({
      message: 'Failed for [cpr]',
      request: { url: 'https://hjemly.dk/konto', headers: { 'User-Agent': 'Firefox' } },
      user: { id: 'u1' },
      extra: { nested: [{ note: 'mail [email]' }] },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/account', status_code: 200 }, message: '[cpr]' }],
    });
    expect(scrubBreadcrumb({ message: 'clicked' })).toEqual({ message: 'clicked' });
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
  it('strips queries, headers and bodies from spans and cleans their strings', () => {
    const span = {
      name: 'GET /soeg?q=010190-1234',
      trace_id: 't',
      attributes: {
        'url.full': 'https://hjemly.dk/api/search?email=ida@example.dk',
        'url.query': 'email=ida@example.dk',
        'http.request.header.cookie': 'session=secret',
        'http.request.body': '{"cpr":"0101901234"}',
        'http.response.status_code': 200,
        'sentry.op': 'http.client',
        note: 'for ida@example.dk',
      },
    };
    expect(scrubSpan(span)).toEqual({
      name: 'GET /soeg',
      trace_id: 't',
      attributes: {
        'url.full': 'https://hjemly.dk/api/search',
        'http.response.status_code': 200,
        'sentry.op': 'http.client',
        note: 'for [email]',
      },
    });
  });
});
