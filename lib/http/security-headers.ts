type Header = { key: string; value: string };

/** Headers that do not vary per request; next.config applies them to every response. */
export function staticSecurityHeaders(): Header[] {
  const headers: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(self)' },
  ];
  return headers;
}

/**
 * Sent with responses to requests that came over HTTPS (directly, or per the load balancer's
 * X-Forwarded-Proto): a browser ignores it over plain HTTP, and a development server on
 * http://localhost must not pin itself to HTTPS.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export function cameOverHttps(headers: Headers): boolean {
  return headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https';
}

export type CspOptions = {
  /**
   * The page's per-request nonce; null for a public page rendered once for everyone
   * (scripts/page-entry.ts adds the hashes of its inline scripts).
   */
  nonce: string | null;
  development: boolean;
  /** Origins that may frame the page; empty means nobody. */
  frameAncestors: string[];
  https: boolean;
  /** Extra origins the browser may call (e.g. an external Unleash). */
  connectOrigins?: string[];
  /** Extra image origins (e.g. map tiles). */
  imageOrigins?: string[];
};

export function contentSecurityPolicy(o: CspOptions): string {
  const ancestors = o.frameAncestors.length ? o.frameAncestors.join(' ') : "'none'";
  const directives = [
    "default-src 'self'",
    `script-src 'self'${o.nonce === null ? '' : ` 'nonce-${o.nonce}' 'strict-dynamic'`}${o.development ? " 'unsafe-eval'" : ''}`,
    // React and bootstrap set inline style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...(o.imageOrigins ?? [])].join(' '),
    "font-src 'self'",
    // Sentry's session replay compresses in a worker it creates from a blob.
    "worker-src 'self' blob:",
    ['connect-src', "'self'", ...(o.connectOrigins ?? [])].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ];
  if (o.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The headers of what proxy.ts never sees (its matcher leaves out the API, monitoring and the
 * metrics): applied by next.config's `headers()`, in order, a later one of the same name winning.
 * API responses are data, never documents: nothing may load from or frame them, except a lease PDF,
 * read in a frame of its own signing page (/kontrakt/{token}), which our pages and only they may frame.
 * HSTS goes with what came over HTTPS, as proxy.ts adds it to pages.
 */
export function passthroughHeaders(): { source: string; has?: { type: 'header'; key: string; value: string }[]; headers: Header[] }[] {
  const csp = (value: string) => [{ key: 'Content-Security-Policy', value }];
  return [
    { source: '/api/:path*', headers: csp("default-src 'none'; frame-ancestors 'none'") },
    { source: '/api/contracts/:token/document', headers: csp("default-src 'none'; frame-ancestors 'self'") },
    {
      source: '/:prefix(api|monitoring|metrics)/:path*',
      // The balancer's X-Forwarded-Proto, its first entry: the one cameOverHttps() reads.
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https(\\s*,.*)?' }],
      headers: [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }],
    },
  ];
}

export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
