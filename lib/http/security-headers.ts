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

/** API responses are data, never documents: nothing may load from or frame them. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** A lease PDF is read in a frame of its own signing page (/kontrakt/{token}): our pages, and only they, may frame it. */
export const framedDocumentPolicy = "default-src 'none'; frame-ancestors 'self'";
const FRAMED_DOCUMENTS = /^\/api\/contracts\/[^/]+\/document$/;

/** The CSP of an API response: data that nothing may frame, except the documents above. */
export function apiPolicyFor(pathname: string): string {
  return FRAMED_DOCUMENTS.test(pathname) ? framedDocumentPolicy : apiContentSecurityPolicy;
}

export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
