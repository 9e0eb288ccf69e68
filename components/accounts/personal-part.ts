import 'server-only';
import { cookies, headers } from 'next/headers';
import { getSessionUser, type SessionUser } from '@/lib/accounts/session';
import { SCRIPT_MARKER_COOKIE } from '@/lib/http/script-marker';
import { requestNow } from '@/lib/time/test-clock';

/**
 * The person's part of a cached personal page (/konto, /ventelister, /anmodninger), read on the server
 * for a signed-in browser that runs no scripts: the page cache passes such a request on instead of
 * answering it with the frame (scripts/public-pages.ts). Undefined for everyone else, so their page is
 * the frame whose part the browser fetches: the cache's own render carries no cookies, and a browser
 * that runs scripts says so (lib/http/script-marker.ts). A read that fails leaves the part to the
 * browser too.
 */
export async function personalPartOnServer<T>(read: (user: SessionUser, now: Date) => Promise<T>): Promise<T | undefined> {
  if ((await cookies()).has(SCRIPT_MARKER_COOKIE)) return undefined;
  const requestHeaders = await headers();
  try {
    const user = await getSessionUser(requestHeaders);
    return user && !user.deactivated ? await read(user, requestNow(requestHeaders)) : undefined;
  } catch (error) {
    console.error('A personal page could not read the person’s part on the server', error);
    return undefined;
  }
}
