import { afterEach, describe, expect, it, vi } from 'vitest';
import { edgeArrival, MAX_EDGE_WAIT_MS, parseRequestStart } from '@/lib/http/request-start';

const NOW = Date.parse('2026-12-02T10:00:05.250Z');
const SENT = Date.parse('2026-12-02T10:00:02.125Z');

describe('parseRequestStart', () => {
  it('reads the stamps balancers write', () => {
    expect(parseRequestStart('t=1796205602.125')).toBe(SENT); // nginx: t=$msec
    expect(parseRequestStart('t=1796205602125')).toBe(SENT); // HAProxy: t=%Ts%ms
    expect(parseRequestStart('1796205602125')).toBe(SENT); // Heroku: milliseconds
    expect(parseRequestStart('t=1796205602125000')).toBe(SENT); // microseconds
    expect(parseRequestStart('1796205602125000000')).toBe(SENT); // nanoseconds
    expect(parseRequestStart('1796205602')).toBe(SENT - 125); // whole seconds
  });

  it('refuses anything else', () => {
    for (const value of ['', 't=', 'yesterday', '-1796205602125', '1796205602.1.2', '17962056021', 't=1e12', '0x6acd']) {
      expect(parseRequestStart(value)).toBeNull();
    }
  });
});

describe('edgeArrival', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("takes a trusted balancer's stamp: by hop count, any peer; by networks, a peer inside them", () => {
    vi.stubEnv('TRUSTED_PROXIES', '1');
    expect(edgeArrival('t=1796205602.125', '203.0.113.9', NOW)).toBe(SENT);
    vi.stubEnv('TRUSTED_PROXIES', '10.0.0.0/8');
    expect(edgeArrival('t=1796205602.125', '::ffff:10.1.2.3', NOW)).toBe(SENT);
    expect(edgeArrival('t=1796205602.125', '203.0.113.9', NOW)).toBe(NOW);
  });

  it('is the node’s own clock without a trusted proxy, so a client cannot buy seniority', () => {
    vi.stubEnv('TRUSTED_PROXIES', '');
    expect(edgeArrival('t=1796205602.125', '203.0.113.9', NOW)).toBe(NOW);
    vi.stubEnv('TRUSTED_PROXIES', '0');
    expect(edgeArrival('1', '127.0.0.1', NOW)).toBe(NOW);
  });

  it('ignores a stamp far from the node’s clock, or none that can be read', () => {
    vi.stubEnv('TRUSTED_PROXIES', '1');
    expect(edgeArrival(String(NOW - MAX_EDGE_WAIT_MS - 1), '10.0.0.1', NOW)).toBe(NOW);
    expect(edgeArrival(String(NOW + 1_001), '10.0.0.1', NOW)).toBe(NOW);
    expect(edgeArrival(String(NOW + 500), '10.0.0.1', NOW)).toBe(NOW + 500);
    expect(edgeArrival('soon', '10.0.0.1', NOW)).toBe(NOW);
    expect(edgeArrival(['1', '2'], '10.0.0.1', NOW)).toBe(NOW);
    expect(edgeArrival(undefined, '10.0.0.1', NOW)).toBe(NOW);
  });
});
