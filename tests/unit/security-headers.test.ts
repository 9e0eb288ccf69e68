import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/lib/http/security-headers';
import { mapImageSources, mapTiles } from '@/lib/search/map-config';

const base = { nonce: 'abc123', development: false, frameAncestors: [], https: false };
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('content security policy', () => {
  it('runs only our scripts with the nonce, never eval outside development', () => {
    const csp = directives(contentSecurityPolicy(base));
    expect(csp['script-src']).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(directives(contentSecurityPolicy({ ...base, development: true }))['script-src']).toContain("'unsafe-eval'");
  });

  it('names no nonce for a page cached for everyone (its inline scripts are added by hash)', () => {
    expect(directives(contentSecurityPolicy({ ...base, nonce: null }))['script-src']).toEqual(["'self'"]);
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

  describe('map tiles', () => {
    /** Does a CSP source list admit this URL? (origins and `*.` hosts, as the page policy uses them) */
    const admits = (sources: string[], url: string) => {
      const { protocol, host } = new URL(url);
      return sources.some((source) => {
        const [scheme, rest] = source.split('//');
        if (scheme !== protocol) return false;
        return rest.startsWith('*.') ? host.endsWith(rest.slice(1)) : host === rest;
      });
    };
    /** A tile the map would load for this environment: its template filled in as Leaflet does. */
    const tileOf = (env: Record<string, string>, subdomain = 'b') =>
      mapTiles(env).tileUrl.replace('{s}', subdomain).replace('{z}', '12').replace('{x}', '2170').replace('{y}', '1260').replace('{r}', '');
    const imgSrc = (env: Record<string, string>) =>
      directives(contentSecurityPolicy({ ...base, imageOrigins: mapImageSources(env) }))['img-src'];

    it("admits the default tile server's images, and nothing else beyond our own", () => {
      expect(imgSrc({})).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
      expect(admits(imgSrc({}), tileOf({}))).toBe(true);
      expect(admits(imgSrc({}), 'https://evil.example.com/1/2/3.png')).toBe(false);
    });

    it('follows MAP_TILE_URL, port and subdomains included', () => {
      const local = { MAP_TILE_URL: 'http://localhost:3199/tiles/{z}/{x}/{y}.png' };
      expect(imgSrc(local)).toContain('http://localhost:3199');
      expect(imgSrc(local)).not.toContain('https://tile.openstreetmap.org');
      expect(admits(imgSrc(local), tileOf(local))).toBe(true);
      const sharded = { MAP_TILE_URL: 'https://{s}.tiles.example.dk/{z}/{x}/{y}{r}.png' };
      expect(imgSrc(sharded)).toContain('https://*.tiles.example.dk');
      for (const subdomain of ['a', 'b', 'c']) expect(admits(imgSrc(sharded), tileOf(sharded, subdomain))).toBe(true);
      expect(admits(imgSrc(sharded), 'https://tiles.example.com/1/2/3.png')).toBe(false);
    });

    it('adds nothing for a template that is no http(s) URL', () => {
      expect(imgSrc({ MAP_TILE_URL: 'javascript:alert(1)//{z}/{x}/{y}' })).toEqual(["'self'", 'data:', 'blob:']);
    });
  });
});
