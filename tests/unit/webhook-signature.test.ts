import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from '@/lib/providers/webhook-signature';

const SECRET = 'whsec_test';
const BODY = '{"id":"d1","type":"application.created","data":{}}';
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const T = NOW / 1000;

describe('webhook signatures', () => {
  it('signs the timestamp and the raw body with HMAC-SHA256, as the receiver checks it', () => {
    const header = signWebhook(SECRET, T, BODY);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(SECRET, header, BODY, NOW)).toBe(true);
  });

  it('fails for another body, another secret, a stale or future timestamp, and garbage', () => {
    const header = signWebhook(SECRET, T, BODY);
    expect(verifyWebhook(SECRET, header, `${BODY} `, NOW)).toBe(false);
    expect(verifyWebhook('whsec_other', header, BODY, NOW)).toBe(false);
    expect(verifyWebhook(SECRET, header, BODY, NOW + 301_000)).toBe(false);
    expect(verifyWebhook(SECRET, signWebhook(SECRET, T + 400, BODY), BODY, NOW)).toBe(false);
    for (const junk of ['', 't=abc,v1=00', `t=${T}`, `t=${T},v1=zz`, `t=${T},v1=${'0'.repeat(64)}`])
      expect(verifyWebhook(SECRET, junk, BODY, NOW)).toBe(false);
  });
});
