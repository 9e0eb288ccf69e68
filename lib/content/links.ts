import { locales, pathnames, type AppPathname } from '@/lib/i18n/routing';

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

/** A path of ours (`/ordbog/depositum?x#y`) through the routing table, or no link when no route has it. */
function internalLink(path: string): ContentLink {
  const url = new URL(path, INTERNAL_BASE);
  // `/\host` parses as another host (a backslash is a slash to URL parsers): not one of our paths.
  const route = url.origin === INTERNAL_BASE ? routeOfPublicPath(url.pathname) : null;
  if (!route) return { kind: 'none' };
  const query = Object.fromEntries(url.searchParams);
  return {
    kind: 'internal',
    href: { ...route, ...(url.search ? { query } : {}), ...(url.hash ? { hash: url.hash.slice(1) } : {}) },
  };
}

const LOCALE_PREFIX = new RegExp(`^/(?:${locales.join('|')})(?=/|$)`);

/**
 * Bodies link internally by the Danish public path without a locale prefix (content/README.md);
 * they are rendered through the routing table so an English page links to English pages. An
 * absolute link to one of `ownHosts` (the allow list, `ownHostnames()`) is one of those paths too
 * when a route has it — an editor pasting the address bar gets a same-tab link — whatever its
 * locale prefix. Other links must be https; anything else (http, mailto, javascript:) is not a link.
 */
export function resolveContentLink(raw: string | undefined, ownHosts: readonly string[] = []): ContentLink {
  const href = (raw ?? '').trim();
  if (href.startsWith('/') && !href.startsWith('//')) return internalLink(href);
  try {
    const url = new URL(href);
    if (/^https?:$/.test(url.protocol) && ownHosts.includes(url.hostname)) {
      const own = internalLink(`${url.pathname.replace(LOCALE_PREFIX, '') || '/'}${url.search}${url.hash}`);
      if (own.kind === 'internal') return own;
    }
    return url.protocol === 'https:' ? { kind: 'external', url: url.href } : { kind: 'none' };
  } catch {
    return { kind: 'none' };
  }
}

/**
 * The product's own hostnames, whose links in CMS text stay in the tab: `OWN_HOSTNAMES`
 * (comma-separated, per environment), else the host of `SITE_URL`.
 */
export function ownHostnames(env: Partial<Record<string, string>> = process.env): string[] {
  const listed = (env.OWN_HOSTNAMES ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (listed.length > 0) return listed;
  return [new URL(env.SITE_URL ?? 'http://localhost').hostname];
}
