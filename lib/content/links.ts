import { pathnames, type AppPathname } from '@/lib/i18n/routing';

/** Where a link in a CMS body goes: a route of the routing table, an https page elsewhere, or nowhere. */
export type ContentLink =
  | { kind: 'internal'; href: { pathname: AppPathname; params?: Record<string, string>; query?: Record<string, string>; hash?: string } }
  | { kind: 'external'; url: string }
  | { kind: 'none' };

const publicRoutes = (Object.entries(pathnames) as [AppPathname, string][]).map(([pathname, publicPath]) => {
  const names: string[] = [];
  const pattern = publicPath.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\[([a-z]+)\]/gi, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pathname, names, regex: new RegExp(`^${pattern}/?$`) };
});

/** `/ordbog/depositum` → `{ pathname: '/glossary/[slug]', params: { slug: 'depositum' } }`; unknown paths → null. */
export function routeOfPublicPath(path: string): { pathname: AppPathname; params?: Record<string, string> } | null {
  for (const route of publicRoutes) {
    const match = route.regex.exec(path);
    if (!match) continue;
    if (route.names.length === 0) return { pathname: route.pathname };
    const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
    return { pathname: route.pathname, params };
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
    const url = new URL(href, 'https://internal.invalid');
    const route = routeOfPublicPath(url.pathname);
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
