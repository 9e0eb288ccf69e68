import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAddress, parseTrustedProxies } from '@/lib/http/client-address';

// The server appends the socket's peer, so the last entry is always the one nobody could forge.
const from = (forwardedFor?: string) => clientAddress(new Headers(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }));

afterEach(() => vi.unstubAllEnvs());

describe('clientAddress', () => {
  it('without a proxy believes only the socket: a header the client sent changes nothing', () => {
    vi.stubEnv('TRUSTED_PROXIES', '');
    expect(from('203.0.113.9')).toBe('203.0.113.9');
    expect(from('198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(from('198.51.100.2, 203.0.113.9')).toBe('203.0.113.9');
    expect(from('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(from()).toBe('unknown');
  });

  it('behind a counted number of proxies takes the entry the outermost proxy wrote', () => {
    vi.stubEnv('TRUSTED_PROXIES', '1');
    // The load balancer (10.0.0.5) appended the client it saw; anything left of that was forged.
    expect(from('198.51.100.7, 10.0.0.5')).toBe('198.51.100.7');
    expect(from('1.1.1.1, 2.2.2.2, 198.51.100.7, 10.0.0.5')).toBe('198.51.100.7');
    vi.stubEnv('TRUSTED_PROXIES', '2');
    expect(from('1.1.1.1, 198.51.100.7, 172.16.0.9, 10.0.0.5')).toBe('198.51.100.7');
    // Fewer hops than configured: the furthest known address.
    expect(from('10.0.0.5')).toBe('10.0.0.5');
  });

  it('with trusted networks skips the proxies inside them from the right', () => {
    vi.stubEnv('TRUSTED_PROXIES', '10.0.0.0/8, 2001:db8::/32');
    expect(from('1.1.1.1, 198.51.100.7, 10.2.3.4, 10.0.0.5')).toBe('198.51.100.7');
    expect(from('198.51.100.7, 2001:db8::1')).toBe('198.51.100.7');
    expect(from('2001:db8::2, 10.0.0.5')).toBe('2001:db8::2');
    expect(from('garbage, 10.0.0.5')).toBe('garbage');
  });

  it('a rotating header gives every request of one client the same address, and distinct clients distinct ones', () => {
    vi.stubEnv('TRUSTED_PROXIES', '1');
    const claimed = Array.from({ length: 20 }, (_, i) => from(`192.0.2.${i}, 198.51.100.7, 10.0.0.5`));
    expect(new Set(claimed)).toEqual(new Set(['198.51.100.7']));
    expect(from('198.51.100.8, 10.0.0.5')).not.toBe(from('198.51.100.7, 10.0.0.5'));
  });
});

describe('parseTrustedProxies', () => {
  it.each(['', '0', '3', '10.0.0.1', '10.0.0.0/8', '10.0.0.0/8,192.168.0.0/16', 'fd00::/8, ::1'])('reads "%s"', (value) => {
    expect(parseTrustedProxies(value)).not.toBeNull();
  });
  it.each(['yes', '-1', '10.0.0.0/33', '10.0.0/8', 'fd00::/129', '10.0.0.0/8/1', '10.0.0.0/x'])('refuses "%s"', (value) => {
    expect(parseTrustedProxies(value)).toBeNull();
  });
});
