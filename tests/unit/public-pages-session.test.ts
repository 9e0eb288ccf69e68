import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHED_ROUTES, PERSONAL_CACHED_ROUTES } from '@/scripts/public-pages';

/*
 * The page cache serves signed-in visitors the page it rendered without cookies. That is right only
 * while the cached pages' server code reads no session: their person's part is fetched by the
 * browser. This follows each cached page's imports through the render code (app/ and components/;
 * client components stop the walk, they cannot read the session on the server) and looks for a
 * session read or a value import of lib/accounts/session.ts. What a service under lib/ reads is the
 * service's business: a service asks for the session only where a route handler hands it the
 * request's headers.
 */

const root = path.resolve(import.meta.dirname, '../..');
const SESSION_READS = [/\bgetSessionUser\(/, /\bapi\.getSession\(/, /\bcookies\(\)/];

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => existsSync(file) && /\.tsx?$/.test(file));
  return found ?? null;
}

const isRenderCode = (file: string) => /^(app|components)\//.test(path.relative(root, file));

/** The session reads in the render code a page reaches. */
function sessionReadsFrom(page: string): string[] {
  const seen = new Set<string>();
  const reads: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    if (/^['"]use client['"]/m.test(source)) return;
    for (const pattern of SESSION_READS) if (pattern.test(source)) reads.push(`${path.relative(root, file)} ${pattern}`);
    // Value imports only: a type is gone by the time the page runs.
    for (const match of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
      const next = resolveImport(file, match[1]);
      if (next === path.join(root, 'lib/accounts/session.ts')) reads.push(`${path.relative(root, file)} imports the session`);
      else if (next && isRenderCode(next)) visit(next);
    }
  };
  visit(page);
  return reads;
}

const site = path.join(root, 'app/[locale]/(site)');
const pageFileOf = (route: string) => path.join(site, route, 'page.tsx');

describe('the pages the page cache serves to everyone, signed in or not', () => {
  it('are found where the routing table says', () => {
    for (const route of CACHED_ROUTES) expect(existsSync(pageFileOf(route)), route).toBe(true);
  });

  it.each(CACHED_ROUTES.map((route) => [route] as const))('%s reads no session on the server, nor do its layouts', (route) => {
    const files = [pageFileOf(route), path.join(site, 'layout.tsx'), path.join(root, 'app/[locale]/layout.tsx')];
    // A personal page reads it only for a signed-in browser without scripts, which the cache passes on
    // (scripts/public-pages.ts), through the one helper that says so; the cache's own render has no cookies.
    const allowed = (PERSONAL_CACHED_ROUTES as readonly string[]).includes(route) ? /^components\/accounts\/personal-part\.ts / : null;
    expect(files.flatMap(sessionReadsFrom).filter((read) => !allowed?.test(read))).toEqual([]);
  });

  it('finds a session read where there is one', () => {
    expect(sessionReadsFrom(path.join(site, 'subscriptions/page.tsx')).length).toBeGreaterThan(0);
    // Through a component: /konto/profil reads it in the gate the personal pages rendered per request share.
    expect(sessionReadsFrom(path.join(site, 'account/profile/page.tsx'))).toContain(
      'components/accounts/signed-in-route-page.tsx imports the session',
    );
  });
});
