import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { companyConsolePage, personalPages } from '@/lib/accounts/personal-pages';
import { personalPathnames } from '@/lib/i18n/routing';

const SITE = path.resolve('app/[locale]/(site)');

/** Every page file under the site, as its internal route (`/account/profile`). */
function pageRoutes(dir = SITE, route = ''): { route: string; source: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageRoutes(full, `${route}/${entry.name}`);
    return entry.name === 'page.tsx' ? [{ route: route || '/', source: readFileSync(full, 'utf8') }] : [];
  });
}

// A page that asks who is signed in before showing anything is a personal page.
const SIGNED_IN = /signedInRoutePage\(|signedInGate\(|consolePage\(/;

describe('personal pages', () => {
  it('lists every page without parameters that only a signed-in person sees in the routing table', () => {
    const gated = pageRoutes()
      .filter((page) => SIGNED_IN.test(page.source) && !page.route.includes('['))
      .map((page) => page.route)
      .sort();
    expect(gated).toEqual([...personalPathnames].sort());
  });

  it('puts every personal page outside the console in the user menu and on /konto', () => {
    const linked = new Set<string>([...personalPages, companyConsolePage]);
    expect(personalPathnames.filter((route) => !route.startsWith('/account/company/') && !linked.has(route))).toEqual([]);
  });
});
