import { describe, expect, it } from 'vitest';
import { clientAddress } from '@/lib/http/client-address';

describe('clientAddress', () => {
  it.each([
    [
      'the first X-Forwarded-For hop (the client, as the load balancer saw it)',
      { 'x-forwarded-for': '198.51.100.7, 10.0.0.1' },
      '198.51.100.7',
    ],
    ['a single hop, trimmed', { 'x-forwarded-for': '  203.0.113.9 ' }, '203.0.113.9'],
    ['X-Real-IP without X-Forwarded-For', { 'x-real-ip': '192.0.2.4' }, '192.0.2.4'],
    ['X-Real-IP when X-Forwarded-For is empty', { 'x-forwarded-for': ' ', 'x-real-ip': '192.0.2.4' }, '192.0.2.4'],
    ['"unknown" without either header', {}, 'unknown'],
  ])('%s', (_label, headers, expected) => {
    expect(clientAddress(new Headers(headers))).toBe(expected);
  });
});
