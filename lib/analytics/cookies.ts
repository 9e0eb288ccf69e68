import Cookies from 'js-cookie';

/**
 * First-party cookies read and written in the browser. The rules (attribution, consent) work on the
 * CookieJar interface so unit tests can give them a plain map; in the browser the jar is js-cookie.
 */
export type CookieOptions = { path?: string; maxAge?: number; sameSite?: 'Lax' | 'Strict'; secure?: boolean };

export type CookieJar = {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
};

/**
 * Values fully URI-encoded (js-cookie leaves `=`, `&`, `,` … as they are): the server reads the
 * consent cookie through Next's parser, and cookies written before js-cookie look the same.
 */
const cookies = Cookies.withConverter<string>({ write: (value) => encodeURIComponent(value) });

/** js-cookie knows only Expires (in days); Max-Age in seconds is written as a plain attribute, as before. */
function attributesOf({ path = '/', maxAge, sameSite = 'Lax', secure }: CookieOptions): Cookies.CookieAttributes {
  return { path, ...(maxAge === undefined ? {} : { 'max-age': String(Math.floor(maxAge)) }), sameSite, secure };
}

/** The jar over the page's cookies; Secure whenever the page itself is served over HTTPS. */
export function browserCookieJar(): CookieJar {
  const secure = window.location.protocol === 'https:';
  return {
    get: (name) => cookies.get(name),
    set: (name, value, options) => void cookies.set(name, value, attributesOf({ secure, ...options })),
    // Only the path names the cookie to delete: a Max-Age passed along would outrank js-cookie's past Expires.
    remove: (name, options) => cookies.remove(name, attributesOf({ path: options?.path, secure })),
  };
}
