/**
 * First-party cookies read and written in the browser. The rules (attribution, consent) work on the
 * CookieJar interface so unit tests can give them a plain map instead of `document.cookie`.
 */
export type CookieOptions = { path?: string; maxAge?: number; sameSite?: 'Lax' | 'Strict'; secure?: boolean };

export type CookieJar = {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
};

/** One `Set-Cookie`-style string for `document.cookie`; the value is URI-encoded. */
export function serialiseCookie(name: string, value: string, { path = '/', maxAge, sameSite = 'Lax', secure }: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${path}`];
  if (maxAge !== undefined) parts.push(`Max-Age=${Math.floor(maxAge)}`);
  parts.push(`SameSite=${sameSite}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The name → value map of a `Cookie` header or `document.cookie`; unreadable values are skipped. */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, Math.max(at, 0)).trim();
    if (!name) continue;
    try {
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(pair.slice(at + 1).trim()));
    } catch {
      // A malformed escape from someone else's script: treat the cookie as absent.
    }
  }
  return cookies;
}

/** The jar over `document.cookie`; Secure whenever the page itself is served over HTTPS. */
export function documentCookieJar(doc: Document): CookieJar {
  const secure = doc.location?.protocol === 'https:';
  return {
    get: (name) => parseCookies(doc.cookie).get(name),
    set: (name, value, options) => {
      doc.cookie = serialiseCookie(name, value, { secure, ...options });
    },
    remove: (name, options) => {
      doc.cookie = serialiseCookie(name, '', { ...options, maxAge: 0, secure });
    },
  };
}
