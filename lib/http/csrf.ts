const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Bodies arrive as text/plain (a CORS "simple" request), so a state-changing request from a browser
 * must come from our own origin. Browsers always send Origin or Sec-Fetch-Site on such requests;
 * a request with neither carries no browser's cookies and is no CSRF vector.
 */
export function isCrossSiteRequest(method: string, headers: Headers, allowedOrigins: string[]): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const origin = headers.get('origin');
  if (origin) return !allowedOrigins.includes(origin);
  const site = headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin' && site !== 'none';
}

/**
 * Our own origins for a request: its Host (over http and https) and SITE_URL. Not X-Forwarded-Host:
 * anyone can send it, and the load balancer passes the public Host on (docs/operations/scaling-and-caching.md, "The balancer");
 * mail links and robots.txt read the same Host (publicOrigin), so both agree on who we are.
 */
export function ownOrigins(headers: Headers): string[] {
  const host = headers.get('host');
  const origins = host ? [`https://${host}`, `http://${host}`] : [];
  if (process.env.SITE_URL) origins.push(new URL(process.env.SITE_URL).origin);
  return origins;
}
