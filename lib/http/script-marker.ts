/*
 * A browser that runs our scripts says so with a session cookie, set once a page has hydrated. The
 * page cache answers the personal pages it keeps (/konto, /ventelister, /anmodninger) with their
 * frame, whose person's part the scripts fetch; a signed-in browser without the cookie (JavaScript
 * off) is passed on to a render of its own, with the person's part drawn on the server.
 */
export const SCRIPT_MARKER_COOKIE = 'hjemly_js';

/** In the browser: remember for this browser session that scripts run here. */
export function markScriptsRun(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SCRIPT_MARKER_COOKIE}=1; Path=/; SameSite=Lax${secure}`;
}
