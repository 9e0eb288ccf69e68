// Which requests the page cache (scripts/page-cache.ts) may answer, and under which key: the public
// pages of lib/i18n/routing.ts that are the same for every visitor who is not signed in, asked for
// by a browser as a document (not a client-side navigation, a prefetch or a server action).
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
// Next.js's own names for its private request headers and query, so that an upgrade that renames
// them carries the cache along (tests/e2e/page-cache.spec.ts checks what they mean).
import { ACTION_HEADER, FLIGHT_HEADERS, NEXT_RSC_UNION_QUERY } from 'next/dist/client/components/app-router-headers.js';
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
  '/developers',
  '/waiting-lists',
  '/applications',
  '/account',
] as const satisfies readonly AppPathname[];

/** `/bolig/[slug]` → `/bolig/[^/]+`: a dynamic segment is any one segment. */
const patternOf = (publicPath: string) => publicPath.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\\?\[[^/\]]+\\?\]/g, '[^/]+');

const CACHED_PATHS = new RegExp(`^(${CACHED_ROUTES.map((route) => patternOf(pathnames[route])).join('|')})/?$`);

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
 * stored from a render without cookies (the fill request in scripts/http-server.ts).
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
  if (preferredLocale(headers, cookiesOf(headers.cookie)) !== locale) return null;
  const kept = withoutTracking(query);
  return `${host} ${pathname}${kept ? `?${kept}` : ''}`;
}
