import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

// A page that asks who is signed in before showing anything is a personal page: on the server, or,
// for a page served from the page cache, in a component of its that shows the person's data only
// through SignedInData.
const SIGNED_IN = /signedInRoutePage\(|signedInGate\(|consolePage\(/;
const SIGNED_IN_IN_BROWSER = /<SignedInData\b/;

/** The source of the components a page imports from components/ (one level deep). */
function importedComponents(source: string): string[] {
  return [...source.matchAll(/from '@\/components\/([^']+)'/g)]
    .map(([, file]) =>
      ['.tsx', '.ts'].map((ending) => path.resolve('components', file + ending)).find((candidate) => existsSync(candidate)),
    )
    .filter((file): file is string => Boolean(file))
    .map((file) => readFileSync(file, 'utf8'));
}

const isPersonal = (source: string) =>
  SIGNED_IN.test(source) || importedComponents(source).some((component) => SIGNED_IN_IN_BROWSER.test(component));

describe('personal pages', () => {
  it('lists every page without parameters that only a signed-in person sees in the routing table', () => {
    const gated = pageRoutes()
      .filter((page) => isPersonal(page.source) && !page.route.includes('['))
      .map((page) => page.route)
      .sort();
    expect(gated).toEqual([...personalPathnames].sort());
  });

  it('puts every personal page outside the console in the user menu and on /konto', () => {
    const linked = new Set<string>([...personalPages, companyConsolePage]);
    expect(personalPathnames.filter((route) => !route.startsWith('/account/company/') && !linked.has(route))).toEqual([]);
  });
});
