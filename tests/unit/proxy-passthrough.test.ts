import { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import { config } from '@/proxy';
import { PASSTHROUGH } from '@/lib/http/passthrough';

const runsProxy = (path: string) => unstable_doesMiddlewareMatch({ config, url: `http://localhost:3000${path}` });

describe('what proxy.ts sees', () => {
  it('is every page, not the API, monitoring, the metrics or built files', () => {
    for (const path of ['/', '/soeg', '/en-DK/konto', '/apis', '/metricsfoo', '/embed/ab', '/favicon.svg'])
      expect(runsProxy(path), path).toBe(true);
    for (const path of ['/api', '/api/search', '/api/auth/get-session', '/monitoring', '/monitoring/x', '/metrics', '/_next/static/a.js']) {
      expect(runsProxy(path), path).toBe(false);
    }
  });

  it('leaves files as they are', () => {
    for (const path of ['/favicon.svg', '/robots.txt', '/site.webmanifest', '/embed.js']) expect(PASSTHROUGH.test(path), path).toBe(true);
  });

  it('routes a page whose token ends in letters and digits only', () => {
    // One mail link in four: an unsubscribe token whose signature has no '-' or '_'.
    for (const path of [
      '/gemte-soegninger/afmeld/1.mwz5555j.0miXcMV2ZxxS0jWM3QEN2ebhNIEv6uuFJzR96zOUmEg',
      '/en-DK/gemte-soegninger/afmeld/2.mwz4n1xr.aRq943AqvxEFnRE4FNF2UAE4kYvdSZGNkG5KaWrBWb8',
      '/soeg',
    ]) {
      expect(PASSTHROUGH.test(path), path).toBe(false);
    }
  });
});

describe("the headers of what proxy.ts does not see (next.config's headers())", () => {
  const headersOf = async (path: string, headers: Record<string, string> = {}) =>
    (await unstable_getResponseFromNextConfig({ url: `http://localhost:3000${path}`, nextConfig, headers })).headers;

  it('API answers: nothing may load from or frame them, except the lease document', async () => {
    expect((await headersOf('/api/search')).get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await headersOf('/api/contracts/abc/document')).get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );
    expect((await headersOf('/api/contracts/abc/signature')).get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect((await headersOf('/api/provider/v1/contracts/abc/document')).get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect((await headersOf('/api/search')).get('x-content-type-options')).toBe('nosniff');
  });

  it('HSTS only over HTTPS, by the first X-Forwarded-Proto entry', async () => {
    for (const path of ['/api/search', '/metrics', '/monitoring']) {
      expect((await headersOf(path)).get('strict-transport-security'), path).toBeNull();
      expect((await headersOf(path, { 'x-forwarded-proto': 'https' })).get('strict-transport-security'), path).toContain('max-age=');
      expect((await headersOf(path, { 'x-forwarded-proto': 'https, http' })).get('strict-transport-security'), path).toContain('max-age=');
      expect((await headersOf(path, { 'x-forwarded-proto': 'http, https' })).get('strict-transport-security'), path).toBeNull();
    }
  });
});
