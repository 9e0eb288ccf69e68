import { NextRequest, NextResponse } from 'next/server';
import { handleI18nRouting } from '@/lib/i18n/locale-routing';
import { isLocale } from '@/lib/i18n/routing';
import { publicPathForInternal } from '@/lib/i18n/paths';
import { embedOriginsFor, getWhiteLabelRecord } from '@/lib/white-label/service';
import { rootRedirectTarget } from '@/lib/white-label/rules';
import { cameOverHttps, contentSecurityPolicy, originOf, STRICT_TRANSPORT_SECURITY } from '@/lib/http/security-headers';
import { externalUnleashUrl } from '@/lib/flags/config';
import { mapImageSources } from '@/lib/search/map-config';
import { FILL_HEADER } from '@/lib/bridges/page-bridge';
import { PASSTHROUGH } from '@/lib/http/passthrough';
import { CONSENT_COOKIE, CONSENT_STORED_HEADER, parseConsent } from '@/lib/analytics/consent';

function splitLocale(pathname: string): { prefix: string; rest: string } {
  const [, first, ...others] = pathname.split('/');
  if (isLocale(first)) return { prefix: `/${first}`, rest: `/${others.join('/')}` };
  return { prefix: '', rest: pathname };
}

// Developer tools (/dev/outbox) live outside the locale routes: no prefix, rewrite or redirect.
const DEV_TOOLS = /^\/dev(\/|$)/;

/** The company slug of an `/embed/{company}` path, else null. */
function embeddedCompany(rest: string): string | null {
  const match = /^\/embed\/([^/]+)\/?$/.exec(rest);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const response = await respond(request);
  if (cameOverHttps(request.headers)) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return response;
}

async function respond(request: NextRequest): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;

  if (PASSTHROUGH.test(pathname)) return NextResponse.next();

  const whiteLabel = await getWhiteLabelRecord(request.headers.get('host'));
  const rootTarget = rootRedirectTarget(whiteLabel, pathname, searchParams);
  if (rootTarget) return NextResponse.redirect(new URL(rootTarget, request.url), 307);

  const { prefix, rest } = splitLocale(pathname);
  const publicPath = publicPathForInternal(rest);
  if (publicPath) {
    const target = new URL(request.url);
    target.pathname = `${prefix}${publicPath === '/' ? '' : publicPath}` || '/';
    return NextResponse.redirect(target, 308);
  }

  const embedded = embeddedCompany(rest);
  // The server's own render of a public page for its cache (scripts/page-cache.ts): one copy for
  // everyone, so no nonce; the server allows its inline scripts by hash.
  const nonce = request.headers.has(FILL_HEADER) ? null : Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = contentSecurityPolicy({
    nonce,
    development: process.env.NODE_ENV === 'development',
    frameAncestors: embedded === null ? [] : ["'self'", ...(await embedOriginsFor(request.headers.get('host'), embedded))],
    https: request.nextUrl.protocol === 'https:',
    connectOrigins: originOf(externalUnleashUrl()),
    imageOrigins: mapImageSources(),
  });
  const headers = new Headers(request.headers);
  if (nonce) headers.set('x-nonce', nonce);
  // Only ours says whether a choice is stored (a cache fill has no cookies, so never).
  headers.delete(CONSENT_STORED_HEADER);
  if (parseConsent(request.cookies.get(CONSENT_COOKIE)?.value)) headers.set(CONSENT_STORED_HEADER, '1');
  headers.set('Content-Security-Policy', csp);
  if (DEV_TOOLS.test(pathname)) {
    const response = NextResponse.next({ request: { headers } });
    response.headers.set('Content-Security-Policy', csp);
    return response;
  }
  const response = handleI18nRouting(new NextRequest(request, { headers }));
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

/*
 * Not the API, monitoring or the metrics: a proxy run costs a route handler about a millisecond of
 * CPU (a request object of its own, the adapter) and did nothing there but add headers, which
 * next.config's headers() now adds (lib/http/security-headers.ts, passthroughHeaders).
 */
export const config = {
  matcher: ['/((?!_next/static|_next/image|api/|api$|monitoring/|monitoring$|metrics/|metrics$).*)'],
};
