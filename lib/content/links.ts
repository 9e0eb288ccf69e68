import { pathnames, type AppPathname } from '@/lib/i18n/routing';

/** Where a link in a CMS body goes: a route of the routing table, an https page elsewhere, or nowhere. */
export type ContentLink =
  | { kind: 'internal'; href: { pathname: AppPathname; params?: Record<string, string>; query?: Record<string, string>; hash?: string } }
  | { kind: 'external'; url: string }
  | { kind: 'none' };

const INTERNAL_BASE = 'https://internal.invalid';

const publicRoutes = (Object.entries(pathnames) as [AppPathname, string][]).map(([pathname, publicPath]) => {
  const names: string[] = [];
  const pattern = publicPath.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\[([a-z]+)\]/gi, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pathname, names, regex: new RegExp(`^${pattern}/?$`) };
});

/** The route's parameters, or null when one is not a valid escape (a typo in a CMS body). */
function decodeParams(names: string[], match: RegExpExecArray): Record<string, string> | null {
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
  } catch {
    return null;
  }
}

/** `/ordbog/depositum` → `{ pathname: '/glossary/[slug]', params: { slug: 'depositum' } }`; unknown paths → null. */
export function routeOfPublicPath(path: string): { pathname: AppPathname; params?: Record<string, string> } | null {
  for (const route of publicRoutes) {
    const match = route.regex.exec(path);
    if (!match) continue;
    if (route.names.length === 0) return { pathname: route.pathname };
    const params = decodeParams(route.names, match);
    return params ? { pathname: route.pathname, params } : null;
  }
  return null;
}

/**
 * Bodies link internally by the Danish public path without a locale prefix (content/README.md);
 * they are rendered through the routing table so an English page links to English pages.
 * External links must be https; anything else (http, mailto, javascript:) is not a link.
 */
export function resolveContentLink(raw: string | undefined): ContentLink {
  const href = (raw ?? '').trim();
  if (href.startsWith('/') && !href.startsWith('//')) {
    const url = new URL(href, INTERNAL_BASE);
    // `/\host` parses as another host (a backslash is a slash to URL parsers): not one of our paths.
    const route = url.origin === INTERNAL_BASE ? routeOfPublicPath(url.pathname) : null;
    if (!route) return { kind: 'none' };
    const query = Object.fromEntries(url.searchParams);
    return {
      kind: 'internal',
      href: { ...route, ...(url.search ? { query } : {}), ...(url.hash ? { hash: url.hash.slice(1) } : {}) },
    };
  }
  try {
    const url = new URL(href);
    return url.protocol === 'https:' ? { kind: 'external', url: url.href } : { kind: 'none' };
  } catch {
    return { kind: 'none' };
  }
}
