import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook, VERIFY_SNIPPET } from '@/lib/webhooks/signature';

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

describe('the verification snippet at /udvikler', () => {
  it('accepts what Hjemly signs and refuses a changed body, as documented', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hjemly-snippet-'));
    const file = path.join(dir, 'verify.mjs');
    writeFileSync(file, VERIFY_SNIPPET);
    const { isFromHjemly } = (await import(pathToFileURL(file).href)) as { isFromHjemly: (s: string, h: string, b: string) => boolean };
    const header = signWebhook(SECRET, Math.floor(Date.now() / 1000), BODY);
    expect(isFromHjemly(SECRET, header, BODY)).toBe(true);
    expect(isFromHjemly(SECRET, header, BODY.replace('d1', 'd2'))).toBe(false);
    expect(isFromHjemly('whsec_other', header, BODY)).toBe(false);
    expect(isFromHjemly(SECRET, signWebhook(SECRET, Math.floor(Date.now() / 1000) - 600, BODY), BODY)).toBe(false);
  });
});
