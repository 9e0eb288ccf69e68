import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/lib/http/security-headers';

const base = { nonce: 'abc123', development: false, frameAncestors: [], https: false };
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('content security policy', () => {
  it('runs only our scripts with the nonce, never eval outside development', () => {
    const csp = directives(contentSecurityPolicy(base));
    expect(csp['script-src']).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(directives(contentSecurityPolicy({ ...base, development: true }))['script-src']).toContain("'unsafe-eval'");
  });

  it('is framed by nobody unless allowed, and upgrades requests on https', () => {
    expect(directives(contentSecurityPolicy(base))['frame-ancestors']).toEqual(["'none'"]);
    const embed = contentSecurityPolicy({ ...base, frameAncestors: ['https://boligselskab.dk'], https: true });
    expect(directives(embed)['frame-ancestors']).toEqual(['https://boligselskab.dk']);
    expect(embed).toContain('upgrade-insecure-requests');
  });

  it('lets workers start from our origin and blobs (Sentry replay), and calls only the listed origins', () => {
    const csp = directives(contentSecurityPolicy({ ...base, connectOrigins: ['https://edge.example.dk'] }));
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://edge.example.dk']);
    expect(csp['object-src']).toEqual(["'none'"]);
  });
});
