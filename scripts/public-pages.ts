// Which requests the page cache (scripts/page-cache.ts) may answer, and under which key: the public
// pages of lib/i18n/routing.ts that are the same for every visitor who is not signed in, asked for
// by a browser as a document (not a client-side navigation, a prefetch or a server action).
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
// Next.js's own names for its private request headers and query, so that an upgrade that renames
// them carries the cache along (tests/e2e/page-cache.spec.ts checks what they mean).
import { ACTION_HEADER, FLIGHT_HEADERS, NEXT_RSC_UNION_QUERY } from 'next/dist/client/components/app-router-headers.js';
import { CONSENT_COOKIE, parseConsent } from '@/lib/analytics/consent';
import { SCRIPT_MARKER_COOKIE } from '@/lib/http/script-marker';
import { localeOfPath } from '@/lib/i18n/paths';
import { defaultLocale, isLocale, locales, pathnames, type AppPathname, type Locale } from '@/lib/i18n/routing';

/**
 * The pages nobody's cookies change: the home page, search, the catalogue (towns, homes, buildings,
 * companies) and the content pages; and /ventelister, /anmodninger and /konto, whose HTML is the
 * same for everyone while the browser asks for the person's part (/ventelister is the page the most
 * people reload when a popular list opens). The other personal pages, token pages, forms and share
 * links are not here.
 */
export const CACHED_ROUTES = [
  '/',
  '/search',
  '/search-waiting-lists',
  '/property/[slug]',
  '/property-group/[slug]',
  '/company/[slug]',
  '/rental-housing',
  '/rental-housing/[slug]',
  '/rental-housing/[slug]/statistics',
  '/new-build',
  '/new-build/[slug]',
  '/articles',
  '/articles/[slug]',
  '/city-guides',
  '/city-guides/[slug]',
  '/glossary',
  '/glossary/[slug]',
  '/about',
  '/help',
  '/privacy',
  '/terms',
  '/accessibility',
  '/developers',
  '/waiting-lists',
  '/applications',
  '/account',
] as const satisfies readonly AppPathname[];

/**
 * The cached pages with a person's part: a signed-in browser that runs no scripts gets a render of its
 * own, with that part drawn on the server (lib/http/script-marker.ts).
 */
export const PERSONAL_CACHED_ROUTES = [
  '/waiting-lists',
  '/applications',
  '/account',
] as const satisfies readonly (typeof CACHED_ROUTES)[number][];

/** `/bolig/[slug]` → `/bolig/[^/]+`: a dynamic segment is any one segment. */
const patternOf = (publicPath: string) => publicPath.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\\?\[[^/\]]+\\?\]/g, '[^/]+');

const pathsOf = (routes: readonly AppPathname[]) => new RegExp(`^(${routes.map((route) => patternOf(pathnames[route])).join('|')})/?$`);
const CACHED_PATHS = pathsOf(CACHED_ROUTES);
const PERSONAL_PATHS = pathsOf(PERSONAL_CACHED_ROUTES);
/** better-auth's session cookie, with the `__Secure-` prefix it adds on https. */
const SESSION_COOKIE = /^(__Secure-)?better-auth\.session_token$/;

/** Signed in (or so the cookie claims) in a browser that has not said it runs scripts. */
function signedInWithoutScripts(cookies: Map<string, string>): boolean {
  return !cookies.has(SCRIPT_MARKER_COOKIE) && [...cookies.keys()].some((name) => SESSION_COOKIE.test(name));
}

function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

/** The locale next-intl would settle on without the path: its cookie, else the browser's first fit. */
function preferredLocale(headers: IncomingHttpHeaders, cookies: Map<string, string>): Locale {
  const chosen = cookies.get('NEXT_LOCALE');
  if (isLocale(chosen)) return chosen;
  const languages = (headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.split('-')[0], q: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { language } of languages) {
    const fit = locales.find((locale) => locale.split('-')[0] === language);
    if (fit) return fit;
  }
  return defaultLocale;
}

/*
 * Parameters that say where a visitor came from, for the browser's analytics (it reads them from
 * the address bar): the page is the same without them, so they neither split the cache nor reach
 * the render.
 */
const TRACKING_PARAM =
  /^(utm_[a-z_]+|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** `query` (without its `?`) less its tracking parameters, the others in their order. */
export function withoutTracking(query: string): string {
  return query
    .split('&')
    .filter((part) => part && !TRACKING_PARAM.test(decoded(part.split('=')[0])))
    .join('&');
}

const RSC_QUERY = new RegExp(`(^|&)${NEXT_RSC_UNION_QUERY}=`);

/**
 * The cache key of a request for a public page (its host and address), or null when the request
 * must reach Next.js: other methods and pages, client-side navigations and prefetches (RSC),
 * server actions, and visitors next-intl would redirect or give a locale cookie to (their language
 * differs from the page's). Signed-in visitors are served from the cache too: these pages read no
 * session on the server (tests/unit/public-pages-session.test.ts holds them to it), the person's
 * part of them (the user menu, what they follow) is fetched by the browser, and a page is always
 * stored from a render without cookies (the fill request in scripts/http-server.ts). Only a
 * signed-in browser without scripts asks for a personal page's render of its own.
 */
export function publicPageKey(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { headers } = request;
  if ([...FLIGHT_HEADERS, ACTION_HEADER].some((name) => headers[name] !== undefined)) return null;
  const host = headers.host?.toLowerCase();
  if (!host) return null;
  const [pathname, query = ''] = (request.url ?? '/').split('?');
  if (RSC_QUERY.test(query)) return null;
  const { locale, rest } = localeOfPath(pathname);
  if (!CACHED_PATHS.test(rest)) return null;
  const cookies = cookiesOf(headers.cookie);
  if (preferredLocale(headers, cookies) !== locale) return null;
  if (PERSONAL_PATHS.test(rest) && signedInWithoutScripts(cookies)) return null;
  // A browser without scripts cannot hide the cookie banner it answered; its render marks the page (proxy.ts).
  if (!cookies.has(SCRIPT_MARKER_COOKIE) && parseConsent(decoded(cookies.get(CONSENT_COOKIE) ?? ''))) return null;
  const kept = withoutTracking(query);
  return `${host} ${pathname}${kept ? `?${kept}` : ''}`;
}
