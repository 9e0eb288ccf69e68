import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { compressStatic } from '../../scripts/compress-static.mjs';
import { acceptedEncodings, resolveAsset } from '../../scripts/static-assets.mjs';

const script = 'self.answer = 42;'.repeat(100);
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'chunks', 'app.js'), script);
  writeFileSync(path.join(dir, 'chunks', 'font.woff2'), 'binary');
  compressStatic(dir);
});

describe('compressStatic', () => {
  it('writes brotli and gzip copies of text assets only', () => {
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'chunks', 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'chunks', 'app.js.gz'))).toString()).toBe(script);
    expect(() => readFileSync(path.join(dir, 'chunks', 'font.woff2.br'))).toThrow();
  });
});

describe('resolveAsset', () => {
  it('prefers brotli, then gzip, by what the browser accepts', () => {
    const br = resolveAsset(dir, '/_next/static/chunks/app.js', 'gzip, deflate, br, zstd');
    expect(br?.file).toBe(path.join(dir, 'chunks', 'app.js.br'));
    expect(br?.headers).toMatchObject({
      'Content-Encoding': 'br',
      Vary: 'Accept-Encoding',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(resolveAsset(dir, '/_next/static/chunks/app.js?v=1', 'gzip')?.headers['Content-Encoding']).toBe('gzip');
    expect(resolveAsset(dir, '/_next/static/chunks/app.js', 'br;q=0, gzip')?.headers['Content-Encoding']).toBe('gzip');
    const plain = resolveAsset(dir, '/_next/static/chunks/app.js', undefined);
    expect(plain?.file).toBe(path.join(dir, 'chunks', 'app.js'));
    expect(plain?.headers['Content-Encoding']).toBeUndefined();
  });

  it('sends binary assets as they are', () => {
    expect(resolveAsset(dir, '/_next/static/chunks/font.woff2', 'br')?.headers).toMatchObject({
      'Content-Type': 'font/woff2',
      'Content-Length': '6',
    });
  });

  it('leaves everything else to Next.js', () => {
    expect(resolveAsset(dir, '/_next/static/chunks/missing.js', 'br')).toBeNull();
    expect(resolveAsset(dir, '/_next/static/../../etc/passwd.js', 'br')).toBeNull();
    expect(resolveAsset(dir, '/_next/static/chunks/%2e%2e/%2e%2e/x.js', 'br')).toBeNull();
    expect(resolveAsset(dir, '/_next/static/chunks/%zz.js', 'br')).toBeNull();
    expect(resolveAsset(dir, '/bolig/x', 'br')).toBeNull();
  });

  it('leaves an uncompressed build to Next.js when the browser wants compression', () => {
    writeFileSync(path.join(dir, 'chunks', 'late.js'), script);
    expect(resolveAsset(dir, '/_next/static/chunks/late.js', 'br')).toBeNull();
    expect(resolveAsset(dir, '/_next/static/chunks/late.js', '')?.file).toBe(path.join(dir, 'chunks', 'late.js'));
  });
});

describe('acceptedEncodings', () => {
  it('reads q-values and the wildcard', () => {
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('gzip;q=0.5, br;q=0')).toEqual(['gzip']);
  });
});
