import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/lib/http/security-headers';
import { embedParentOrigin, embedParentOrigins } from '@/lib/white-label/rules';

const allowed = ['https://boligselskab.dk', 'http://udlejer.localhost:4000'];

describe('embedParentOrigins', () => {
  it('joins the host’s and the company’s origins once each', () => {
    expect(embedParentOrigins(['https://a.dk', 'https://b.dk'], ['https://b.dk', 'https://c.dk'])).toEqual([
      'https://a.dk',
      'https://b.dk',
      'https://c.dk',
    ]);
  });

  it('drops anything that would widen or break frame-ancestors, wherever it was written', () => {
    expect(embedParentOrigins(['*', "'self'"], ['https://ok.dk', 'https://x.dk; script-src *', 'https://*.dk'])).toEqual(['https://ok.dk']);
  });

  it('allows nobody but the site itself when neither names an origin', () => {
    const csp = contentSecurityPolicy({
      nonce: 'n',
      development: false,
      https: true,
      frameAncestors: ["'self'", ...embedParentOrigins([], [])],
    });
    expect(csp).toContain("frame-ancestors 'self';");
  });

  it('puts the allowed origins in the embed’s frame-ancestors', () => {
    const csp = contentSecurityPolicy({
      nonce: 'n',
      development: false,
      https: true,
      frameAncestors: ["'self'", ...embedParentOrigins([], allowed)],
    });
    expect(csp).toContain("frame-ancestors 'self' https://boligselskab.dk http://udlejer.localhost:4000;");
  });
});

describe('embedParentOrigin', () => {
  it.each(allowed)('posts to the allowed parent %s', (parent) => {
    expect(embedParentOrigin(parent, allowed)).toBe(parent);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['another port', 'http://udlejer.localhost:4001'],
    ['another scheme', 'http://boligselskab.dk'],
    ['a subdomain', 'https://www.boligselskab.dk'],
    ['a path after the origin', 'https://boligselskab.dk/'],
    ['upper case', 'https://BOLIGSELSKAB.dk'],
    ['the wildcard', '*'],
    ['an opaque origin', 'null'],
    ['nothing', ''],
  ])('posts nowhere for %s', (_what, parent) => {
    expect(embedParentOrigin(parent, allowed)).toBeNull();
  });

  it('posts nowhere without a parent, or with the parameter given twice', () => {
    expect(embedParentOrigin(undefined, allowed)).toBeNull();
    expect(embedParentOrigin(['https://boligselskab.dk', 'https://evil.example'], allowed)).toBeNull();
  });

  it('posts nowhere when the company allows no origin, even for a well-formed one', () => {
    expect(embedParentOrigin('https://boligselskab.dk', [])).toBeNull();
  });
});
