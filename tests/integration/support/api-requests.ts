import { ORIGIN } from './sessions';

export type ApiCall = { cookie?: string; body?: unknown; origin?: string; locale?: string; ip?: string };

/**
 * A request to one of our `/api` handlers as the browser client sends it: JSON as text/plain, the
 * page's Origin on state-changing methods (override it to forge one), the session cookie if given.
 */
export function apiRequest(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  resource: string,
  { cookie, body, origin = ORIGIN, locale = 'en', ip }: ApiCall = {},
) {
  return new Request(`${ORIGIN}/api/${resource}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      host: 'localhost:3000',
      'accept-language': locale,
      'content-type': 'text/plain',
      ...(method === 'GET' ? {} : { origin }),
      ...(cookie ? { cookie } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
  });
}
