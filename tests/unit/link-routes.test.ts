import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathnames } from '@/lib/i18n/routing';
import { classifiedRoutes, otherRouteSecrets, withoutLinkSecrets } from '@/lib/monitoring/link-routes';
import { scrubText } from '@/lib/monitoring/scrub';

const app = path.resolve(import.meta.dirname, '../../app');

/** Every route under app/ that ends in a parameter, as its address: `[locale]` and `(groups)` left out. */
function dynamicRoutes(dir = app, route = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const name = entry.name;
      const inner = name === '[locale]' || /^\(.*\)$/.test(name) ? route : `${route}/${name}`;
      const own = name.startsWith('[') && name !== '[locale]' ? [inner] : [];
      return [...own, ...dynamicRoutes(path.join(dir, name), inner)];
    });
}

const classified = new Set(classifiedRoutes().map(({ route }) => route));
const secretOf = new Map(classifiedRoutes().map(({ route, secret }) => [route, secret]));

describe('link secrets in addresses', () => {
  it('knows every route with a parameter, from app/ and the routing table', () => {
    const routes = dynamicRoutes();
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((route) => !classified.has(route))).toEqual([]);
    for (const [route, publicPath] of Object.entries(pathnames)) {
      if (route.includes('[')) expect(classified.has(route) && classified.has(publicPath)).toBe(true);
    }
  });

  it('names no route that does not exist, but the catch-all paths Better Auth serves', () => {
    const routes = new Set(dynamicRoutes());
    const extra = Object.keys(otherRouteSecrets).filter((route) => !routes.has(route));
    expect(extra).toEqual(['/api/auth/reset-password/[token]']);
  });

  it("treats every route's [token] as a secret, and drops it from an address under every route, page or API", () => {
    for (const { route, secret } of classifiedRoutes()) {
      const segments = route.split('/').filter(Boolean);
      if (segments.includes('[token]')) expect(secret, route).toBe('token');
      const address = `/en-DK${route.replace(/\[[^\]]+\]/g, (param) => (param === `[${secret}]` ? 'SeCrEt-value' : 'kept-1'))}`;
      const scrubbed = scrubText(address);
      expect(scrubbed.includes('SeCrEt-value'), address).toBe(false);
      expect(scrubbed.includes('kept-1'), address).toBe(route.replace(`[${secretOf.get(route)}]`, '').includes('['));
    }
  });

  it('keeps the segments of an address no secret route matches', () => {
    expect(withoutLinkSecrets(['soeg'])).toEqual(['soeg']);
    expect(withoutLinkSecrets(['en-DK', 'mine-data', 'x'])).toEqual(['en-DK', 'mine-data', '[token]']);
  });
});
